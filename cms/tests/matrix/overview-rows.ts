import { ADMINS, type Row } from './types';

/**
 * The admin overview's route, spread into ROWS by rows.ts: adminOnly, so
 * visitor 401, newcomer and member 403 (global::is-admin) before any figure is read. The admin sees
 * sums only, never a member's row (overview.test.ts checks each figure).
 */
export const OVERVIEW_ROWS: Row[] = [
  {
    route: 'GET /api/overview',
    expect: ADMINS(200),
    fields: {
      admin: {
        has: ['generatedAt', 'months', 'members.total', 'newMembers', 'subscriptions.active', 'churn', 'failedPayments.subscriptions', 'joinRequests.pending', 'visitors.chapters', 'duesShare.chapters'],
        lacks: ['members.chapters[].email', 'items'],
      },
    },
  },
];
