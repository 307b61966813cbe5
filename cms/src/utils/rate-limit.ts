import Redis from 'ioredis';
import { errors } from '@strapi/utils';
import { retryAfterText } from '@gro/config';
import { now } from './clock';

/**
 * Fixed-window rate limits. Windows are aligned to the server clock (window number = now / length),
 * so a counter's key names its window and expiry needs no per-key timer. Counters live in memory by
 * default and in Redis when REDIS_URL is set, so every replica shares them. Callers build keys only
 * from what a caller cannot choose freely: the client IP and the normalised account email.
 */
export interface CounterStore {
  /** Adds `by` (0 only reads) to a counter that disappears after `ttlMs`; returns its value. */
  add(key: string, by: number, ttlMs: number): Promise<number>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private counters = new Map<string, { value: number; expiresAt: number }>();
  private sweeper = setInterval(() => this.sweep(), 60_000);

  constructor() {
    this.sweeper.unref();
  }

  async add(key: string, by: number, ttlMs: number) {
    const t = Date.now();
    const counter = this.counters.get(key);
    if (!counter || counter.expiresAt <= t) {
      if (by === 0) return 0;
      this.counters.set(key, { value: by, expiresAt: t + ttlMs });
      return by;
    }
    counter.value += by;
    return counter.value;
  }

  async delete(key: string) {
    this.counters.delete(key);
  }

  async close() {
    clearInterval(this.sweeper);
  }

  private sweep() {
    const t = Date.now();
    for (const [key, c] of this.counters) if (c.expiresAt <= t) this.counters.delete(key);
  }
}

export class RedisCounterStore implements CounterStore {
  constructor(private redis: Redis, private prefix = 'gro:rl:') {}

  async add(key: string, by: number, ttlMs: number) {
    const k = this.prefix + key;
    if (by === 0) return Number((await this.redis.get(k)) ?? 0);
    const [[, value]] = (await this.redis.multi().incrby(k, by).pexpire(k, ttlMs, 'NX').exec()) as [[null, number], unknown];
    return value;
  }

  async delete(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async close() {
    this.redis.disconnect();
  }
}

let store: CounterStore | null = null;

function counters(): CounterStore {
  if (!store) {
    const url = process.env.REDIS_URL;
    store = url
      ? new RedisCounterStore(new Redis(url, { maxRetriesPerRequest: 2 }), process.env.REDIS_KEY_PREFIX || 'gro:rl:')
      : new MemoryCounterStore();
  }
  return store;
}

export async function closeRateLimitStore() {
  await store?.close();
  store = null;
}

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
    if ((await counters().add(w.key, 1, w.length)) > limit.max) tooMany(w.endsAt);
  }
}

/** Answers 429 when any limit is already used up, without counting (for failure-only limits). */
export async function assertUnderLimit(limits: [string, Limit][]) {
  for (const [key, limit] of limits) {
    const w = window(key, limit);
    if ((await counters().add(w.key, 0, w.length)) >= limit.max) tooMany(w.endsAt);
  }
}

export async function recordFailure(limits: [string, Limit][]) {
  for (const [key, limit] of limits) {
    const w = window(key, limit);
    await counters().add(w.key, 1, w.length);
  }
}

export async function resetLimit(key: string, limit: Limit) {
  await counters().delete(window(key, limit).key);
}
