import type { Paginated } from '@gro/config';
import type { SWRResponse } from 'swr';
import { PortalPage } from '@/components/layouts/portal-page';
import { useListQuery } from '@/hooks/use-list-query';
import type { SortedQuery } from '@/lib/sort';
import { Table, type Column } from './table';
import { TableSearch } from './table-search';

interface ServerTableTexts {
  title: string;
  caption: string;
  search: string;
  searchPlaceholder: string;
  loadFailed: string;
}

interface ServerTablePageProps<T, F extends string> {
  texts: ServerTableTexts;
  /** Sortable columns name the list's API sort field (SORT_FIELDS). */
  columns: Column<T, F>[];
  /** The screen's SWR hook for one page: called with page, pageSize, sort and q. */
  usePage: (query: NoInfer<SortedQuery<F>>) => SWRResponse<Paginated<T>>;
  getRowKey: (row: T) => string | number;
  onRowClick?: (row: T) => void;
}

/**
 * A portal screen that is one table paged, sorted and searched by the server (companies, events,
 * users): the title, a search box, the table with its paging, loading, empty and error states.
 */
export function ServerTablePage<T, F extends string>(props: ServerTablePageProps<T, F>) {
  const { texts, columns, usePage, getRowKey, onRowClick } = props;
  const list = useListQuery<F>();
  const { data, error, isLoading, mutate } = usePage(list.query);
  return (
    <PortalPage title={texts.title}>
      <TableSearch label={texts.search} placeholder={texts.searchPlaceholder} value={list.search} onChange={list.setSearch} />
      <Table
        caption={texts.caption}
        hideCaption
        columns={columns}
        rows={data?.items}
        getRowKey={getRowKey}
        onRowClick={onRowClick}
        loading={isLoading}
        error={error ? texts.loadFailed : null}
        onRetry={() => void mutate()}
        server={{
          page: list.page,
          pageSize: list.pageSize,
          total: data?.pagination.total ?? 0,
          sort: list.sort,
          onSort: list.onSort,
          onPageChange: list.setPage,
        }}
      />
    </PortalPage>
  );
}
