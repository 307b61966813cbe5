export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  key: string;
  direction: SortDirection;
}
export type SortValue = string | number | boolean | Date | null | undefined;

/** Clicking a header cycles ascending, descending, none (spec §2). */
export function nextSort(current: SortState | null, key: string): SortState | null {
  if (current?.key !== key) return { key, direction: 'ascending' };
  return current.direction === 'ascending' ? { key, direction: 'descending' } : null;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const isEmpty = (value: SortValue) => value == null || value === '';

function compare(a: SortValue, b: SortValue): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return Number(a) - Number(b);
}

/** A stable sort; empty values always go last. */
export function sortRows<T>(rows: T[], sort: SortState | null, value: ((row: T) => SortValue) | undefined): T[] {
  if (!sort || !value) return rows;
  const factor = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((x, y) => {
      if (isEmpty(x.key) || isEmpty(y.key)) return Number(isEmpty(x.key)) - Number(isEmpty(y.key)) || x.index - y.index;
      return compare(x.key, y.key) * factor || x.index - y.index;
    })
    .map(({ row }) => row);
}

/** The API's sort parameter: 'name:asc', 'lastname:desc'; undefined for the default order. */
export function toSortParam(sort: SortState | null): string | undefined {
  if (!sort) return undefined;
  return `${sort.key}:${sort.direction === 'ascending' ? 'asc' : 'desc'}`;
}
