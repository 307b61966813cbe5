export { Table, type Column, type ServerPaging, type TableProps } from './table';
export { Pagination, pageWindow } from './pagination';
export { nextSort, sortRows, toSortParam, type SortState, type SortDirection, type SortValue } from './sort';
export { listPath, useListQuery } from './list-query';
export { TableSearch } from './table-search';
export { ServerTablePage, type ServerTableTexts } from './server-table-page';
