import { USER_API, LIST_LIMITS, type MemberPage } from '@gro/config';
import useSWRInfinite from 'swr/infinite';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';
import { NO_DIRECTORY_FILTERS, type DirectoryFilters } from '../utils/directory-filters';

/** '/user/directory?page=2&pageSize=50&q=bell&chapter=3'. */
const directoryKey = (page: number, q: string, filters: DirectoryFilters) =>
  buildUrl(USER_API.directory.path, {
    query: { page, pageSize: LIST_LIMITS.directoryPageSize, q, ...filters },
  });

/**
 * GET /user/directory?page&pageSize&q&chapter&industry&profession, page after page ('Load more') from
 * `startPage` (1 unless the A-Z bar jumped to a later letter): Active members by last name, first name.
 */
export function useDirectory(q: string, startPage = 1, filters: DirectoryFilters = NO_DIRECTORY_FILTERS) {
  const result = useSWRInfinite<MemberPage>(
    (index, previous: MemberPage | null) =>
      previous && startPage + index > previous.pagination.pageCount ? null : directoryKey(startPage + index, q, filters),
    quietFetcher,
    { revalidateFirstPage: false },
  );
  const pages = result.data ?? [];
  const last = pages.at(-1)?.pagination;
  return {
    ...result,
    members: pages.flatMap((page) => page.items),
    total: last?.total ?? 0,
    hasMore: Boolean(last && last.page < last.pageCount),
    isLoadingMore: result.isLoading || (result.size > 0 && pages.length < result.size && !result.error),
    loadMore: () => result.setSize(result.size + 1),
  };
}
