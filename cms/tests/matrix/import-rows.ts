import { ADMINS, ALL, type FieldRule, type Row } from './types';

/**
 * Rows of the member import routes, spread into ROWS by rows.ts. Every
 * import route is adminOnly: visitor 401, newcomer and member 403 (global::is-admin) before the body
 * or the id is read. The fixture has no import of its own: the admin rows that take one are called on
 * an id no import has (404 once the policy lets the admin in; member-import.test.ts works on real
 * ones). Accepting an invitation is public like a password reset: the mailed token is the proof.
 */
const IMPORTS: FieldRule = { lacks: ['csv'] };
const NO_IMPORT = 2_147_483_000;

export const IMPORT_ROWS: Row[] = [
  {
    route: 'POST /api/member-import',
    expect: ADMINS(400),
    note: 'admins only; the file comes as multipart (a JSON body has none: 400 "Choose a CSV file to import.")',
  },
  { route: 'GET /api/member-import', expect: ADMINS(200), fields: { admin: IMPORTS } },
  { route: 'GET /api/member-import/:id', expect: ADMINS(404), path: () => `/api/member-import/${NO_IMPORT}`, note: 'admins only; an id no import has is a 404 for the admin' },
  {
    route: 'POST /api/member-import/:id/dry-run',
    expect: ADMINS(404),
    path: () => `/api/member-import/${NO_IMPORT}/dry-run`,
    body: () => ({ columns: { firstname: 0, lastname: 1, email: 2 }, chapterId: 1 }),
  },
  {
    route: 'POST /api/member-import/:id/run',
    expect: ADMINS(404),
    path: () => `/api/member-import/${NO_IMPORT}/run`,
    body: () => ({ columns: { firstname: 0, lastname: 1, email: 2 }, chapterId: 1 }),
  },
  {
    route: 'POST /api/authenticate/accept-invitation',
    expect: ALL(400),
    body: () => ({ token: 'not-a-mailed-token', newPassword: 'Another-pass-91' }),
    note: 'public: the mailed token is the proof; a wrong one is 400 for everyone',
  },
];
