import { errors } from '@strapi/utils';
import { retryAfterText } from '@gro/config';
import { counterStore } from '../providers/rate-limit';
import { now } from './clock';

/**
 * Fixed-window rate limits. Windows are aligned to the server clock (window number = now / length),
 * so a counter's key names its window and expiry needs no per-key timer. The counters live in the
 * rate-limit provider (memory, or Redis shared by every replica). Callers build keys only from what
 * a caller cannot choose freely: the client IP and the normalised account email.
 */
export type Limit = { max: number; windowMinutes: number };

/** The counter key of the current window and when that window ends. */
function window(key: string, limit: Limit) {
  const length = limit.windowMinutes * 60_000;
  const index = Math.floor(now() / length);
  return { key: `${key}:${limit.windowMinutes}m:${index}`, endsAt: (index + 1) * length, length };
}

function tooMany(endsAt: number): never {
  const seconds = Math.max(1, Math.ceil((endsAt - now()) / 1000));
  throw new errors.RateLimitError(retryAfterText(seconds), { retryAfter: seconds, title: 'Too Many Requests' });
}

/** Counts one attempt against each limit and answers 429 once any is over. */
export async function consume(limits: [string, Limit][]) {
  for (const [key, limit] of limits) {
    const w = window(key, limit);
    if ((await counterStore().add(w.key, 1, w.length)) > limit.max) tooMany(w.endsAt);
  }
}

/** Answers 429 when any limit is already used up, without counting (for failure-only limits). */
export async function assertUnderLimit(limits: [string, Limit][]) {
  for (const [key, limit] of limits) {
    const w = window(key, limit);
    if ((await counterStore().add(w.key, 0, w.length)) >= limit.max) tooMany(w.endsAt);
  }
}

export async function recordFailure(limits: [string, Limit][]) {
  for (const [key, limit] of limits) {
    const w = window(key, limit);
    await counterStore().add(w.key, 1, w.length);
  }
}

export async function resetLimit(key: string, limit: Limit) {
  await counterStore().delete(window(key, limit).key);
}
