import type { InboxItem } from '@gro/config';
import { INBOX_TEXTS } from '@gro/config/screens';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BellIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { formatDateTime, formatTimeAgo } from '@/lib/format';
import { media } from '@/styles/theme';
import { markInboxRead, useInbox } from '../api/inbox';

const Wrapper = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  position: relative;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.gray400};
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Count = styled.span`
  position: absolute;
  top: -6px;
  right: -6px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger600};
  color: ${({ theme }) => theme.colors.white};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 16px;
  text-align: center;
`;

/** Under the bell from a tablet up; across the screen under the header on a phone. */
const Panel = styled.section`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  width: 380px;
  max-height: min(560px, calc(100vh - 96px));
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.md};

  ${media.down('sm')} {
    position: fixed;
    top: calc(${({ theme }) => theme.layout.portalHeaderHeight} + 4px);
    right: ${({ theme }) => theme.space[3]};
    left: ${({ theme }) => theme.space[3]};
    width: auto;
  }
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Body = styled.div`
  overflow-y: auto;
`;

const List = styled.ul`
  list-style: none;
`;

const Entry = styled(Link)`
  display: grid;
  grid-template-columns: 10px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.gray100};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.gray50};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Dot = styled.span<{ $unread: boolean }>`
  width: 8px;
  height: 8px;
  margin-top: 7px;
  border-radius: 50%;
  background: ${({ $unread, theme }) => ($unread ? theme.colors.brand500 : 'transparent')};
`;

const Title = styled.span<{ $unread: boolean }>`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ $unread, theme }) => ($unread ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  overflow-wrap: anywhere;
`;

const Detail = styled.span`
  display: -webkit-box;
  margin-top: 2px;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

const When = styled.time`
  display: block;
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Note = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: center;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};
  text-align: center;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Foot = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[2]};
`;

function InboxEntry({ item, onOpen }: { item: InboxItem; onOpen: (item: InboxItem) => void }) {
  const unread = item.readAt === null;
  return (
    <li>
      <Entry to={item.link} onClick={() => onOpen(item)}>
        <Dot $unread={unread} aria-hidden="true" />
        <span>
          {unread && <VisuallyHidden>{INBOX_TEXTS.unread}: </VisuallyHidden>}
          <Title $unread={unread}>{item.title}</Title>
          {item.body && <Detail>{item.body}</Detail>}
          <When dateTime={item.createdAt} title={formatDateTime(item.createdAt)}>
            {formatTimeAgo(item.createdAt, INBOX_TEXTS.justNow)}
          </When>
        </span>
      </Entry>
    </li>
  );
}

/**
 * The portal header's notification centre: a bell with the unread count (read out when it
 * changes), opening the member's notifications newest first. Opening one marks it read and goes
 * to its screen; 'Mark all read' clears the count. Escape or a click outside closes the list.
 */
export function InboxBell() {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  const { data, error, isLoading, size, setSize, mutate } = useInbox();
  const pages = data ?? [];
  const unread = pages[0]?.unread ?? 0;
  const items = pages.flatMap((page) => page.items);
  const more = pages.at(-1)?.more ?? false;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const markRead = async (target: number[] | 'all') => {
    const at = new Date().toISOString();
    const read = (item: InboxItem) => (item.readAt === null && (target === 'all' || target.includes(item.id)) ? { ...item, readAt: at } : item);
    const left = target === 'all' ? 0 : Math.max(0, unread - items.filter((item) => item.readAt === null && target.includes(item.id)).length);
    await mutate(
      async (current) => {
        const stillUnread = await markInboxRead(target);
        return current?.map((page, index) => ({ ...page, unread: index === 0 ? stillUnread : page.unread, items: page.items.map(read) }));
      },
      { optimisticData: (current) => (current ?? []).map((page, index) => ({ ...page, unread: index === 0 ? left : page.unread, items: page.items.map(read) })), rollbackOnError: true, revalidate: false },
    ).catch(() => undefined);
  };

  const openItem = (item: InboxItem) => {
    setOpen(false);
    if (item.readAt === null) void markRead([item.id]);
  };

  return (
    <Wrapper ref={wrapper}>
      <Toggle ref={toggle} type="button" aria-expanded={open} aria-controls={panelId} aria-label={INBOX_TEXTS.buttonLabel(unread)} onClick={() => setOpen((value) => !value)}>
        <BellIcon size={20} />
        {unread > 0 && <Count aria-hidden="true">{unread > 99 ? '99+' : unread}</Count>}
      </Toggle>
      {/* A live region of its own, not role=status: a page's own status (a list loading) stays the one status there is. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {data ? INBOX_TEXTS.unreadAnnouncement(unread) : ''}
      </VisuallyHidden>
      {open && (
        <Panel id={panelId} aria-labelledby={headingId}>
          <PanelHead>
            <h2 id={headingId}>{INBOX_TEXTS.heading}</h2>
            {unread > 0 && (
              <Button variant="ghost" size="sm" onClick={() => void markRead('all')}>
                {INBOX_TEXTS.markAllRead}
              </Button>
            )}
          </PanelHead>
          <Body>
            {isLoading && !data ? (
              <Note role="status">
                <Spinner $size={20} />
                <p>{INBOX_TEXTS.loading}</p>
              </Note>
            ) : error && !data ? (
              <Note role="alert">
                <p>{INBOX_TEXTS.loadFailed}</p>
                <Button variant="secondary" size="sm" onClick={() => void mutate()}>
                  {INBOX_TEXTS.retry}
                </Button>
              </Note>
            ) : items.length === 0 ? (
              <Note>
                <strong>{INBOX_TEXTS.empty}</strong>
                <p>{INBOX_TEXTS.emptyHint}</p>
              </Note>
            ) : (
              <>
                <List>
                  {items.map((item) => (
                    <InboxEntry key={item.id} item={item} onOpen={openItem} />
                  ))}
                </List>
                {more && (
                  <Foot>
                    <Button variant="ghost" size="sm" onClick={() => void setSize(size + 1)}>
                      {INBOX_TEXTS.older}
                    </Button>
                  </Foot>
                )}
              </>
            )}
          </Body>
        </Panel>
      )}
    </Wrapper>
  );
}
