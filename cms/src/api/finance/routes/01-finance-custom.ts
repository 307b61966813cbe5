import { adminOnly as admin, leaderOf } from '../../../auth/route-config';

/**
 * The admins' finance screens (spec §7): invoices, subscriptions and their log, cancel
 * a subscription at once, and the chapters' dues share (JSON and CSV). Admins only.
 */
export default {
  routes: [
    { method: 'GET', path: '/invoice', handler: 'api::finance.finance.invoices', config: admin },
    { method: 'GET', path: '/subscription', handler: 'api::finance.finance.subscriptions', config: admin },
    { method: 'POST', path: '/subscription/cancel', handler: 'api::finance.finance.cancelSubscription', config: admin },
    { method: 'GET', path: '/subscription/log', handler: 'api::finance.finance.subscriptionLogs', config: admin },
    // The three tables as streamed CSV downloads with their search and sort.
    { method: 'GET', path: '/invoice/export.csv', handler: 'api::finance.finance.invoicesCsv', config: admin },
    { method: 'GET', path: '/subscription/export.csv', handler: 'api::finance.finance.subscriptionsCsv', config: admin },
    { method: 'GET', path: '/subscription/log/export.csv', handler: 'api::finance.finance.subscriptionLogsCsv', config: admin },
    { method: 'GET', path: '/finance/dues-share', handler: 'api::finance.finance.duesShare', config: admin },
    { method: 'GET', path: '/finance/dues-share/csv', handler: 'api::finance.finance.duesShareCsv', config: admin },
    // One chapter's rows, for its leaders.
    { method: 'GET', path: '/chapter/:id/dues-share', handler: 'api::finance.finance.chapterDuesShare', config: leaderOf('chapter', 'seeDuesShare') },
    { method: 'GET', path: '/chapter/:id/dues-share/csv', handler: 'api::finance.finance.chapterDuesShareCsv', config: leaderOf('chapter', 'seeDuesShare') },
  ],
};
