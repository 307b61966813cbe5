import { ADMINS, type Row } from './types';

/**
 * Rows of the routes that give and take the chapter-leader role, spread into ROWS by rows.ts: only
 * admins list, grant and revoke leaders. The grant makes the fixture's other member a leader of the
 * fixture's chapter (201); the revoke names the fixture's member, who leads nothing (404), so the two
 * rows never depend on each other's order. chapter-leaders.test.ts covers the rest.
 */

export const CHAPTER_LEADER_ROWS: Row[] = [
  { route: 'GET /api/chapter/:id/leaders', expect: ADMINS(200), path: ({ f }) => `/api/chapter/${f.chapter.id}/leaders` },
  {
    route: 'PUT /api/chapter/:id/leaders/:userId',
    expect: ADMINS(201),
    path: ({ f }) => `/api/chapter/${f.chapter.id}/leaders/${f.other.id}`,
    note: "the fixture's other member (Active, with a company) becomes a leader of the fixture's chapter",
  },
  {
    route: 'DELETE /api/chapter/:id/leaders/:userId',
    expect: ADMINS(404),
    path: ({ f }) => `/api/chapter/${f.chapter.id}/leaders/${f.accounts.member.id}`,
    note: 'the member leads no chapter: the 404 of a leadership that does not exist',
  },
  { route: 'GET /api/user/:id/leads', expect: ADMINS(200), path: ({ f }) => `/api/user/${f.other.id}/leads` },
];
