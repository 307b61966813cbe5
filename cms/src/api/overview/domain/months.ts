/** The last `count` months (UTC) up to the month of `now`, oldest first, each with its first moment; `end` is the next month's first moment. */
export function lastMonths(now: Date, count: number): { months: string[]; starts: Date[]; end: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const starts = Array.from({ length: count + 1 }, (_, i) => new Date(Date.UTC(year, month - (count - 1) + i, 1)));
  return { months: starts.slice(0, count).map((d) => d.toISOString().slice(0, 7)), starts: starts.slice(0, count), end: starts[count] };
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
