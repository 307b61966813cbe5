import { LIST_LIMITS, type DirectoryLetter } from '@gro/config';
import { DIRECTORY_TEXTS, EMPTY_STATES } from '@gro/config/screens';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { PortalPage } from '@/components/layouts/portal-page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { SearchField } from '@/components/ui/search-field';
import { Loading } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDirectory } from '../api/get-directory';
import { useDirectoryLetters } from '../api/get-directory-letters';
import { LetterBar } from '../components/letter-bar';
import { MemberGroups } from '../components/member-groups';
import { groupLetter, letterHeadingId } from '../utils/group-members';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  > div:first-child {
    flex: 1 1 320px;
    max-width: 520px;
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[8]};
`;

/** Moves the focus (and the view) to a letter's heading; false when that letter is not loaded. */
function focusLetter(letter: string): boolean {
  const heading = document.getElementById(letterHeadingId(letter));
  heading?.scrollIntoView({ block: 'start' });
  heading?.focus({ preventScroll: true });
  return Boolean(heading);
}

/**
 * /portal/user/directory: Active members grouped by last name, searchable, 50 at a time. The A-Z
 * bar moves to a loaded letter, or loads the directory from the page holding that letter's first
 * member (the server says where it is) and then moves there.
 */
export default function DirectoryRoute() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [jump, setJump] = useState({ q, startPage: 1 });
  // A new search starts from the first page again.
  const startPage = jump.q === q ? jump.startPage : 1;
  const { members, total, hasMore, isLoading, isLoadingMore, error, loadMore, mutate, size } = useDirectory(q, startPage);
  const { data: letters } = useDirectoryLetters(q);
  /** The letter the A-Z bar asked for while its members load, with the search it was asked in. */
  const pending = useRef<{ letter: string; q: string } | null>(null);

  // Once the asked letter's members are loaded, move there (loading on while it starts further on).
  useEffect(() => {
    const asked = pending.current;
    if (!asked || isLoadingMore) return;
    if (asked.q !== q) pending.current = null;
    else if (members.some((member) => groupLetter(member.lastname) === asked.letter)) {
      focusLetter(asked.letter);
      pending.current = null;
    } else if (hasMore) void loadMore();
    else pending.current = null;
  }, [q, members, hasMore, isLoadingMore, loadMore]);

  const onJump = ({ letter, offset }: DirectoryLetter) => {
    if (members.some((member) => groupLetter(member.lastname) === letter) && focusLetter(letter)) return;
    pending.current = { letter, q };
    const page = Math.floor(offset / LIST_LIMITS.directoryPageSize) + 1;
    // The page right after the loaded ones is loaded on ('Load more'); any other starts the list there.
    if (page >= startPage && page <= startPage + size) void loadMore();
    else setJump({ q, startPage: page });
  };

  return (
    <PortalPage title={DIRECTORY_TEXTS.title} description={DIRECTORY_TEXTS.description}>
      <Toolbar role="search">
        <SearchField
          label={DIRECTORY_TEXTS.search}
          placeholder={DIRECTORY_TEXTS.searchPlaceholder}
          placeholderShort={DIRECTORY_TEXTS.searchPlaceholderShort}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {members.length > 0 && <p aria-live="polite">{DIRECTORY_TEXTS.count(members.length, total)}</p>}
      </Toolbar>
      <LetterBar letters={letters} onJump={onJump} />
      {isLoading && <Loading label={DIRECTORY_TEXTS.loading} />}
      {error && <LoadError message={DIRECTORY_TEXTS.loadFailed} onRetry={() => void mutate()} />}
      {!isLoading && !error && members.length === 0 && <EmptyState title={EMPTY_STATES.members} />}
      <MemberGroups members={members} />
      {hasMore && (
        <More>
          <Button variant="secondary" onClick={() => void loadMore()} loading={isLoadingMore}>
            {DIRECTORY_TEXTS.loadMore}
          </Button>
        </More>
      )}
    </PortalPage>
  );
}
