import { TABLE_PAGE_SIZE } from '@gro/config';
import { useState } from 'react';
import { nextSort, toSortParam, type SortState, type SortedQuery } from '@/lib/sort';
import { useDebouncedValue } from './use-debounced-value';

/**
 * Page, sort and search of a server-side table whose sort fields are F. The search text is sent
 * as q once typing pauses; a new search or sort starts again at page 1.
 */
export function useListQuery<F extends string>(pageSize = TABLE_PAGE_SIZE) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState<F> | null>(null);
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim());
  const [lastQ, setLastQ] = useState(q);

  // A settled new search goes back to the first page (adjusting state while rendering, not in an effect).
  if (q !== lastQ) {
    setLastQ(q);
    setPage(1);
  }

  const query: SortedQuery<F> = { page, pageSize, sort: toSortParam(sort), q: q || undefined };
  const onSort = (field: F) => {
    setSort((prev) => nextSort(prev, field));
    setPage(1);
  };
  const onSortChange = (next: SortState<F> | null) => {
    setSort(next);
    setPage(1);
  };
  return { query, page, pageSize, sort, onSort, onSortChange, setPage, search, setSearch };
}
