import { SCORECARD_DEFAULTS } from '@gro/config';
import { ADMINS, LEADERS, type FieldRule, type Row } from './types';

/**
 * Rows of the scorecard routes, spread into ROWS by rows.ts: a chapter's scorecards are its
 * leaders' and admins' (its members see the totals and their own row: scorecards.test.ts, with the
 * colours at every threshold's edge); a member reads their own; admins compare every chapter and
 * keep the settings.
 */
const PRIVATE = ['members[].email', 'members[].phoneNumber', 'referrals', 'amountCents'];
const BOARD: FieldRule = { has: ['chapter.id', 'windowFrom', 'windowTo', 'settings.thresholds.attendance.green', 'members', 'totals.referralsGiven', 'averages.all.attendance', 'everyMember'], lacks: PRIVATE };
const SETTINGS: FieldRule = { has: ['windowMonths', 'thresholds.referralsGiven.green', 'policy.maxAbsences', 'policy.counted', 'reportEmail'] };
const ALL_CHAPTERS: FieldRule = { has: ['windowFrom', 'chapters[].chapter.id', 'chapters[].colours.attendance.green', 'chapters[].pastPolicy', 'averages.referralsGiven'], lacks: ['email'] };
/** No member has this id. */
const NONE = 2_000_000_000;

export const SCORECARD_ROWS: Row[] = [
  {
    route: 'GET /api/chapter/:id/scorecards',
    expect: LEADERS(200),
    right: 'seeReferralFigures',
    path: ({ f }) => `/api/chapter/${f.chapter.id}/scorecards`,
    fields: { leader: BOARD, admin: BOARD },
    note: "the fixture's chapter (not the member's: 403); its leader and admins see every member",
  },
  {
    route: 'GET /api/chapter/:id/scorecards/:userId',
    expect: { visitor: 401, newcomer: 403, member: 403, leader: 404, otherLeader: 403, admin: 404 },
    path: ({ f }) => `/api/chapter/${f.chapter.id}/scorecards/${NONE}`,
    note: "someone who is not in the chapter is a 404 for its leader and admins (scorecards.test.ts reads real members' and a member's own)",
  },
  { route: 'GET /api/scorecard/mine', expect: { visitor: 401, newcomer: 403, member: 200, admin: 404 }, note: "the caller's own scorecard in their home chapter; an admin outside any chapter has none" },
  { route: 'GET /api/admin/scorecards', expect: ADMINS(200), fields: { admin: ALL_CHAPTERS } },
  { route: 'GET /api/admin/scorecard-settings', expect: ADMINS(200), fields: { admin: SETTINGS } },
  {
    route: 'PUT /api/admin/scorecard-settings',
    expect: ADMINS(200),
    body: () => SCORECARD_DEFAULTS,
    fields: { admin: SETTINGS },
    note: 'the defaults again (scorecards.test.ts sets and refuses others)',
  },
];
