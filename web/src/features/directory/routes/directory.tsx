import { LIST_LIMITS, type DirectoryLetter } from '@gro/config';
import { DIRECTORY_TEXTS, EMPTY_STATES } from '@gro/config/screens';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PortalPage } from '@/components/layouts/portal-page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { SearchField } from '@/components/ui/search-field';
import { Loading } from '@/components/ui/spinner';
import { useActiveChapters } from '@/features/chapters';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { loadFailedMessage } from '@/lib/api-client';
import { useDirectory } from '../api/get-directory';
import { useDirectoryLetters } from '../api/get-directory-letters';
import { DirectoryFilters } from '../components/directory-filters';
import { useDirectoryProfessions } from '../api/get-directory-industries';
import { LetterBar } from '../components/letter-bar';
import { MemberGroups } from '../components/member-groups';
import { MembersMap } from '../components/members-map';
import { ViewSwitch } from '../components/view-switch';
import { NO_DIRECTORY_FILTERS, directoryParams, readDirectoryParams, type DirectoryFilters as Filters, type DirectoryView } from '../utils/directory-filters';
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

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const ClearActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
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
 * /portal/user/directory: Active members grouped by last name, searchable, filtered by chapter and
 * industry (kept in the address with the view), 50 at a time, or their companies on a map. The A-Z
 * bar moves to a loaded letter, or loads the directory from the page holding that letter's first
 * member (the server says where it is) and then moves there.
 */
export default function DirectoryRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filters, view } = readDirectoryParams(searchParams);
  // A search may come in the address (the portal search's company results: '?q=Bell CPA'); the box holds it from then on.
  const linkedSearch = searchParams.get('q');
  const [search, setSearch] = useState(linkedSearch ?? '');
  const [shownLink, setShownLink] = useState(linkedSearch);
  if (linkedSearch !== shownLink) {
    setShownLink(linkedSearch);
    if (linkedSearch !== null) setSearch(linkedSearch);
  }
  const q = useDebouncedValue(search.trim());
  /** The search and filters together: any change starts from the first page again. */
  const listKey = JSON.stringify([q, filters.chapter, filters.industry, filters.profession]);
  const [jump, setJump] = useState({ listKey, startPage: 1 });
  const startPage = jump.listKey === listKey ? jump.startPage : 1;
  const showList = view === 'list';
  const { members, total, hasMore, isLoading, isLoadingMore, error, loadMore, mutate, size } = useDirectory(q, startPage, filters);
  const { data: letters } = useDirectoryLetters(q, filters);
  // The filters' own select reads the same chapters: its name for the count, with no request of its own.
  const { data: chapters } = useActiveChapters();
  const chapterName = chapters?.find((chapter) => String(chapter.id) === filters.chapter)?.name;
  const { data: professions } = useDirectoryProfessions();
  const professionName = professions?.find((profession) => String(profession.id) === filters.profession)?.name;
  const searchInput = useRef<HTMLInputElement>(null);
  const filtered = Boolean(filters.chapter || filters.industry || filters.profession);
  /** The letter the A-Z bar asked for while its members load, with the search and filters it was asked in. */
  const pending = useRef<{ letter: string; listKey: string } | null>(null);

  const navigate = (nextFilters: Filters, nextView: DirectoryView) =>
    setSearchParams(directoryParams(nextFilters, nextView), {
      replace: true,
      preventScrollReset: true,
    });

  // Once the asked letter's members are loaded, move there (loading on while it starts further on).
  useEffect(() => {
    const asked = pending.current;
    if (!asked || isLoadingMore) return;
    if (asked.listKey !== listKey) pending.current = null;
    else if (members.some((member) => groupLetter(member.lastname) === asked.letter)) {
      focusLetter(asked.letter);
      pending.current = null;
    } else if (hasMore) void loadMore();
    else pending.current = null;
  }, [listKey, members, hasMore, isLoadingMore, loadMore]);

  const onJump = ({ letter, offset }: DirectoryLetter) => {
    if (members.some((member) => groupLetter(member.lastname) === letter) && focusLetter(letter)) return;
    pending.current = { letter, listKey };
    const page = Math.floor(offset / LIST_LIMITS.directoryPageSize) + 1;
    // The page right after the loaded ones is loaded on ('Load more'); any other starts the list there.
    if (page >= startPage && page <= startPage + size) void loadMore();
    else setJump({ listKey, startPage: page });
  };

  return (
    <PortalPage title={DIRECTORY_TEXTS.title} description={DIRECTORY_TEXTS.description}>
      {showList && (
        <Toolbar role="search">
          <SearchField
            label={DIRECTORY_TEXTS.search}
            placeholder={DIRECTORY_TEXTS.searchPlaceholder}
            placeholderShort={DIRECTORY_TEXTS.searchPlaceholderShort}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            ref={searchInput}
          />
          <p aria-live="polite">
            {!isLoading && !error && DIRECTORY_TEXTS.count(members.length, total, { chapter: chapterName, industry: filters.industry, profession: professionName })}
          </p>
        </Toolbar>
      )}
      <Controls>
        <DirectoryFilters value={filters} onChange={(next) => navigate(next, view)} />
        <ViewSwitch value={view} onChange={(next) => navigate(filters, next)} />
      </Controls>
      {showList ? (
        <>
          <LetterBar letters={letters} onJump={onJump} />
          {isLoading && <Loading label={DIRECTORY_TEXTS.loading} />}
          {error && <LoadError message={loadFailedMessage(error, DIRECTORY_TEXTS.loadFailed)} onRetry={() => void mutate()} />}
          {!isLoading && !error && members.length === 0 && (
            <EmptyState
              title={EMPTY_STATES.members}
              action={
                (q || filtered) && (
                  <ClearActions>
                    {q && (
                      <Button
                        variant="secondary"
                        onClick={() => {
                          setSearch('');
                          searchInput.current?.focus();
                        }}
                      >
                        {DIRECTORY_TEXTS.clearSearch}
                      </Button>
                    )}
                    {filtered && (
                      <Button variant="secondary" onClick={() => navigate(NO_DIRECTORY_FILTERS, view)}>
                        {DIRECTORY_TEXTS.clearFilters}
                      </Button>
                    )}
                  </ClearActions>
                )
              }
            />
          )}
          <MemberGroups members={members} />
          {hasMore && (
            <More>
              <Button variant="secondary" onClick={() => void loadMore()} loading={isLoadingMore}>
                {DIRECTORY_TEXTS.loadMore}
              </Button>
            </More>
          )}
        </>
      ) : (
        <MembersMap filters={filters} />
      )}
    </PortalPage>
  );
}
