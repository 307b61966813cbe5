import type { Paginated } from '@gro/config';
import { TABLE_TEXTS } from '@gro/config/screens';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { SWRResponse } from 'swr';
import { PortalPage } from '@/components/layouts/portal-page';
import { useListQuery } from '@/hooks/use-list-query';
import { loadFailedMessage } from '@/lib/api-client';
import type { SortedQuery } from '@/lib/sort';
import { media } from '@/styles/theme';
import { ExportCsvButton, type TableExport } from './export-csv-button';
import { Table, type Column } from './table';
import { TableSearch } from './table-search';

interface ServerTableTexts {
  title: string;
  caption: string;
  search: string;
  searchPlaceholder: string;
  /** The placeholder on a phone, where the long one is cut. */
  searchPlaceholderShort?: string;
  loadFailed: string;
  /** The list's own empty text (spec §8), else 'No records found.' */
  emptyText?: string;
}

/**
 * The search, a filter and Export CSV on one line; on a phone the search takes the width and a
 * filter and the button share the line under it in two even halves (either alone takes it all).
 */
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => `0 ${theme.space[4]}`};

  > :first-child {
    flex: 1 1 260px;
  }

  ${media.down('sm')} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => `0 ${theme.space[3]}`};

    > :first-child,
    > :nth-child(2):last-child {
      grid-column: 1 / -1;
    }

    > * {
      min-width: 0;
    }
  }
`;

/** The Export CSV button sits on the fields' line: their bottom margin, so the bottoms align. */
const ExportSlot = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};

  ${media.down('sm')} {
    button {
      width: 100%;
    }
  }
`;

type Filters = Record<string, string | number | undefined>;

interface ServerTablePageProps<T, F extends string, Q extends Filters> {
  texts: ServerTableTexts;
  /** Sortable columns name the list's API sort field (SORT_FIELDS). */
  columns: Column<T, F>[];
  /** The screen's SWR hook for one page: called with page, pageSize, sort and q. */
  usePage: (query: NoInfer<SortedQuery<F> & Partial<Q>>) => SWRResponse<Paginated<T>>;
  getRowKey: (row: T) => string | number;
  onRowClick?: (row: T) => void;
  /** Beside the title, e.g. an admin's Create button. */
  actions?: ReactNode;
  /** Beside the search box, e.g. a status filter; `filters` are the values it sends. */
  toolbar?: ReactNode;
  /** Extra query parameters; a change starts again at page 1. */
  filters?: Q;
  /** Admin tables: an Export CSV button downloading every row with the search, sort and filters shown. */
  exportCsv?: TableExport;
  /** Tabs above the table (e.g. All events / My RSVPs): the search and table are the panel of the tab `labelledBy` names. */
  tabs?: { list: ReactNode; panelId: string; labelledBy: string };
}

/**
 * A portal screen that is one table paged, sorted and searched by the server (companies, events,
 * users): the title, a search box, the table with its paging, loading, empty and error states.
 */
export function ServerTablePage<T, F extends string, Q extends Filters = Filters>(props: ServerTablePageProps<T, F, Q>) {
  const { texts, columns, usePage, getRowKey, onRowClick, actions, toolbar, filters, exportCsv, tabs } = props;
  const list = useListQuery<F>();
  // A new filter goes back to the first page (adjusting state while rendering, as useListQuery does for q).
  const filterKey = JSON.stringify(filters ?? {});
  const [lastFilterKey, setLastFilterKey] = useState(filterKey);
  if (filterKey !== lastFilterKey) {
    setLastFilterKey(filterKey);
    list.setPage(1);
  }
  const query: SortedQuery<F> & Partial<Q> = { ...(filters as Partial<Q>), ...list.query };
  const { data, error, isLoading, mutate } = usePage(query);
  return (
    <PortalPage title={texts.title} actions={actions}>
      {tabs?.list}
      <div role={tabs ? 'tabpanel' : undefined} id={tabs?.panelId} aria-labelledby={tabs?.labelledBy}>
        <Toolbar>
          <TableSearch label={texts.search} placeholder={texts.searchPlaceholder} placeholderShort={texts.searchPlaceholderShort} value={list.search} onChange={list.setSearch} />
          {toolbar}
          {exportCsv && (
            <ExportSlot>
              <ExportCsvButton
                exportCsv={exportCsv}
                query={{ ...filters, sort: list.query.sort, q: list.search.trim() || undefined }}
                empty={data?.pagination.total === 0}
              />
            </ExportSlot>
          )}
        </Toolbar>
        <Table
          caption={texts.caption}
          hideCaption
          columns={columns}
          rows={data?.items}
          getRowKey={getRowKey}
          onRowClick={onRowClick}
          loading={isLoading}
          error={error ? loadFailedMessage(error, texts.loadFailed) : null}
          emptyText={texts.emptyText}
          emptyHint={list.search.trim() ? TABLE_TEXTS.noMatch(list.search.trim()) : undefined}
          onRetry={() => void mutate()}
          server={{
            page: list.page,
            pageSize: list.pageSize,
            total: data?.pagination.total ?? 0,
            sort: list.sort,
            onSort: list.onSort,
            onSortChange: list.onSortChange,
            onPageChange: list.setPage,
          }}
        />
      </div>
    </PortalPage>
  );
}
