import { ADMINS, MEMBERS, type FieldRule, type Row } from './types';

/**
 * Rows of the referral routes, spread into ROWS by rows.ts. Passing,
 * listing, reading, following and deleting are memberOnly (visitor 401, member without a company
 * 403); the history is adminOnly. The fixture has no referral, so the routes with an id are called
 * on one that does not exist: everyone let in gets the same 404 a stranger gets for someone else's
 * (referrals.test.ts proves that a third member of the chapter gets exactly that answer, and what
 * the giver, the receiver and admins may do).
 */

/** A referral as its giver sees it: about the caller (giver), never its idempotency key or hash. */
const PASSED: FieldRule = { self: 'giver.id', has: ['id', 'receiver.id', 'receiver.fullname', 'status', 'need', 'amountCents', 'deletedAt'], lacks: ['idempotencyKey', 'requestHash', 'giver.email', 'receiver.email'] };
const PAGE: FieldRule = { has: ['items', 'page', 'pageSize', 'total'] };
const NONE = 2_000_000_000;

export const REFERRAL_ROWS: Row[] = [
  {
    route: 'POST /api/referral',
    expect: MEMBERS(201),
    body: ({ f }) => ({ receiverId: f.other.id, type: 'Internal', need: `Matrix ${f.unique('referral')}`, warmth: 3 }),
    fields: { member: PASSED, admin: PASSED },
    note: "a referral to the fixture's other member",
  },
  { route: 'GET /api/referral', expect: MEMBERS(200), fields: { member: PAGE, admin: PAGE }, note: 'the received box by default' },
  { route: 'GET /api/referral/:id', expect: MEMBERS(404), path: () => `/api/referral/${NONE}`, note: 'no such referral: the 404 anyone but its giver, receiver or an admin gets' },
  {
    route: 'PUT /api/referral/:id/status',
    expect: MEMBERS(404),
    path: () => `/api/referral/${NONE}/status`,
    body: () => ({ status: 'Contacted', date: '2026-01-05' }),
    note: 'no such referral: the 404 comes before the body is read',
  },
  { route: 'DELETE /api/referral/:id', expect: MEMBERS(404), path: () => `/api/referral/${NONE}`, note: 'no such referral' },
  { route: 'GET /api/referral/:id/history', expect: ADMINS(404), path: () => `/api/referral/${NONE}/history`, note: 'admins only; no such referral' },
];
