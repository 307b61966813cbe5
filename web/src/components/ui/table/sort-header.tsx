import type { ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from '@/components/icons';
import type { SortState } from '@/lib/sort';
import { SortButton } from './table-styles';

interface SortHeaderProps<K extends string> {
  sortKey: K;
  sort: SortState<K> | null;
  onSort: (key: K) => void;
  children: ReactNode;
  width?: string;
  /** A number column's header sits right, over its figures. */
  numeric?: boolean;
}

/** aria-sort's own words for the sort directions. */
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column header whose button cycles the sort; aria-sort tells assistive technology the state. */
export function SortHeader<K extends string>({ sortKey, sort, onSort, children, width, numeric }: SortHeaderProps<K>) {
  const direction = sort?.key === sortKey ? sort.direction : null;
  const Icon = direction === 'asc' ? ArrowUpIcon : direction === 'desc' ? ArrowDownIcon : SortIcon;
  return (
    <th scope="col" aria-sort={direction ? ARIA_SORT[direction] : 'none'} data-numeric={numeric || undefined} style={width ? { width } : undefined}>
      <SortButton type="button" onClick={() => onSort(sortKey)}>
        {children}
        <Icon size={14} />
      </SortButton>
    </th>
  );
}
