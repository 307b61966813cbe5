import { SEARCH_TEXTS } from '@gro/config/screens';
import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { SearchIcon } from '@/components/icons';
import { useAuth } from '@/lib/auth';
import { media } from '@/styles/theme';

const SearchDialog = lazy(() => import('./search-dialog'));

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 44px;
  min-width: 44px;
  justify-content: center;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.gray400};
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ${media.up('md')} {
    justify-content: flex-start;
    width: 260px;
  }
`;

/* The label and shortcut from a tablet up; on a phone the icon alone, named for screen readers. */
const Label = styled.span`
  flex: 1;
  text-align: left;

  ${media.down('md')} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const Keys = styled.kbd`
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.gray50};
  font-family: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};

  ${media.down('md')} {
    display: none;
  }
`;

/** Whether a key went to something the member types in (where '/' is a character, not a shortcut). */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The portal header's search: a button, and Ctrl K (⌘ K on a Mac) anywhere or '/' outside a
 * field, open the search dialog (loaded on first use). Not while another dialog or drawer holds
 * the page. Shown only to accounts that read member data.
 */
export function PortalSearch() {
  const [open, setOpen] = useState(false);
  // Its answers are member data: shown to accounts that read it (a member of a company the organisation vouches for, admins).
  const allowed = useAuth().user?.memberData?.allowed !== false;

  useEffect(() => {
    if (!allowed) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || document.querySelector('[aria-modal="true"]')) return;
      const chord = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target);
      if (chord || slash) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [allowed]);

  if (!allowed) return null;
  return (
    <>
      <Trigger type="button" aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /" onClick={() => setOpen(true)}>
        <SearchIcon size={18} />
        <Label>{SEARCH_TEXTS.open}</Label>
        <Keys aria-hidden="true">{SEARCH_TEXTS.shortcut}</Keys>
      </Trigger>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
