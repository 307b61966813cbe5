import { REFERRAL_LIMITS, defaultMonthRange, monthRangeProblem, type MonthRangeProblem } from '@gro/config';
import type { MonthRange } from '../api/referral-figures';

/** The 12 months ending with this one (UTC), as the API's default. */
export const defaultRange = (now: Date = new Date()): MonthRange => defaultMonthRange(REFERRAL_LIMITS.monthsDefault, now);

/** A range the API takes: two 'YYYY-MM' months, forward, at most REFERRAL_LIMITS.monthsMax long. */
export const rangeProblem = (range: MonthRange): MonthRangeProblem | null => monthRangeProblem(range, REFERRAL_LIMITS.monthsMax);
