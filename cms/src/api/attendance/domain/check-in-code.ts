import crypto from 'crypto';
import { CHECK_IN_CODE_PATTERN, CHECK_IN_CODE_SECONDS } from '@gro/config';

/**
 * The check-in code the door's QR code shows: an HMAC-SHA256 of the occurrence (event and date) and
 * the current CHECK_IN_CODE_SECONDS period, under a secret every replica shares (CHECK_IN_SECRET,
 * else one derived from APP_KEYS). No row is stored: the code of this period and of the one before
 * are taken, anything older, of another occurrence or not made with the secret is not.
 */

const PERIOD_MS = CHECK_IN_CODE_SECONDS * 1000;
/** 22 base64url characters: 132 bits, far beyond guessing within two minutes. */
const CODE_CHARS = 22;

function secret(): string {
  const own = process.env.CHECK_IN_SECRET;
  if (own) return own;
  const appKeys = process.env.APP_KEYS;
  if (!appKeys) throw new Error('CHECK_IN_SECRET (or APP_KEYS) must be set to sign check-in codes');
  return crypto.createHmac('sha256', appKeys).update('gro-check-in-codes').digest('base64');
}

/** The period `at` (ms) falls in. */
const periodOf = (at: number) => Math.floor(at / PERIOD_MS);
/** When the period after `at`'s starts (ms): the moment the shown code changes. */
export const nextPeriodAt = (at: number) => (periodOf(at) + 1) * PERIOD_MS;

const codeFor = (eventId: number, date: string, period: number) =>
  crypto.createHmac('sha256', secret()).update(`check-in|${eventId}|${date}|${period}`).digest('base64url').slice(0, CODE_CHARS);

/** The code shown at `at` for the occurrence. */
export const checkInCode = (eventId: number, date: string, at: number) => codeFor(eventId, date, periodOf(at));

/** Whether `code` is the occurrence's code of the period `at` is in or of the one before. */
export function isCurrentCode(eventId: number, date: string, code: string, at: number): boolean {
  if (!CHECK_IN_CODE_PATTERN.test(code)) return false;
  const sent = Buffer.from(code);
  const period = periodOf(at);
  // Both compared, in constant time, whichever matches.
  const matches = [period, period - 1].map((p) => crypto.timingSafeEqual(sent, Buffer.from(codeFor(eventId, date, p))));
  return matches.some(Boolean);
}
