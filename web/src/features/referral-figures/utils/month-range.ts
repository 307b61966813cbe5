import { REFERRAL_LIMITS } from '@gro/config';
import type { MonthRange } from '../api/referral-figures';

const pad = (n: number) => String(n).padStart(2, '0');
const monthOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;

/** The 12 months ending with this one, as the API's default. */
export function defaultRange(now: Date = new Date()): MonthRange {
  const from = new Date(now.getFullYear(), now.getMonth() - (REFERRAL_LIMITS.monthsDefault - 1), 1);
  return { from: monthOf(from), to: monthOf(now) };
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** A range the API takes: two 'YYYY-MM' months, forward, at most REFERRAL_LIMITS.monthsMax long. */
export function rangeProblem({ from, to }: MonthRange): 'badMonth' | 'badRange' | null {
  if (!MONTH.test(from) || !MONTH.test(to)) return 'badMonth';
  const span = index(to) - index(from) + 1;
  return span < 1 || span > REFERRAL_LIMITS.monthsMax ? 'badRange' : null;
}
