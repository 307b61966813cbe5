import type { ApiGroup } from './route';

/** The calls cms/src/api/finance/ answers. */
export const FINANCE_API = {
  invoices: { method: 'GET', path: '/invoice' },
  subscriptions: { method: 'GET', path: '/subscription' },
  cancelSubscription: { method: 'POST', path: '/subscription/cancel' },
  subscriptionLogs: { method: 'GET', path: '/subscription/log' },
  invoicesCsv: { method: 'GET', path: '/invoice/export.csv' },
  subscriptionsCsv: { method: 'GET', path: '/subscription/export.csv' },
  subscriptionLogsCsv: { method: 'GET', path: '/subscription/log/export.csv' },
  duesShare: { method: 'GET', path: '/finance/dues-share' },
  duesShareCsv: { method: 'GET', path: '/finance/dues-share/csv' },
  chapterDuesShare: { method: 'GET', path: '/chapter/:id/dues-share' },
  chapterDuesShareCsv: { method: 'GET', path: '/chapter/:id/dues-share/csv' },
} as const satisfies ApiGroup;
