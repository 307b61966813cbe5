import { DUES_SHARE_LIMITS, defaultMonthRange, monthRangeProblem } from '@gro/config';

/** The dues share's default range: the last 12 months, this one included (UTC, as the server counts them). */
export const defaultRange = (now = new Date()): { from: string; to: string } => defaultMonthRange(DUES_SHARE_LIMITS.defaultMonths, now);

/** Whether the server will take this range: two months, forward, at most DUES_SHARE_LIMITS.maxMonths. */
export const isValidRange = (from: string, to: string): boolean => monthRangeProblem({ from, to }, DUES_SHARE_LIMITS.maxMonths) === null;
