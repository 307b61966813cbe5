import { DUES_SHARE_LIMITS } from '@gro/config';

/** A percentage from 0 to 100 with at most two decimals ('20', '12.5'). */
const PERCENT = /^(100(\.0{1,2})?|[0-9]{1,2}(\.[0-9]{1,2})?)$/;

/**
 * The chapters' share of paid dues: CHAPTER_DUES_SHARE_PERCENT, else the default of config. A value
 * that is no percentage from 0 to 100 stops the server at start, naming the variable.
 */
export function duesSharePercent(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DUES_SHARE_LIMITS.defaultPercent;
  if (!PERCENT.test(value.trim())) {
    throw new Error(`CHAPTER_DUES_SHARE_PERCENT must be a percentage from 0 to 100 (at most two decimals), not "${value}".`);
  }
  return Number(value.trim());
}

/** round(net × percent / 100), halves away from zero, in whole-number arithmetic (no float drift). */
export function shareOf(netCents: number, percent: number): number {
  const hundredths = Math.round(percent * 100);
  const scaled = Math.abs(netCents) * hundredths;
  const share = Math.floor((scaled + 5000) / 10000);
  return netCents < 0 ? -share : share;
}
