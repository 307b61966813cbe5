import { TABLE_PAGE_SIZE } from '@gro/config';
import { TABLE_TEXTS, EMPTY_STATES } from '@gro/config/screens';
import { useId, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useMediaQuery } from '@/hooks/use-media-query';
import { nextSort, sortRows, type SortState } from '@/lib/sort';
import { narrowerThan } from '@/styles/theme';
import { EmptyState } from '../empty-state';
import { LoadError } from '../load-error';
import { VisuallyHidden } from '../visually-hidden';
import type { Column } from './column';
import { Pagination } from './pagination';
import { SortHeader } from './sort-header';
import { SortSelect } from './sort-select';
import { SkeletonRows } from './skeleton-rows';
import { CardList, SkeletonCards, TableCards } from './table-cards';
import { CardCaption, EmptyFrame, ErrorSlot, ScrollRegion, StyledTable } from './table-styles';

export type { Column } from './column';

/** Server-side data: `rows` is one page of a Paginated answer; page and sort live with the caller. */
interface ServerPaging<F extends string> {
  page: number;
  pageSize: number;
  total: number;
  sort: SortState<F> | null;
  onSort: (field: F) => void;
  /** Sets the order outright (the phone layout's 'Sort by' select); without it phones keep the server's order. */
  onSortChange?: (sort: SortState<F> | null) => void;
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
  /** Under the empty text: what to do next (e.g. try another search). */
  emptyHint?: string;
  /** Client-side page size; null shows every row. */
  pageSize?: number | null;
  server?: ServerPaging<F>;
}

/** How the table sorts: by API field on the server or by column values here. */
interface TableSorting<T, F extends string> {
  sort: SortState<string> | null;
  sortKey: (column: Column<T, F>) => string | undefined;
  onSort: (key: F) => void;
  setSort?: (sort: SortState<F> | null) => void;
}

/** A header cell: a sort button when the column sorts, else its name. */
function header<T, F extends string>(column: Column<T, F>, sorting: TableSorting<T, F>) {
  const key = sorting.sortKey(column);
  if (key) {
    return (
      <SortHeader key={column.key} sortKey={key as F} sort={sorting.sort as SortState<F> | null} onSort={sorting.onSort} width={column.width} numeric={column.numeric}>
        {column.header}
      </SortHeader>
    );
  }
  return (
    <th key={column.key} scope="col" data-numeric={column.numeric || undefined} style={column.width ? { width: column.width } : undefined}>
      {column.header}
    </th>
  );
}

/** Clicks on a link or button inside a row do their own thing, not the row's. */
const fromControl = (target: EventTarget) => target instanceof Element && Boolean(target.closest('a, button, input'));

/**
 * A data table with header sorting (ascending, descending, none), pagination, and loading, error
 * and empty states, for client-side or server-side data. Phones get the rows as cards (each
 * column's `phone` place) with a 'Sort by' select instead of the header; tablets scroll sideways.
 */
export function Table<T, F extends string = never>(props: TableProps<T, F>) {
  const { caption, hideCaption, columns, getRowKey, onRowClick, loading, error, onRetry, server } = props;
  const { emptyText = EMPTY_STATES.records, pageSize = TABLE_PAGE_SIZE } = props;
  const rows = useMemo(() => props.rows ?? [], [props.rows]);
  const captionId = useId();
  const phone = useMediaQuery(narrowerThan('sm'));
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
  const sorting: TableSorting<T, F> = server
    ? { sort: server.sort, sortKey: (column) => column.sortField, onSort: server.onSort, setSort: server.onSortChange }
    : {
        sort: clientSort,
        sortKey: (column) => (column.sortValue ? column.key : undefined),
        onSort: (key) => {
          setClientSort((prev) => nextSort(prev, key));
          setClientPage(1);
        },
        setSort: (next) => {
          setClientSort(next);
          setClientPage(1);
        },
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

  const status = loading && (
    <VisuallyHidden role="status" aria-live="polite">
      {TABLE_TEXTS.loading}
    </VisuallyHidden>
  );
  const emptyState = !loading && empty && !error && <EmptyState title={emptyText} description={props.emptyHint} />;
  const stale = loading && !empty ? '' : undefined;
  const sortOptions = columns.flatMap((column) => {
    const key = sorting.sortKey(column);
    return key ? [{ key: key as string, header: column.header }] : [];
  });
  const setSort = sorting.setSort;

  return (
    <div>
      {phone ? (
        <>
          {setSort && sortOptions.length > 0 && (
            <SortSelect options={sortOptions} sort={sorting.sort} onChange={(next) => setSort(next as SortState<F> | null)} />
          )}
          {hideCaption ? <VisuallyHidden id={captionId}>{caption}</VisuallyHidden> : <CardCaption id={captionId}>{caption}</CardCaption>}
          <CardList aria-labelledby={captionId} aria-busy={loading || undefined} data-stale={stale}>
            {showSkeleton ? (
              <SkeletonCards count={3} />
            ) : (
              <TableCards columns={columns} rows={visible} getRowKey={getRowKey} rowProps={rowHandlers} />
            )}
          </CardList>
          {status}
          {emptyState && <EmptyFrame>{emptyState}</EmptyFrame>}
        </>
      ) : (
        <ScrollRegion role="region" aria-labelledby={captionId} tabIndex={0}>
          <StyledTable aria-busy={loading || undefined}>
            <caption id={captionId} data-hidden={hideCaption || undefined}>
              {caption}
            </caption>
            <thead>
              <tr>{columns.map((column) => header(column, sorting))}</tr>
            </thead>
            <tbody data-stale={stale}>
              {showSkeleton ? (
                <SkeletonRows columns={columns.length} rows={Math.min(pageSize ?? TABLE_PAGE_SIZE, 5)} />
              ) : (
                visible.map((row) => (
                  <tr key={getRowKey(row)} {...rowHandlers(row)}>
                    {columns.map((column) => (
                      <td key={column.key} data-nowrap={column.nowrap || undefined} data-numeric={column.numeric || undefined}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
          </StyledTable>
          {status}
          {emptyState}
        </ScrollRegion>
      )}
      {error && (
        <ErrorSlot>
          <LoadError message={error} retryLabel={TABLE_TEXTS.retry} onRetry={onRetry} />
        </ErrorSlot>
      )}
      {paging && !empty && <Pagination {...paging} />}
    </div>
  );
}
