import { TABLE_PAGE_SIZE, type ListQuery } from '@gro/config';
import { useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { nextSort, toSortParam, type SortState } from './sort';
import type { ServerPaging } from './table';

/** '/company?page=2&pageSize=10&sort=name%3Aasc&q=detroit': the API path and the SWR key of one page. */
export function listPath(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  Object.entries(query).forEach(([key, value]) => {
    if (value !== undefined && value !== '') search.set(key, String(value));
  });
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}


/**
 * Page, sort and search of a server-side table. The search text is sent as q once typing pauses;
 * a new search or sort starts again at page 1.
 */
export function useListQuery(pageSize = TABLE_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState | null>(null);
  const [search, setSearchText] = useState('');
  const q = useDebouncedValue(search.trim());
  const [lastQ, setLastQ] = useState(q);

  // A settled new search goes back to the first page (adjusting state while rendering, not in an effect).
  if (q !== lastQ) {
    setLastQ(q);
    setPage(1);
  }

  const query: ListQuery = { page, pageSize, sort: toSortParam(sort), q: q || undefined };
  const onSort = (key: string) => {
    setSort((prev) => nextSort(prev, key));
    setPage(1);
  };
  return {
    query,
    search,
    setSearch: setSearchText,
    /** The Table's `server` prop, given the answer's total. */
    paging: (total: number | undefined): ServerPaging => ({
      page,
      pageSize,
      total: total ?? 0,
      sort,
      onSort,
      onPageChange: setPage,
    }),
  };
}
