export { Table, type Column } from './table';
export { ServerTablePage } from './server-table-page';
export { ExportCsvButton, type TableExport } from './export-csv-button';
