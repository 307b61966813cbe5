import { ALL, LEADERS, MEMBERS, type FieldRule, type Row } from './types';

/**
 * Rows of the attendance routes and of the leader's home that runs the meeting, spread into ROWS by
 * rows.ts. The sheet, its marks, the door's code and the home are for admins and the chapter's
 * leaders, on a meeting of the fixture's chapter a week ago; members say ahead what they will do,
 * check in and read their own record (attendance.test.ts proves a member cannot mark anyone, and
 * checks in with real codes).
 */
const SHEET: FieldRule = { has: ['eventId', 'title', 'date', 'start', 'end', 'members', 'visitors', 'counts', 'lateAfterMinutes'] };
const MARKED: FieldRule = { has: ['sheet.members', 'applied', 'unchanged'] };
const MEETINGS: FieldRule = { has: ['chapter.id', 'timeZone', 'current', 'upcoming', 'recent'] };
const CANCELLED: FieldRule = { has: ['meeting.cancellation.reason', 'members', 'guests'] };
const CODE: FieldRule = { has: ['eventId', 'date', 'code', 'path', 'refreshAt', 'opensAt', 'closesAt'] };

export const ATTENDANCE_ROWS: Row[] = [
  {
    route: 'GET /api/chapter/:id/meetings',
    expect: LEADERS(200),
    right: 'takeAttendance',
    path: ({ f }) => `/api/chapter/${f.chapter.id}/meetings`,
    fields: { leader: MEETINGS, admin: MEETINGS },
    note: "the fixture's chapter: the meeting under way, the next and the last ones",
  },
  {
    route: 'GET /api/attendance/next',
    expect: MEMBERS(200),
    path: () => '/api/attendance/next',
    fields: { member: { has: ['meeting'] }, admin: { has: ['meeting'] } },
    note: "the caller's own chapter's next meeting and their own mark (attendance-ahead.test.ts)",
  },
  {
    route: 'PUT /api/event/:id/attendance/mine',
    expect: MEMBERS(400),
    path: ({ f }) => `/api/event/${f.pastMeeting.id}/attendance/mine`,
    body: ({ f }) => ({ date: f.pastMeeting.date, status: 'Absent' }),
    note: 'the caller marks only themselves; a meeting that has started is closed to everyone (the chapter is checked after: attendance-ahead.test.ts)',
  },
  {
    route: 'GET /api/chapter/:id/home',
    expect: LEADERS(200),
    right: 'takeAttendance',
    path: ({ f }) => `/api/chapter/${f.chapter.id}/home`,
    fields: { leader: { has: ['chapter.id', 'meeting', 'visitors.total', 'joinRequests.total', 'companies.total', 'staleReferrals.total'] }, admin: { has: ['chapter.id', 'meeting', 'visitors.total'] } },
    note: "the fixture's chapter: what waits for its leaders (chapter-home.test.ts)",
  },
  { route: 'GET /api/attendance/mine', expect: MEMBERS(200), path: () => '/api/attendance/mine', note: "the caller's own marks only" },
  {
    route: 'GET /api/event/:id/attendance',
    expect: LEADERS(200),
    right: 'takeAttendance',
    path: ({ f }) => `/api/event/${f.pastMeeting.id}/attendance?date=${f.pastMeeting.date}`,
    fields: { leader: SHEET, admin: SHEET },
    note: "a meeting of the fixture's chapter a week ago",
  },
  {
    route: 'PUT /api/event/:id/attendance',
    expect: LEADERS(200),
    right: 'takeAttendance',
    path: ({ f }) => `/api/event/${f.pastMeeting.id}/attendance`,
    body: ({ f }) => ({ date: f.pastMeeting.date, marks: [{ userId: f.pastMeeting.memberId, status: 'Present', key: f.unique('mark'), markedAt: new Date().toISOString() }] }),
    fields: { leader: MARKED, admin: MARKED },
    note: "a member of the fixture's chapter on that meeting's sheet; the chapter comes from the event, never the body",
  },
  {
    route: 'GET /api/event/:id/check-in-code',
    expect: LEADERS(200),
    right: 'takeAttendance',
    path: ({ f }) => `/api/event/${f.pastMeeting.id}/check-in-code?date=${f.pastMeeting.date}`,
    fields: { leader: CODE, admin: CODE },
    note: "the door's code of that meeting (check-in itself is closed: it has ended)",
  },
  {
    route: 'POST /api/event/:id/cancellation',
    expect: LEADERS(200),
    right: 'takeAttendance',
    path: ({ f }) => `/api/event/${f.weeklyMeeting.id}/cancellation`,
    body: ({ f, caller }) => ({ date: f.weeklyMeeting.dates[caller], reason: 'Matrix' }),
    fields: { leader: CANCELLED, admin: CANCELLED },
    note: "a weekly meeting of the fixture's chapter, each caller cancelling a date of their own (meeting-cancellation.test.ts: what follows)",
  },
  {
    route: 'POST /api/check-in',
    expect: MEMBERS(400),
    path: () => '/api/check-in',
    body: ({ f }) => ({ eventId: f.pastMeeting.id, date: f.pastMeeting.date, code: 'A'.repeat(22) }),
    note: 'any member may try; a meeting that has ended is closed to everyone (the chapter and the code are checked after: attendance.test.ts)',
  },
  {
    route: 'POST /api/check-in/online',
    expect: MEMBERS(400),
    path: () => '/api/check-in/online',
    body: ({ f }) => ({ eventId: f.pastMeeting.id, date: f.pastMeeting.date }),
    note: 'any member may try; a meeting that has ended is closed to everyone (its format and chapter are checked after: attendance-ahead.test.ts)',
  },
  {
    route: 'POST /api/check-in/visitor',
    expect: ALL(400),
    path: () => '/api/check-in/visitor',
    body: ({ f }) => ({ eventId: f.pastMeeting.id, date: f.pastMeeting.date, code: 'A'.repeat(22), email: 'guest@example.com' }),
    note: 'public, like the guest registration it follows (counted per address); a meeting that has ended is closed to everyone',
  },
];
