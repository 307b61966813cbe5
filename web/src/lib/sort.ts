import type { ListQuery, SortDirection } from '@gro/config';

/** A table's order: a column key (browser-sorted tables) or an API sort field (SORT_FIELDS), and 'asc' or 'desc'. */
export interface SortState<K extends string = string> {
  key: K;
  direction: SortDirection;
}

export type SortValue = string | number | boolean | Date | null | undefined;

/** The API's sort parameter, 'name:asc': only the list's own sort fields type-check. */
type SortParam<F extends string> = `${F}:${SortDirection}`;

/** A list endpoint's query whose sort is typed by the list's sort fields. */
export type SortedQuery<F extends string, Q extends ListQuery = ListQuery> = Omit<Q, 'sort'> & { sort?: SortParam<F> };

/** Clicking a header cycles ascending, descending, none (spec §2). */
export function nextSort<K extends string>(current: SortState<K> | null, key: K): SortState<K> | null {
  if (current?.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
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
  const factor = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((x, y) => {
      if (isEmpty(x.key) || isEmpty(y.key)) return Number(isEmpty(x.key)) - Number(isEmpty(y.key)) || x.index - y.index;
      return compare(x.key, y.key) * factor || x.index - y.index;
    })
    .map(({ row }) => row);
}

/** 'name:asc', 'lastname:desc'; undefined for the default order. */
export const toSortParam = <F extends string>(sort: SortState<F> | null): SortParam<F> | undefined =>
  sort ? `${sort.key}:${sort.direction}` : undefined;
