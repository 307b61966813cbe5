import { eventDefaults, eventFormToPayload } from '@gro/config';
import { LEADERS, type FieldRule, type Row } from './types';

/**
 * Rows of the routes of chapter leaders' rights (global::is-chapter-leader), spread
 * into ROWS by rows.ts. Each is called on the fixture's chapter: its leader and admins get the
 * answer; the leader of another chapter, members and newcomers 403; visitors 401 (LEADERS). The
 * chapter-leader routes that existed before (chapter, events, visitors, RSVPs, join requests,
 * referral figures) keep their rows in the files of their issues. chapter-leader-rights.test.ts
 * proves what the answers hold: only the chapter's members, requests and dues-share rows.
 */

/** A leader sees the chapter's members as an admin sees GET /user: with status and dates; never secrets (the matrix checks every answer for them). */
const MEMBERS_WITH_STATUS: FieldRule = { has: ['items[].id', 'items[].email', 'items[].status', 'items[].createdAt'], lacks: ['items[].password', 'items[].stripeCustomerId', 'items[].signInLog'] };
/** As GET /company/join-request answers them. */
const JOIN_REQUESTS: FieldRule = { has: ['items[].id', 'items[].user.email', 'items[].company.name', 'items[].companyId'], lacks: ['items[].user.status', 'items[].user.password'] };
const DUES_SHARE: FieldRule = { has: ['percent', 'from', 'to', 'months', 'currency', 'rows'] };
const CREATED: FieldRule = { has: ['id', 'title', 'type', 'date'] };

export const LEADER_RIGHTS_ROWS: Row[] = [
  {
    route: 'POST /api/chapter/:id/event',
    right: 'manageEvents',
    expect: LEADERS(201),
    path: ({ f }) => `/api/chapter/${f.chapter.id}/event`,
    // Far ahead, so it is never the chapter's next meeting; its title carries the run's marker (taken out at the end).
    body: ({ f }) => eventFormToPayload({ ...eventDefaults, title: `Matrix leader event ${f.unique('event')}`, type: 'Once', date: '2031-04-11', chapterId: f.chapter.id, location: 'Detroit', description: 'Made by the matrix.' }),
    fields: { leader: CREATED, admin: CREATED },
    note: "a one-time event created in the fixture's chapter, the body naming the same chapter",
  },
  {
    route: 'GET /api/chapter/:id/join-requests',
    right: 'reviewJoinRequests',
    expect: LEADERS(200),
    path: ({ f }) => `/api/chapter/${f.chapter.id}/join-requests?pageSize=100`,
    fields: { leader: JOIN_REQUESTS, admin: JOIN_REQUESTS },
    note: "the pending requests of members whose home chapter is the fixture's (the fixture's askers)",
  },
  {
    route: 'GET /api/chapter/:id/members',
    right: 'seeMembers',
    expect: LEADERS(200),
    path: ({ f }) => `/api/chapter/${f.chapter.id}/members?pageSize=100`,
    fields: { leader: MEMBERS_WITH_STATUS, admin: MEMBERS_WITH_STATUS },
    note: "the chapter's members with status and dates, as admins see GET /user",
  },
  {
    route: 'GET /api/chapter/:id/dues-share',
    right: 'seeDuesShare',
    expect: LEADERS(200),
    path: ({ f }) => `/api/chapter/${f.chapter.id}/dues-share`,
    fields: { leader: DUES_SHARE, admin: DUES_SHARE },
    note: "GET /finance/dues-share's answer with the chapter's rows only",
  },
  {
    route: 'GET /api/chapter/:id/dues-share/csv',
    right: 'seeDuesShare',
    expect: LEADERS(200),
    path: ({ f }) => `/api/chapter/${f.chapter.id}/dues-share/csv`,
    note: "a text/csv download of the chapter's rows, not the JSON envelope",
  },
];
