import { ADMINS, ALL, type FieldRule, type Row } from './types';

/**
 * Rows of the reminder routes, spread into ROWS by rows.ts: admins
 * read and set the reminder times; the unsubscribe link is public, its signed token the authority.
 */
const HOURS: FieldRule = { has: ['hours'] };

export const REMINDER_ROWS: Row[] = [
  { route: 'GET /api/admin/reminders', expect: ADMINS(200), fields: { admin: HOURS } },
  {
    route: 'PUT /api/admin/reminders',
    expect: ADMINS(200),
    body: () => ({ hours: [24, 1] }),
    fields: { admin: HOURS },
    note: 'the default times again (reminders.test.ts sets and refuses others)',
  },
  {
    route: 'GET /api/unsubscribe',
    expect: ALL(400),
    path: () => '/api/unsubscribe?token=u1.1.event-reminders.e.AAAAAAAAAAAAAAAA',
    note: 'public: a token not signed by the server is 400 for everyone, signed in or not (reminders.test.ts uses real ones)',
  },
  {
    route: 'POST /api/unsubscribe',
    expect: ALL(400),
    body: () => ({ token: 'u1.1.event-reminders.e.AAAAAAAAAAAAAAAA' }),
    note: "public, also a mail client's one-click POST; a forged token is 400 and changes nothing",
  },
];
