export { Table, type Column } from './table';
export { ServerTablePage } from './server-table-page';
