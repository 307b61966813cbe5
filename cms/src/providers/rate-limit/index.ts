import { AsyncResource } from 'node:async_hooks';
import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Where rate-limit counters live: in this process (the embedded default), or in Redis when
 * REDIS_URL is set so every replica shares them. Both are rate-limiter-flexible limiters: a
 * counter is incremented and read in one atomic step (a Lua script in Redis), and each key's
 * window starts at its first counted point and lasts `windowSeconds`.
 */
type Limiter = Pick<RateLimiterAbstract, 'consume' | 'reward' | 'delete'>;

let redis: Redis | null = null;
const limiters = new Map<string, Limiter>();

/**
 * The in-memory limiter ends each key with a timer that lives as long as its window (up to an
 * hour). A timer keeps the async context it was made in, and a request's context holds Strapi's
 * request store (the whole request and response): made during a request, every new key kept its
 * request alive for the window, about 12 KB per new client address. So the limiter works in a
 * context made at start, which holds nothing.
 */
const outsideRequests = new AsyncResource('gro-rate-limit');

function detached(limiter: Limiter): Limiter {
  return {
    consume: (key, points) => outsideRequests.runInAsyncScope(() => limiter.consume(key, points)),
    reward: (key, points) => outsideRequests.runInAsyncScope(() => limiter.reward(key, points)),
    delete: (key) => outsideRequests.runInAsyncScope(() => limiter.delete(key)),
  };
}

/** How often a Redis that stays unreachable is reported: once a minute, not on every reconnection attempt. */
const ERROR_LOG_EVERY_MS = 60_000;
let lastErrorLog = 0;

function connection(url: string): Redis {
  if (!redis) {
    redis = new Redis(url, { maxRetriesPerRequest: 2 });
    // Without a listener ioredis prints every failed connection attempt as an unhandled error event;
    // meanwhile the insurance limiter counts in this process (see create).
    redis.on('error', (error: Error) => {
      if (Date.now() - lastErrorLog < ERROR_LOG_EVERY_MS) return;
      lastErrorLog = Date.now();
      console.warn(`[rate-limit] Redis unreachable (${error.message}): counting in this process until it is back`);
    });
  }
  return redis;
}

function create(points: number, windowSeconds: number): Limiter {
  const url = process.env.REDIS_URL;
  if (!url) return detached(new RateLimiterMemory({ points, duration: windowSeconds }));
  connection(url);
  // rate-limiter-flexible joins prefix and key with ':'.
  const prefix = (process.env.REDIS_KEY_PREFIX || 'gro:rl:').replace(/:$/, '');
  // When a Redis command fails (Redis away: ioredis gives up after its retries) the attempt is
  // counted in this process instead: limits stay in force per replica rather than every guarded
  // route answering 500. Not `rejectIfRedisNotReady`: a command sent while the connection is still
  // being made waits for it, so the first attempts after a start are shared like the rest.
  return new RateLimiterRedis({
    storeClient: connection(url),
    keyPrefix: `${prefix}:${points}-${windowSeconds}s`,
    points,
    duration: windowSeconds,
    insuranceLimiter: new RateLimiterMemory({ points, duration: windowSeconds }),
  });
}

/** The limiter allowing `points` per `windowSeconds` and key; one per pair, made on first use. */
export function limiterFor(points: number, windowSeconds: number): Limiter {
  const name = `${points}/${windowSeconds}`;
  let limiter = limiters.get(name);
  if (!limiter) limiters.set(name, (limiter = create(points, windowSeconds)));
  return limiter;
}

/** A refusal (the key is over its points), as opposed to a store failure. */
export function isRefusal(reason: unknown): reason is RateLimiterRes {
  return reason instanceof RateLimiterRes;
}

/**
 * Whether the store answers within `timeoutMs`: 'memory' when counters live in this process,
 * otherwise a PING on the limiters' own Redis connection.
 */
export async function pingRateLimitStore(timeoutMs: number): Promise<'memory' | 'ok' | 'down'> {
  const url = process.env.REDIS_URL;
  if (!url) return 'memory';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'down'>((resolve) => (timer = setTimeout(() => resolve('down'), timeoutMs)));
  const ping = connection(url).ping().then((pong) => (pong === 'PONG' ? 'ok' : 'down'), () => 'down' as const);
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function closeRateLimitStore(): Promise<void> {
  limiters.clear();
  redis?.disconnect();
  redis = null;
}
