import { EXPORT_PATHS } from '@gro/config';
import { ADMINS, type Row } from './types';

/**
 * Rows of the admin tables' CSV exports issue 16 adds (i16-export), spread into ROWS by rows.ts.
 * Every export is adminOnly: visitor 401, newcomer and member 403 (global::is-admin) before the
 * query is read; the admin gets the file (text/csv, not the JSON envelope).
 */
const CSV = 'a text/csv download of the table with its search and sort, not the JSON envelope';

export const ISSUE_16_EXPORT_ROWS: Row[] = Object.values(EXPORT_PATHS).map((path) => ({ route: `GET /api${path}`, expect: ADMINS(200), note: CSV }));
