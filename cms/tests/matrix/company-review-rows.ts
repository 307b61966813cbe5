import { ADMINS, LEADERS, type FieldRule, type Row } from './types';

/**
 * Rows of the review of companies members create (global::is-admin, global::is-chapter-leader with
 * the reviewJoinRequests right): each pending company was created by a member whose home chapter is
 * the fixture's, one per reviewing row and caller, so its leader and admins review it.
 */
const PENDING: FieldRule = { has: ['items[].uuid', 'items[].name', 'items[].creator.email', 'items[].creator.chapter'], lacks: ['items[].creator.password', 'items[].creator.status'] };
const REVIEWED: FieldRule = { has: ['uuid', 'name', 'decision', 'creator.email'] };

export const COMPANY_REVIEW_ROWS: Row[] = [
  {
    route: 'GET /api/company/pending',
    expect: ADMINS(200),
    path: () => '/api/company/pending?pageSize=100',
    fields: { admin: PENDING },
  },
  {
    route: 'GET /api/chapter/:id/pending-companies',
    right: 'reviewJoinRequests',
    expect: LEADERS(200),
    path: ({ f }) => `/api/chapter/${f.chapter.id}/pending-companies?pageSize=100`,
    fields: { leader: PENDING, admin: PENDING },
    note: "the companies waiting for review whose creator's home chapter is the fixture's",
  },
  {
    route: 'POST /api/company/:uuid/approve',
    right: 'reviewJoinRequests',
    expect: LEADERS(200),
    path: ({ f, caller }) => `/api/company/${f.pendingCompanies.approve[caller]}/approve`,
    fields: { leader: REVIEWED, admin: REVIEWED },
    note: "the creator's home chapter is the fixture's: its leader reviews it",
  },
  {
    route: 'POST /api/company/:uuid/reject',
    right: 'reviewJoinRequests',
    expect: LEADERS(200),
    path: ({ f, caller }) => `/api/company/${f.pendingCompanies.reject[caller]}/reject`,
    body: () => ({ reason: 'Not a business we could find.' }),
    fields: { leader: REVIEWED, admin: REVIEWED },
    note: "the creator's home chapter is the fixture's: its leader reviews it",
  },
];
