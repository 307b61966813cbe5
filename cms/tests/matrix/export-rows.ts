import { EXPORT_PATHS } from '@gro/config';
import { ADMINS, LEADERS, type Row } from './types';

/**
 * Rows of the admin tables' CSV exports, spread into ROWS by rows.ts.
 * Every export is adminOnly: visitor 401, newcomer and member 403 (global::is-admin) before the
 * query is read; the admin gets the file (text/csv, not the JSON envelope).
 */
const CSV = 'a text/csv download of the table with its search and sort, not the JSON envelope';

/**
 * An admin runs at most two exports at once (429 beyond, platform/http/csv) and the matrix sends 8 calls at
 * a time: each export row has callers of its own (`fresh`), so the rows never count against each other.
 */
export const EXPORT_ROWS: Row[] = Object.values(EXPORT_PATHS).map((path) => ({
  route: `GET /api${path}`,
  // A chapter's visitors: the fixture's chapter, whose leader may export them too.
  expect: path.includes(':id') ? LEADERS(200) : ADMINS(200),
  ...(path.includes(':id') ? { right: 'manageVisitors' as const } : {}),
  fresh: true,
  ...(path.includes(':id') ? { path: ({ f }) => `/api${path.replace(':id', String(f.chapter.id))}` } : {}),
  note: CSV,
}));
