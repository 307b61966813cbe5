export { Table, type Column, type TableProps } from './table';
export { Pagination, pageWindow } from './pagination';
export { nextSort, sortRows, type SortState, type SortDirection } from './sort';
