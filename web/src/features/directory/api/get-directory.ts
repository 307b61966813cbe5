import { LIST_LIMITS, type MemberPage } from '@gro/config';
import useSWRInfinite from 'swr/infinite';
import { quietFetcher } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** '/user/directory?page=2&pageSize=50&q=bell'. */
const directoryKey = (page: number, q?: string) =>
  buildUrl('/user/directory', { query: { page, pageSize: LIST_LIMITS.directoryPageSize, q } });

/**
 * GET /user/directory?page&pageSize&q, page after page ('Load more'): Active members by last name,
 * first name. A new search starts again from the first page.
 */
export function useDirectory(q: string) {
  const result = useSWRInfinite<MemberPage>(
    (index, previous: MemberPage | null) =>
      previous && index >= previous.pagination.pageCount ? null : directoryKey(index + 1, q),
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
