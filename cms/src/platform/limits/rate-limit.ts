import { errors } from '@strapi/utils';
import { retryAfterText } from '@gro/config';
import { isRefusal, limiterFor } from '../../providers/rate-limit';

/**
 * Rate limits, counted in the rate-limit provider (memory, or Redis shared by every replica).
 * An attempt is counted atomically BEFORE the work it guards, so a burst of parallel requests
 * cannot all pass a check that is only updated afterwards; work that should not count (a
 * successful sign-in) gives its point back. Each key's window starts at its first counted
 * attempt, so a lock-out lasts the whole window. Callers build keys only from what a caller
 * cannot choose freely: the client IP, the normalised account email, the signed-in user's id.
 */
export type Limit = { max: number; windowMinutes: number };
type Counted = [key: string, limit: Limit];

const limiter = (limit: Limit) => limiterFor(limit.max, Math.round(limit.windowMinutes * 60));

function tooMany(msBeforeNext: number): never {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  throw new errors.RateLimitError(retryAfterText(seconds), { retryAfter: seconds, title: 'Too Many Requests' });
}

/**
 * Counts one attempt against each limit and answers 429 (with the longest wait) once any is over.
 * A refused attempt is not counted by the limits that still allowed it (they get their point back):
 * a member over an hourly limit does not use up the daily one by trying again.
 */
export async function consume(limits: Counted[]): Promise<void> {
  const results = await Promise.allSettled(limits.map(([key, limit]) => limiter(limit).consume(key)));
  let refusedFor: number | null = null;
  for (const result of results) {
    if (result.status === 'fulfilled') continue;
    if (!isRefusal(result.reason)) throw result.reason;
    refusedFor = Math.max(refusedFor ?? 0, result.reason.msBeforeNext);
  }
  if (refusedFor === null) return;
  await refund(limits.filter((_, i) => results[i]!.status === 'fulfilled'));
  tooMany(refusedFor);
}

/** A limit's own 429: its title, and its message naming the wait (in seconds) until the caller can continue. */
type Refusal = { title: string; message: (seconds: number) => string };

/**
 * Counts one attempt against the limit and, once it is over, answers the refusal's 429. `crossed`
 * runs (before the 429) for the first attempt refused in the key's window and only for it: the
 * count is atomic, so of a parallel burst exactly one is that first one, whichever replica counts it.
 */
export async function consumeOrRefuse([key, limit]: Counted, refusal: Refusal, crossed: () => Promise<void>): Promise<void> {
  try {
    await limiter(limit).consume(key);
    return;
  } catch (reason) {
    if (!isRefusal(reason)) throw reason;
    if (reason.consumedPoints === limit.max + 1) await crossed();
    const seconds = Math.max(1, Math.ceil(reason.msBeforeNext / 1000));
    throw new errors.RateLimitError(refusal.message(seconds), { retryAfter: seconds, title: refusal.title });
  }
}

/** Counts one attempt against the limit: true when it is allowed, false once it is over (never a 429). */
export async function allowed(counted: Counted): Promise<boolean> {
  try {
    await consume([counted]);
    return true;
  } catch (err) {
    if (err instanceof errors.RateLimitError) return false;
    throw err;
  }
}

/** Gives back the attempt `consume` counted, for work that turned out not to count (a success). */
export async function refund(limits: Counted[]): Promise<void> {
  await Promise.all(limits.map(([key, limit]) => limiter(limit).reward(key)));
}

/** Forgets a key's attempts (the failures before a successful sign-in). */
export async function reset([key, limit]: Counted): Promise<void> {
  await limiter(limit).delete(key);
}
