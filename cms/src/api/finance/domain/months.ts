import { DUES_SHARE_LIMITS, PAYMENT_MESSAGES, PORTAL_MESSAGES } from '@gro/config';
import { fieldError } from '../../../platform/http/validate';

/** 'YYYY-MM' from 1970-01 to 9999-12. */
const MONTH = /^(19[7-9][0-9]|[2-9][0-9]{3})-(0[1-9]|1[0-2])$/;

export interface MonthRange {
  from: string;
  to: string;
  /** Every month from..to, in order. */
  months: string[];
}

/** Months counted from year 0, so a range is a subtraction. */
const indexOf = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthAt = (index: number) => `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

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
  if (!MONTH.test(value as string)) fieldError(name, badMonth);
  return value as string;
}

/**
 * `from` and `to` of the dues share, or of the referral figures with their `rules` ('YYYY-MM', UTC). Without `to`, the month of `now`; without
 * `from`, the 12 months ending at `to`. A range running backwards or longer than the rules' maximum (36 months) is a 400.
 */
export function parseMonthRange(query: Record<string, unknown>, now: Date, rules: MonthRangeRules = DUES_SHARE_RULES): MonthRange {
  const givenFrom = parseMonth(query.from, 'from', rules.badMonth);
  const givenTo = parseMonth(query.to, 'to', rules.badMonth);
  const to = givenTo ?? now.toISOString().slice(0, 7);
  const from = givenFrom ?? monthAt(Math.max(indexOf(to) - (rules.defaultMonths - 1), indexOf('1970-01')));
  const span = indexOf(to) - indexOf(from) + 1;
  if (span < 1 || span > rules.maxMonths) fieldError(givenFrom !== undefined ? 'from' : 'to', rules.badRange);
  return { from, to, months: Array.from({ length: span }, (_, i) => monthAt(indexOf(from) + i)) };
}
