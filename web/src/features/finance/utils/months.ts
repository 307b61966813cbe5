import { DUES_SHARE_LIMITS } from '@gro/config';

/** A calendar month 'YYYY-MM' (UTC, as the dues share counts them). */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const isMonth = (value: string): boolean => MONTH.test(value);

const toIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const fromIndex = (index: number) => `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** '2026-05' + -11 -> '2025-06'. */
export const addMonths = (month: string, count: number): string => fromIndex(toIndex(month) + count);

/** How many months from..to covers, both included: '2026-01'..'2026-12' -> 12. */
export const monthsCovered = (from: string, to: string): number => toIndex(to) - toIndex(from) + 1;

/** The default range: the last 12 months, this one included. */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const to = fromIndex(now.getUTCFullYear() * 12 + now.getUTCMonth());
  return { from: addMonths(to, 1 - DUES_SHARE_LIMITS.defaultMonths), to };
}

/** Whether the server will take this range: two months, forward, at most DUES_SHARE_LIMITS.maxMonths. */
export const isValidRange = (from: string, to: string): boolean =>
  isMonth(from) && isMonth(to) && monthsCovered(from, to) >= 1 && monthsCovered(from, to) <= DUES_SHARE_LIMITS.maxMonths;
