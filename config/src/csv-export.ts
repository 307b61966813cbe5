/**
 * CSV export of the admin tables: the API path of each table's download, the header of
 * its file, how many exports an admin may run at once, and the messages.
 */
import { ADMIN_ACTIVITY_API, CHAPTER_API, COMPANY_API, EVENT_API, FINANCE_API, JOIN_REQUEST_API, USER_API, VISITOR_API } from './api-paths';

/** Exports one admin may run at the same time; another is answered 429 until one ends. */
export const EXPORT_LIMITS = { perAdmin: 2, batchSize: 500 } as const;

export const EXPORT_MESSAGES = {
  tooMany: (max: number): string =>
    `You already have ${max} exports downloading. Wait for one to finish, then export again.`,
} as const;

/** Each admin table's export: GET <path> with the table's q, sort and filters (its entry of API_PATHS). */
export const EXPORT_PATHS = {
  users: USER_API.exportCsv.path,
  chapters: CHAPTER_API.exportCsv.path,
  companies: COMPANY_API.exportCsv.path,
  events: EVENT_API.exportCsv.path,
  joinRequests: JOIN_REQUEST_API.exportCsv.path,
  invoices: FINANCE_API.invoicesCsv.path,
  subscriptions: FINANCE_API.subscriptionsCsv.path,
  subscriptionLogs: FINANCE_API.subscriptionLogsCsv.path,
  activity: ADMIN_ACTIVITY_API.exportCsv.path,
  /** One chapter's visitors (`:id`: the chapter). */
  visitors: VISITOR_API.exportCsv.path,
} as const;
type ExportTable = keyof typeof EXPORT_PATHS;

/** The first line of each export, in the order of the cells below it. */
export const EXPORT_HEADERS = {
  users: ['Id', 'First Name', 'Last Name', 'Email', 'Phone', 'Extension', 'Company', 'Chapter', 'Role', 'Status', 'Hidden From Directory', 'Created At'],
  chapters: ['Id', 'Name', 'Slug', 'Active', 'Day Of Week', 'Starts', 'Ends', 'Time Zone', 'Location', 'Address', 'City', 'State', 'Postal Code', 'Country', 'Email'],
  companies: ['Id', 'Name', 'Industry', 'Contact Name', 'Phone', 'Extension', 'Website', 'Address', 'City', 'State', 'Postal Code', 'Country', 'Nonprofit'],
  joinRequests: ['Id', 'First Name', 'Last Name', 'Email', 'Company', 'Note', 'Requested At'],
  invoices: ['Id', 'Stripe Invoice', 'Member', 'Email', 'Status', 'Total', 'Currency', 'Due Date', 'Paid At', 'Created At', 'Invoice Page'],
  subscriptions: ['Id', 'Stripe Subscription', 'Member', 'Email', 'Status', 'Plan', 'Current Period End', 'Cancels At Period End', 'Canceled At', 'Created At'],
  subscriptionLogs: ['Id', 'Stripe Event', 'Type', 'Member', 'Email', 'Received At', 'Payload'],
  events: ['Id', 'Title', 'Type', 'Date', 'Day Of Week', 'Starts', 'Ends', 'Format', 'Chapter', 'Location', 'Address', 'City', 'State', 'Postal Code', 'Country', 'Capacity'],
  activity: ['Id', 'At', 'Admin', 'Admin Email', 'Action', 'Subject', 'Subject Id', 'Summary', 'Before', 'After'],
  visitors: ['Id', 'First Name', 'Last Name', 'Email', 'Phone', 'Extension', 'Company', 'Industry', 'Heard From', 'Status', 'Meeting', 'Meeting Date', 'Invited At', 'Joined At', 'Registered At'],
} as const satisfies Record<ExportTable, readonly string[]>;
