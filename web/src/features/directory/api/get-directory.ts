import { LIST_LIMITS, type MemberPage } from '@gro/config';
import useSWRInfinite from 'swr/infinite';
import { listPath } from '@/components/ui/table';
import { quietFetcher } from '@/lib/api-client';

export const DIRECTORY_PATH = '/user/directory';

/** '/user/directory?page=2&pageSize=50&q=bell'. */
export const directoryKey = (page: number, q?: string) =>
  listPath(DIRECTORY_PATH, { page, pageSize: LIST_LIMITS.directoryPageSize, q: q || undefined });

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
