import { ADMINS, LEADERS, MEMBERS, type FieldRule, type Row } from './types';

/**
 * The one-to-one and referral-figure routes, spread into ROWS by rows.ts.
 * One-to-ones are the two participants' only: a member calling one they take no part in gets a 404
 * like one that does not exist (one-to-ones.test.ts checks the participants and a third member on
 * real ones). The figures are counts and credited totals only, never a referral, a receiver or a
 * single referral's amount (referral-figures.test.ts checks every key).
 */

/** No one-to-one has this id: for anyone allowed in, a 404 that says nothing. */
const NONE = 2_000_000_000;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const PRIVATE = ['receiver', 'receiverId', 'giver', 'amountCents', 'referrals', 'email'];
const MINE: FieldRule = { has: ['thisMonth.given', 'thisMonth.creditedCents', 'last12.oneToOnes', 'months[].month', 'months[].received'], lacks: PRIVATE };
const REPORT: FieldRule = { has: ['chapter.id', 'timeZone', 'month', 'meetings', 'figures.attendance.Present', 'figures.referrals.given', 'figures.closedBusinessCents'], lacks: PRIVATE };
const CHAPTER: FieldRule = { has: ['chapter.id', 'chapter.name', 'from', 'to', 'months[].month', 'totals.creditedCents', 'members'], lacks: [...PRIVATE, 'members[].email', 'members[].phoneNumber'] };
const ALL_CHAPTERS: FieldRule = { has: ['from', 'to', 'chapters[].chapterId', 'chapters[].chapterName', 'chapters[].creditedCents', 'totals.given'], lacks: PRIVATE };

export const ONE_TO_ONE_FIGURES_ROWS: Row[] = [
  {
    route: 'POST /api/one-to-one',
    expect: MEMBERS(201),
    body: ({ f }) => ({ withId: f.other.id, date: inDays(7), time: '08:00', place: f.unique('one-to-one') }),
    note: 'members and admins propose one to another member',
  },
  { route: 'GET /api/one-to-one', expect: MEMBERS(200), note: "the caller's own one-to-ones only" },
  { route: 'PUT /api/one-to-one/:id/confirm', expect: MEMBERS(404), path: () => `/api/one-to-one/${NONE}/confirm`, note: 'a one-to-one the caller takes no part in is a 404' },
  { route: 'PUT /api/one-to-one/:id/cancel', expect: MEMBERS(404), path: () => `/api/one-to-one/${NONE}/cancel`, note: 'a one-to-one the caller takes no part in is a 404' },
  { route: 'PUT /api/one-to-one/:id/note', expect: MEMBERS(404), path: () => `/api/one-to-one/${NONE}/note`, body: () => ({ note: 'Matrix.' }), note: 'a one-to-one the caller takes no part in is a 404' },
  { route: 'GET /api/one-to-one/:id/invite.ics', expect: MEMBERS(404), path: () => `/api/one-to-one/${NONE}/invite.ics`, note: 'a one-to-one the caller takes no part in is a 404' },
  { route: 'GET /api/referral-figures/me', expect: MEMBERS(200), fields: { member: MINE, admin: MINE } },
  {
    route: 'GET /api/chapter/:id/referral-figures',
    expect: { visitor: 401, newcomer: 403, member: 403, leader: 200, otherLeader: 403, admin: 200 },
    right: 'seeReferralFigures',
    path: ({ f }) => `/api/chapter/${f.chapter.id}/referral-figures`,
    fields: { leader: CHAPTER, admin: CHAPTER },
    note: "the fixture's chapter (the first active one by name) is not the member's (sign-ups join the oldest): 403 chapterNotYours; its leader and admins see it",
  },
  {
    route: 'GET /api/chapter/:id/report',
    expect: LEADERS(200),
    right: 'seeReferralFigures',
    path: ({ f }) => `/api/chapter/${f.chapter.id}/report`,
    fields: { leader: REPORT, admin: REPORT },
    note: "this month's meeting report of the fixture's chapter (not the member's: 403); counts only (chapter-report.test.ts: a meeting's report, and its members reading it)",
  },
  {
    route: 'GET /api/chapter/:id/report.csv',
    expect: LEADERS(200),
    right: 'seeReferralFigures',
    path: ({ f }) => `/api/chapter/${f.chapter.id}/report.csv`,
    note: 'the same month as a text/csv download, not the JSON envelope',
  },
  { route: 'GET /api/referral-figures', expect: ADMINS(200), fields: { admin: ALL_CHAPTERS } },
  { route: 'GET /api/referral-figures.csv', expect: ADMINS(200), note: 'a text/csv download, not the JSON envelope' },
];
