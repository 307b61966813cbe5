/**
 * Bounds used across forms and the API. Every stored field's limits are in field-limits.ts (a module
 * of its own, so the pages that only need these few numbers do not download the whole table).
 */

export const EMAIL_MAX_LENGTH = 254;
/** The largest id a table holds: PostgreSQL's integer columns end here (SQLite's would go further). */
export const MAX_DB_ID = 2_147_483_647;
/** How deeply an API request body or query may nest objects and arrays (no form needs more than a few levels). */
export const REQUEST_BODY_MAX_DEPTH = 8;
/** A company's industry (free text): also the directory's industry filter's bound. */
export const INDUSTRY_MAX_LENGTH = 120;
