import { ADMINS, type FieldRule, type Row } from './types';

/**
 * Rows of the admins' finance routes (invoices, subscriptions, their log, cancel, the
 * dues share), spread into ROWS by rows.ts. Every one is adminOnly: visitor 401, newcomer and
 * member 403 (global::is-admin), admin 2xx (a page may be empty; the test file finance.test.ts
 * checks the rows).
 */

const PAGE: FieldRule = { has: ['items', 'pagination.page', 'pagination.pageSize', 'pagination.pageCount', 'pagination.total'] };

export const FINANCE_ROWS: Row[] = [
  { route: 'GET /api/invoice', expect: ADMINS(200), fields: { admin: PAGE } },
  { route: 'GET /api/subscription', expect: ADMINS(200), fields: { admin: PAGE } },
  { route: 'GET /api/subscription/log', expect: ADMINS(200), fields: { admin: PAGE } },
  {
    route: 'POST /api/subscription/cancel',
    expect: ADMINS(404),
    body: () => ({ stripeSubscriptionId: 'sub_matrix_not_ours' }),
    note: 'admins pass the policy; an id not in the subscriptions table is 404 and never reaches Stripe (finance.test.ts cancels real ones)',
  },
  { route: 'GET /api/finance/dues-share', expect: ADMINS(200), fields: { admin: { has: ['percent', 'from', 'to', 'months', 'currency', 'rows'] } } },
  { route: 'GET /api/finance/dues-share/csv', expect: ADMINS(200), note: 'a text/csv download, not the JSON envelope' },
];
