import { addMonths, monthOf, monthsBetween } from '@gro/config';

/** The first moment of a month 'YYYY-MM', in UTC. */
const startOf = (month: string): Date => new Date(`${month}-01T00:00:00.000Z`);

/** The last `count` months (UTC) up to the month of `now`, oldest first, each with its first moment; `end` is the next month's first moment. */
export function lastMonths(now: Date, count: number): { months: string[]; starts: Date[]; end: Date } {
  const to = monthOf(now);
  const months = monthsBetween(addMonths(to, 1 - count), to);
  return { months, starts: months.map(startOf), end: startOf(addMonths(to, 1)) };
}

/**
 * An SQL expression numbering the month `column` falls in (0 to starts.length - 1; a row before the
 * first month is left out by the query's WHERE), with one bound moment per month: a CASE of range
 * tests that SQLite (milliseconds) and PostgreSQL (timestamps) both answer from an index on the column.
 */
export function monthIndex(column: string, starts: Date[]): { sql: string; bindings: Date[] } {
  const later = starts.slice(1);
  const tests = later.map((_, i) => `WHEN ${column} < ? THEN ${i}`).join(' ');
  return { sql: `CASE ${tests} ELSE ${later.length} END`, bindings: later };
}
