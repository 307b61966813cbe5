import { LIST_LIMITS, SEARCH_LIMITS, type SearchResults } from '@gro/config';
import { SEARCH_TEXTS } from '@gro/config/screens';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { BuildingIcon, CalendarIcon, MapPinIcon, SearchIcon } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { Highlight } from '@/components/ui/highlight';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { Spinner } from '@/components/ui/spinner';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDialogFocus } from '@/hooks/use-dialog-focus';
import { trapTab } from '@/lib/focusable';
import { formatEventDay } from '@/lib/format';
import { buildUrl } from '@/lib/url';
import { media } from '@/styles/theme';
import { useSearch } from '../api/search';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: 10vh ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
  background: rgba(6, 46, 34, 0.45);

  ${media.down('sm')} {
    padding: 0;
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: min(640px, 100%);
  max-height: min(620px, 80vh);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;

  ${media.down('sm')} {
    max-height: 100vh;
    height: 100%;
    border-radius: 0;
  }

  &:focus-visible {
    outline: none;
  }
`;

const InputRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0 ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};

  > svg {
    flex: none;
  }
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 56px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};

  &:focus {
    outline: none;
  }

  &::placeholder {
    color: ${({ theme }) => theme.colors.gray500};
  }
`;

const Close = styled.button`
  flex: none;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.gray50};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  /* The key's name where there is a keyboard; a word on a phone, which has no Esc key. */
  [data-word] {
    display: none;
  }

  ${media.down('sm')} {
    min-height: 44px;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.brand700};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};

    [data-key] {
      display: none;
    }

    [data-word] {
      display: inline;
    }
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[2]};
`;

const Message = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;

  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Searching = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const GroupHeading = styled.div`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} ${theme.space[1]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Option = styled.div<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 48px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.colors.brand50};
      box-shadow: inset 3px 0 0 ${theme.colors.brand600};
    `}
`;

/* A kind's icon where a member has their photo. */
const IconBox = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gray100};
  color: ${({ theme }) => theme.colors.brand700};
`;

