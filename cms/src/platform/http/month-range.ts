import { DUES_SHARE_LIMITS, PAYMENT_MESSAGES, PORTAL_MESSAGES, isMonth, monthOf, monthRangeEnding, monthRangeProblem, monthsBetween } from '@gro/config';
import { fieldError } from './validate';

export interface MonthRange {
  from: string;
  to: string;
  /** Every month from..to, in order. */
  months: string[];
}

/** The range's rules: the dues share's by default; the referral figures pass their own messages. */
export interface MonthRangeRules {
  defaultMonths: number;
  maxMonths: number;
  badMonth: string;
  badRange: string;
}

const DUES_SHARE_RULES: MonthRangeRules = {
  defaultMonths: DUES_SHARE_LIMITS.defaultMonths,
  maxMonths: DUES_SHARE_LIMITS.maxMonths,
  badMonth: PAYMENT_MESSAGES.badMonth,
  badRange: PAYMENT_MESSAGES.badRange,
};

function parseMonth(value: unknown, name: 'from' | 'to', badMonth: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') fieldError(name, PORTAL_MESSAGES.parameterRepeated(name));
  if (!isMonth(value as string)) fieldError(name, badMonth);
  return value as string;
}

/**
 * `from` and `to` of the dues share, or of the referral figures with their `rules` ('YYYY-MM', UTC: @gro/config's months). Without `to`, the month of `now`; without
 * `from`, the 12 months ending at `to`. A range running backwards or longer than the rules' maximum (36 months) is a 400.
 */
export function parseMonthRange(query: Record<string, unknown>, now: Date, rules: MonthRangeRules = DUES_SHARE_RULES): MonthRange {
  const givenFrom = parseMonth(query.from, 'from', rules.badMonth);
  const givenTo = parseMonth(query.to, 'to', rules.badMonth);
  const to = givenTo ?? monthOf(now);
  const from = givenFrom ?? monthRangeEnding(to, rules.defaultMonths).from;
  if (monthRangeProblem({ from, to }, rules.maxMonths)) fieldError(givenFrom !== undefined ? 'from' : 'to', rules.badRange);
  return { from, to, months: monthsBetween(from, to) };
}
