import { TABLE_PAGE_SIZE } from '@gro/config';
import { TABLE_TEXTS, EMPTY_STATES } from '@gro/config/screens';
import { useId, useMemo, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { nextSort, sortRows, type SortState, type SortValue } from '@/lib/sort';
import { EmptyState } from '../empty-state';
import { LoadError } from '../load-error';
import { VisuallyHidden } from '../visually-hidden';
import { Pagination } from './pagination';
import { SortHeader } from './sort-header';
import { SkeletonRows } from './skeleton-rows';
import { ErrorSlot, ScrollRegion, StyledTable } from './table-styles';

/** A column; F is the API's sort fields when the server sorts the rows (SORT_FIELDS of the list). */
export interface Column<T, F extends string = never> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Client-side data: makes the column sortable by this value. */
  sortValue?: (row: T) => SortValue;
  /** Server-side data: makes the column sortable by this API sort field. */
  sortField?: F;
  width?: string;
  /** Keeps the cell on one line (a date, a time range, a row's buttons); the table scrolls sideways instead. */
  nowrap?: boolean;
}

/** Server-side data: `rows` is one page of a Paginated answer; page and sort live with the caller. */
interface ServerPaging<F extends string> {
  page: number;
  pageSize: number;
  total: number;
  sort: SortState<F> | null;
  onSort: (field: F) => void;
  onPageChange: (page: number) => void;
}

interface TableProps<T, F extends string> {
  caption: string;
  hideCaption?: boolean;
  columns: Column<T, F>[];
  /** Client-side: every row (sorted and paged here). Server-side: the current page's rows. */
  rows: T[] | undefined;
  getRowKey: (row: T) => string | number;
  /** Makes rows clickable and focusable; Enter on a focused row does the same. */
  onRowClick?: (row: T) => void;
  loading?: boolean;
  /** The load error to show (with a retry button when onRetry is given). */
  error?: string | null;
  onRetry?: () => void;
  emptyText?: string;
  /** Client-side page size; null shows every row. */
  pageSize?: number | null;
  server?: ServerPaging<F>;
}

/** Clicks on a link or button inside a row do their own thing, not the row's. */
const fromControl = (target: EventTarget) => target instanceof Element && Boolean(target.closest('a, button, input'));

/**
 * A data table (scrolls sideways on small screens) with header sorting (ascending, descending,
 * none), pagination, and loading, error and empty states, for client-side or server-side data.
 */
export function Table<T, F extends string = never>(props: TableProps<T, F>) {
  const { caption, hideCaption, columns, getRowKey, onRowClick, loading, error, onRetry, server } = props;
  const { emptyText = EMPTY_STATES.records, pageSize = TABLE_PAGE_SIZE } = props;
  const rows = useMemo(() => props.rows ?? [], [props.rows]);
  const captionId = useId();
  const [clientSort, setClientSort] = useState<SortState | null>(null);
  const [clientPage, setClientPage] = useState(1);

  const sorted = useMemo(() => {
    if (server) return rows;
    const column = columns.find((c) => c.key === clientSort?.key);
    return sortRows(rows, clientSort, column?.sortValue);
  }, [rows, clientSort, columns, server]);

  const clientPageCount = pageSize ? Math.max(1, Math.ceil(sorted.length / pageSize)) : 1;
  const clientCurrent = Math.min(clientPage, clientPageCount);
  const visible =
    server || !pageSize ? sorted : sorted.slice((clientCurrent - 1) * pageSize, clientCurrent * pageSize);

  // Server tables sort by the column's API field, browser tables by the column's own values.
  const handleClientSort = (key: string) => {
    setClientSort((prev) => nextSort(prev, key));
    setClientPage(1);
  };
  const header = (column: Column<T, F>) => {
    if (server && column.sortField) {
      return (
        <SortHeader key={column.key} sortKey={column.sortField} sort={server.sort} onSort={server.onSort} width={column.width}>
          {column.header}
        </SortHeader>
      );
    }
    if (!server && column.sortValue) {
      return (
        <SortHeader key={column.key} sortKey={column.key} sort={clientSort} onSort={handleClientSort} width={column.width}>
          {column.header}
        </SortHeader>
      );
    }
    return (
      <th key={column.key} scope="col" style={column.width ? { width: column.width } : undefined}>
        {column.header}
      </th>
    );
  };
  const paging = server
    ? { page: server.page, pageSize: server.pageSize, total: server.total, onPageChange: server.onPageChange }
    : pageSize
      ? { page: clientCurrent, pageSize, total: rows.length, onPageChange: setClientPage }
      : null;

  const empty = rows.length === 0;
  const showSkeleton = loading && empty && !error;
  const rowHandlers = (row: T) =>
    onRowClick && {
      tabIndex: 0,
      'data-clickable': '',
      onClick: (event: MouseEvent) => !fromControl(event.target) && onRowClick(row),
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick(row);
      },
    };

  return (
    <div>
      <ScrollRegion role="region" aria-labelledby={captionId} tabIndex={0}>
        <StyledTable aria-busy={loading || undefined}>
          <caption id={captionId} data-hidden={hideCaption || undefined}>
            {caption}
          </caption>
          <thead>
            <tr>{columns.map(header)}</tr>
          </thead>
          <tbody data-stale={loading && !empty ? '' : undefined}>
            {showSkeleton ? (
              <SkeletonRows columns={columns.length} rows={Math.min(pageSize ?? TABLE_PAGE_SIZE, 5)} />
            ) : (
              visible.map((row) => (
                <tr key={getRowKey(row)} {...rowHandlers(row)}>
                  {columns.map((column) => (
                    <td key={column.key} data-label={column.header} data-nowrap={column.nowrap || undefined}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </StyledTable>
        {loading && (
          <VisuallyHidden role="status" aria-live="polite">
            {TABLE_TEXTS.loading}
          </VisuallyHidden>
        )}
        {!loading && empty && !error && <EmptyState title={emptyText} />}
      </ScrollRegion>
      {error && (
        <ErrorSlot>
          <LoadError message={error} retryLabel={TABLE_TEXTS.retry} onRetry={onRetry} />
        </ErrorSlot>
      )}
      {paging && !empty && <Pagination {...paging} />}
    </div>
  );
}