const Lines = styled.span`
  display: grid;
  flex: 1;
  min-width: 0;

  > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One result: where it leads and how it reads. */
interface Item {
  key: string;
  to: string;
  title: string;
  detail: string;
  icon: ReactNode;
  badge?: string;
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** The results as the dialog lists them, kind by kind; kinds without results are left out. */
function groupsOf(results: SearchResults): { kind: keyof typeof SEARCH_TEXTS.groups; items: Item[] }[] {
  const groups: { kind: keyof typeof SEARCH_TEXTS.groups; items: Item[] }[] = [
    {
      kind: 'members',
      items: results.members.map((m) => ({
        key: `member-${m.id}`,
        to: buildUrl(paths.portal.user, { params: { userId: m.id } }),
        title: m.fullname,
        detail: joined(m.profession, m.company, m.chapter),
        icon: <MemberAvatar avatar={m.avatar} name={m.fullname} size={32} />,
      })),
    },
    {
      kind: 'companies',
      items: results.companies.map((c) => ({
        key: `company-${c.id}`,
        // The company's people: the directory searched for its name.
        to: buildUrl(paths.portal.directory, { query: { q: c.name } }),
        title: c.name,
        detail: joined(c.industry, c.city),
        icon: (
          <IconBox>
            <BuildingIcon size={18} />
          </IconBox>
        ),
      })),
    },
    {
      kind: 'chapters',
      items: results.chapters.map((c) => ({
        key: `chapter-${c.id}`,
        to: buildUrl(paths.portal.chapter, { params: { chapterId: c.id } }),
        title: c.name,
        detail: c.city ?? '',
        icon: (
          <IconBox>
            <MapPinIcon size={18} />
          </IconBox>
        ),
      })),
    },
    {
      kind: 'events',
      items: results.events.map((e) => ({
        key: `event-${e.id}`,
        to: buildUrl(paths.event, { params: { id: e.id } }),
        title: e.title,
        detail: joined(formatEventDay(e), e.chapter),
        icon: (
          <IconBox>
            <CalendarIcon size={18} />
          </IconBox>
        ),
        badge: e.upcoming ? undefined : SEARCH_TEXTS.past,
      })),
    },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/**
 * The portal's one search, a dialog over the page: type, and members (by name, profession or
 * company), companies, chapters and events appear, a few of each, best first. The field is a
 * combobox over a grouped listbox: ↑ and ↓ move through every result, Enter opens the one chosen,
 * Escape or a click outside closes it, and the number found is read out as it changes.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const panelRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const titleId = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim().toLowerCase());
  const { data, error, isLoading } = useSearch(q);
  // The result chosen with ↑ and ↓, for the answer it was chosen in: a new answer starts again at its best.
  const [chosen, setChosen] = useState<{ answer: SearchResults | undefined; index: number }>({ answer: undefined, index: 0 });
  useDialogFocus(panelRef, true);

  const enough = [...q].length >= SEARCH_LIMITS.minLength;
  const groups = enough && data ? groupsOf(data) : [];
  const items = groups.flatMap((group) => group.items);
  const current = chosen.answer === data ? Math.min(chosen.index, Math.max(items.length - 1, 0)) : 0;
  const setActive = (index: number) => setChosen({ answer: data, index });
  const optionId = (index: number) => `${listId}-option-${index}`;
  /** Each group's first result's place in the whole list. */
  const starts = groups.map((_, i) => groups.slice(0, i).reduce((sum, group) => sum + group.items.length, 0));

  useEffect(() => {
    if (items.length) document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  });

  const open = (item: Item | undefined) => {
    if (!item) return;
    onClose();
    navigate(item.to);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!items.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + items.length) % items.length);
    } else if (event.key === 'Home' && event.ctrlKey) {
      setActive(0);
    } else if (event.key === 'End' && event.ctrlKey) {
      setActive(items.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(items[current]);
    }
  };

  let body: ReactNode;
  if (!enough) body = <Message>{SEARCH_TEXTS.hint(SEARCH_LIMITS.minLength)}</Message>;
  else if (error && !data) body = <Message role="alert">{SEARCH_TEXTS.failed}</Message>;
  else if (!data || (isLoading && data.q !== q && items.length === 0)) {
    body = (
      <Searching>
        <Spinner $size={18} /> {SEARCH_TEXTS.searching}
      </Searching>
    );
  } else if (items.length === 0) {
    body = (
      <Message>
        <strong>{SEARCH_TEXTS.nothing(text.trim())}</strong>
        <span>{SEARCH_TEXTS.nothingHint}</span>
      </Message>
    );
  } else {
    body = (
      <div role="listbox" id={listId} aria-label={SEARCH_TEXTS.label}>
        {groups.map((group, g) => (
          <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`}>
            <GroupHeading id={`${listId}-${group.kind}`} role="presentation">
              {SEARCH_TEXTS.groups[group.kind]}
            </GroupHeading>
            {group.items.map((item, i) => {
              const mine = starts[g]! + i;
              return (
                <Option
                  key={item.key}
                  id={optionId(mine)}
                  role="option"
                  aria-selected={mine === current}
                  $active={mine === current}
                  onMouseMove={() => mine !== current && setActive(mine)}
                  onClick={() => open(item)}
                >
                  {item.icon}
                  <Lines>
                    <Title>
                      <Highlight text={item.title} query={q} />
                    </Title>
                    {item.detail && (
                      <Detail>
                        <Highlight text={item.detail} query={q} />
                      </Detail>
                    )}
                  </Lines>
                  {item.badge && <Badge $tone="neutral">{item.badge}</Badge>}
                </Option>
              );
            })}
          </div>
        ))}
      </div>
    );
  }

  return createPortal(
    <Backdrop
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          } else if (panelRef.current) trapTab(event, panelRef.current);
        }}
      >
        <VisuallyHidden as="h2" id={titleId}>
          {SEARCH_TEXTS.dialogTitle}
        </VisuallyHidden>
        <InputRow>
          <SearchIcon size={20} />
          <Input
            data-autofocus
            type="text"
            role="combobox"
            aria-label={SEARCH_TEXTS.label}
            aria-expanded={items.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={items.length ? optionId(current) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={SEARCH_TEXTS.placeholder}
            value={text}
            maxLength={LIST_LIMITS.searchMaxLength}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <Close type="button" onClick={onClose} aria-label={SEARCH_TEXTS.close}>
            <span data-key="">Esc</span>
            <span data-word="">{SEARCH_TEXTS.cancel}</span>
          </Close>
        </InputRow>
        <Body>{body}</Body>
        <VisuallyHidden role="status">{enough && data && data.q === q ? SEARCH_TEXTS.found(items.length) : ''}</VisuallyHidden>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
