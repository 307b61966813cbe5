export { Table, type Column } from './table';
export { ServerTablePage } from './server-table-page';
export { ExportCsvButton } from './export-csv-button';
