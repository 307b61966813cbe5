import { ALL, LEADERS, type FieldRule, type Row } from './types';

/**
 * Rows of the visitor routes, spread into ROWS by rows.ts. Anyone may
 * read a chapter's next meeting and register as its guest; the visitors' contact details, their
 * status and the invitations are for admins and the chapter's leaders. The rows that take
 * a visitor are called on a registered visitor of the fixture's chapter, one per row and caller
 * (visitors.test.ts and chapter-leader-rights.test.ts work on more).
 */
const MEETING: FieldRule = { has: ['eventId', 'title', 'date', 'start', 'end', 'timeZone'] };
const VISITORS: FieldRule = { has: ['items', 'pagination.total'] };
const VISITOR: FieldRule = { has: ['id', 'email', 'status'] };

export const VISITOR_ROWS: Row[] = [
  {
    route: 'GET /api/chapter/:slug/visitor',
    expect: ALL(200),
    path: ({ f }) => `/api/chapter/${f.chapter.slug}/visitor`,
    fields: { visitor: MEETING, newcomer: MEETING, member: MEETING, admin: MEETING },
    note: "public: the active chapter's next meeting (the seeded chapters meet weekly); unknown chapters 404",
  },
  {
    route: 'POST /api/chapter/:slug/visitor',
    expect: ALL(201),
    path: ({ f }) => `/api/chapter/${f.chapter.slug}/visitor`,
    body: ({ f }) => ({ firstname: 'Vi', lastname: 'Sitor', email: `${f.unique('visitor')}@example.com`, phoneNumber: '(313) 555-0181', heardFrom: 'Other' }),
    note: "public like the contact form: anyone, signed in or not, registers as a guest for the chapter's next meeting",
  },
  { route: 'GET /api/chapter/:id/visitors', expect: LEADERS(200), right: 'manageVisitors', path: ({ f }) => `/api/chapter/${f.chapter.id}/visitors`, fields: { leader: VISITORS, admin: VISITORS } },
  {
    route: 'PUT /api/visitor/:id/host',
    expect: LEADERS(200),
    right: 'manageVisitors',
    path: ({ f, caller }) => `/api/visitor/${f.visitors.update[caller]}/host`,
    body: () => ({ hostId: null }),
    fields: { leader: VISITOR, admin: VISITOR },
    note: 'who brought the guest (scorecards.test.ts sets real hosts and refuses members of other chapters)',
  },
  {
    route: 'PUT /api/visitor/:id',
    expect: LEADERS(200),
    right: 'manageVisitors',
    path: ({ f, caller }) => `/api/visitor/${f.visitors.update[caller]}`,
    body: () => ({ status: 'Attended' }),
    fields: { leader: VISITOR, admin: VISITOR },
    note: "admins and the visitor's chapter's leader; a visitor of the fixture's chapter per caller",
  },
  {
    route: 'POST /api/visitor/:id/invite',
    expect: LEADERS(200),
    right: 'manageVisitors',
    path: ({ f, caller }) => `/api/visitor/${f.visitors.invite[caller]}/invite`,
    fields: { leader: VISITOR, admin: VISITOR },
    note: "admins and the visitor's chapter's leader; a visitor per caller (a second invitation at once is a 429)",
  },
];
