import { DIRECTORY_TEXTS, EMPTY_STATES } from '@gro/config/screens';
import { useState } from 'react';
import styled from 'styled-components';
import { PortalPage } from '@/components/layouts/portal-page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { SearchField } from '@/components/ui/search-field';
import { Loading } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDirectory } from '../api/get-directory';
import { MemberGroups } from '../components/member-groups';

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

/** /portal/user/directory: Active members grouped by last name, searchable, 50 at a time. */
export default function DirectoryRoute() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const { members, total, hasMore, isLoading, isLoadingMore, error, loadMore, mutate } = useDirectory(q);

  return (
    <PortalPage title={DIRECTORY_TEXTS.title} description={DIRECTORY_TEXTS.description}>
      <Toolbar role="search">
        <SearchField
          label={DIRECTORY_TEXTS.search}
          placeholder={DIRECTORY_TEXTS.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {members.length > 0 && <p aria-live="polite">{DIRECTORY_TEXTS.count(members.length, total)}</p>}
      </Toolbar>
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
