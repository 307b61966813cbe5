/**
 * Calendar months written 'YYYY-MM', counted in UTC: the ranges of the dues share and the referral
 * figures (?from&to), the overview's last months, the month a payment or a referral is counted in.
 * The server checks a range with these rules and the portal checks it the same way before asking.
 */

/** 'YYYY-MM' from 1970-01 to 9999-12. */
const MONTH = /^(19[7-9][0-9]|[2-9][0-9]{3})-(0[1-9]|1[0-2])$/;
const FIRST_MONTH = '1970-01';

/** Two months, both included. */
interface MonthRange {
  from: string;
  to: string;
}

/** What makes the server refuse a range: a month not written 'YYYY-MM' (1970-01 to 9999-12), or a range running backwards or too long. */
export type MonthRangeProblem = 'badMonth' | 'badRange';

export const isMonth = (value: string): boolean => MONTH.test(value);

/** Months counted from year 0, so a range is a subtraction. */
const indexOf = (month: string): number => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthAt = (index: number): string => `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The month of a moment, in UTC: 2026-01-31T23:30Z → '2026-01' wherever the reader is. */
export const monthOf = (at: Date): string => at.toISOString().slice(0, 7);

/** '2026-05' + -11 → '2025-06'. */
export const addMonths = (month: string, count: number): string => monthAt(indexOf(month) + count);

/** How many months from..to covers, both included: '2026-01'..'2026-12' → 12 (0 or less when it runs backwards). */
export const monthsCovered = (from: string, to: string): number => indexOf(to) - indexOf(from) + 1;

/** Every month from..to, in order: '2025-11'..'2026-01' → ['2025-11', '2025-12', '2026-01']. */
export const monthsBetween = (from: string, to: string): string[] =>
  Array.from({ length: Math.max(monthsCovered(from, to), 0) }, (_, i) => monthAt(indexOf(from) + i));

/** The `count` months ending with `to`, `to` included, never starting before 1970-01. */
export const monthRangeEnding = (to: string, count: number): MonthRange => ({
  from: monthAt(Math.max(indexOf(to) - (count - 1), indexOf(FIRST_MONTH))),
  to,
});

/** The default range of a report: the last `count` months, the month of `now` (UTC) included. */
export const defaultMonthRange = (count: number, now: Date = new Date()): MonthRange => monthRangeEnding(monthOf(now), count);

/** Why the server would refuse the range, or null: each month 'YYYY-MM', the range forward and at most `maxMonths` long. */
export function monthRangeProblem({ from, to }: MonthRange, maxMonths: number): MonthRangeProblem | null {
  if (!isMonth(from) || !isMonth(to)) return 'badMonth';
  const span = monthsCovered(from, to);
  return span < 1 || span > maxMonths ? 'badRange' : null;
}
