import type { ListQuery, Paginated } from '@gro/config';
import type { SWRResponse } from 'swr';
import { PortalPage } from '@/components/layouts/portal-page';
import { useListQuery } from './list-query';
import { Table, type Column } from './table';
import { TableSearch } from './table-search';

export interface ServerTableTexts {
  title: string;
  caption: string;
  search: string;
  searchPlaceholder: string;
  loadFailed: string;
}

interface ServerTablePageProps<T> {
  texts: ServerTableTexts;
  columns: Column<T>[];
  /** The screen's SWR hook for one page: called with page, pageSize, sort and q. */
  usePage: (query: ListQuery) => SWRResponse<Paginated<T>>;
  getRowKey: (row: T) => string | number;
  onRowClick?: (row: T) => void;
}

/**
 * A portal screen that is one table paged, sorted and searched by the server (companies, events,
 * users): the title, a search box, the table with its paging, loading, empty and error states.
 */
export function ServerTablePage<T>({ texts, columns, usePage, getRowKey, onRowClick }: ServerTablePageProps<T>) {
  const list = useListQuery();
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
        server={list.paging(data?.pagination.total)}
      />
    </PortalPage>
  );
}
