import { ADMINS, ALL, type FieldRule, type Row } from './types';

/**
 * Rows of the visitor routes issue 15 adds (i15-visitors), spread into ROWS by rows.ts. Anyone may
 * read a chapter's next meeting and register as its guest; the visitors' contact details, their
 * status and the invitations are for admins. The fixture has no visitor of its own: the admin rows
 * that take one are called on an id no visitor has (404 once the policy lets the admin in;
 * visitors.test.ts works on real ones).
 */
const MEETING: FieldRule = { has: ['eventId', 'title', 'date', 'start', 'end', 'timeZone'] };
const VISITORS: FieldRule = { has: ['items', 'pagination.total'] };
const NO_VISITOR = 2_147_483_000;

export const ISSUE_15_VISITOR_ROWS: Row[] = [
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
  { route: 'GET /api/chapter/:id/visitors', expect: ADMINS(200), path: ({ f }) => `/api/chapter/${f.chapter.id}/visitors`, fields: { admin: VISITORS } },
  {
    route: 'PUT /api/visitor/:id',
    expect: ADMINS(404),
    path: () => `/api/visitor/${NO_VISITOR}`,
    body: () => ({ status: 'Attended' }),
    note: 'admins only; an id no visitor has is a 404 for the admin',
  },
  {
    route: 'POST /api/visitor/:id/invite',
    expect: ADMINS(404),
    path: () => `/api/visitor/${NO_VISITOR}/invite`,
    note: 'admins only; an id no visitor has is a 404 for the admin',
  },
];
