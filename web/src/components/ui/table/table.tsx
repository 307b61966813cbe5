import { EMPTY_STATES, TABLE_PAGE_SIZE } from '@gro/config';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { EmptyState } from '../empty-state';
import { Loading } from '../spinner';
import { VisuallyHidden } from '../visually-hidden';
import { Pagination } from './pagination';
import { nextSort, sortRows, type SortState, type SortValue } from './sort';
import { SortHeader } from './sort-header';
import { ScrollRegion, StyledTable } from './table-styles';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this value. */
  sortValue?: (row: T) => SortValue;
  width?: string;
}

export interface TableProps<T> {
  caption: string;
  hideCaption?: boolean;
  columns: Column<T>[];
  rows: T[];
  getRowKey: (row: T) => string | number;
  onRowClick?: (row: T) => void;
  loading?: boolean;
  emptyText?: string;
  pageSize?: number | null;
  initialSort?: SortState | null;
}

/** A responsive data table (scrolls sideways on small screens) with sorting and pagination. */
export function Table<T>(props: TableProps<T>) {
  const { caption, hideCaption, columns, rows, getRowKey, onRowClick, loading, emptyText = EMPTY_STATES.records } = props;
  const { pageSize = TABLE_PAGE_SIZE, initialSort = null } = props;
  const captionId = useId();
  const [sort, setSort] = useState<SortState | null>(initialSort);
  const [page, setPage] = useState(1);

  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sort?.key);
    return sortRows(rows, sort, column?.sortValue);
  }, [rows, sort, columns]);

  const pageCount = pageSize ? Math.max(1, Math.ceil(sorted.length / pageSize)) : 1;
  const current = Math.min(page, pageCount);
  const visible = pageSize ? sorted.slice((current - 1) * pageSize, current * pageSize) : sorted;

  const handleSort = (key: string) => {
    setSort((prev) => nextSort(prev, key));
    setPage(1);
  };

  return (
    <div>
      <ScrollRegion role="region" aria-labelledby={captionId} tabIndex={0}>
        <StyledTable>
          <caption id={captionId}>{hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}</caption>
          <thead>
            <tr>
              {columns.map((column) =>
                column.sortValue ? (
                  <SortHeader key={column.key} columnKey={column.key} sort={sort} onSort={handleSort} width={column.width}>
                    {column.header}
                  </SortHeader>
                ) : (
                  <th key={column.key} scope="col" style={column.width ? { width: column.width } : undefined}>
                    {column.header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr
                key={getRowKey(row)}
                data-clickable={onRowClick ? '' : undefined}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
              >
                {columns.map((column) => (
                  <td key={column.key}>{column.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </StyledTable>
        {loading && <Loading />}
        {!loading && rows.length === 0 && <EmptyState title={emptyText} />}
      </ScrollRegion>
      {pageSize && rows.length > 0 && (
        <Pagination page={current} pageSize={pageSize} total={rows.length} onPageChange={setPage} />
      )}
    </div>
  );
}
