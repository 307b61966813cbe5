import type { ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from '@/components/icons';
import type { SortState } from './sort';
import { SortButton } from './table-styles';

interface SortHeaderProps {
  columnKey: string;
  sort: SortState | null;
  onSort: (key: string) => void;
  children: ReactNode;
  width?: string;
}

/** A column header whose button cycles the sort; aria-sort tells assistive technology the state. */
export function SortHeader({ columnKey, sort, onSort, children, width }: SortHeaderProps) {
  const direction = sort?.key === columnKey ? sort.direction : 'none';
  const Icon = direction === 'ascending' ? ArrowUpIcon : direction === 'descending' ? ArrowDownIcon : SortIcon;
  return (
    <th scope="col" aria-sort={direction} style={width ? { width } : undefined}>
      <SortButton type="button" onClick={() => onSort(columnKey)}>
        {children}
        <Icon size={14} />
      </SortButton>
    </th>
  );
}
