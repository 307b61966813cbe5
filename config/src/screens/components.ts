/** Texts of the shared UI components (spec §2, §8): tables and selects. */

export const TABLE_TEXTS = {
  loading: 'Loading records...',
  loadFailed: 'The records could not be loaded.',
  retry: 'Try again',
  previous: 'Previous',
  next: 'Next',
  pagination: 'Pagination',
  page: (page: number): string => `Page ${page}`,
  /** Phones show rows as cards without header cells: this select sorts them instead. */
  sortBy: 'Sort by',
  defaultOrder: 'Default order',
  sortOption: (column: string, direction: 'asc' | 'desc'): string =>
    `${column}, ${direction === 'asc' ? 'ascending' : 'descending'}`,
  /** Under 'No records found.' when a search matched nothing: what to do next. */
  noMatch: (search: string): string => `Nothing matches “${search}”. Check the spelling, try fewer words, or clear the search.`,
} as const;

/** An admin table's Export CSV button: the table with its search, sort and filters, as a spreadsheet file. */
export const TABLE_EXPORT_TEXTS = {
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  /** The saved file's name: the table and today's date, e.g. users-2026-11-27.csv. */
  filename: (table: string, date: string): string => `${table}-${date}.csv`,
} as const;

/** Table footer (spec §2): 'Showing X to Y of N records'. */
export const showingRecords = (from: number, to: number, total: number): string =>
  `Showing ${from} to ${to} of ${total} records`;

/** A value the table shows for a missing field. */
export const NO_VALUE = '—';

/** Empty tables and lists (spec §8). */
export const EMPTY_STATES = {
  requests: 'No requests available.',
  invoices: 'No invoices found.',
  subscriptions: 'No subscriptions available.',
  logs: 'No logs available.',
  chapterMembers: 'No chapter members found.',
  members: 'No members found.',
  records: 'No records found.',
} as const;

/** Select component texts (spec §8). */
export const SELECT_TEXTS = {
  noOptions: 'No options',
  loading: 'Loading...',
  placeholder: 'Select...',
} as const;
