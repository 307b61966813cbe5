/**
 * How background jobs run, read once from the environment (see .env.example, "Background jobs").
 * JOBS_LOCK_MS is how long a running job stays claimed without a heartbeat: after a crash, another
 * worker (or this one, restarted) takes the job again once it has passed.
 */
export type JobSettings = {
  /** false (JOBS_WORKER=false): the process queues jobs but works none (the maintenance scripts). */
  worker: boolean;
  concurrency: number;
  pollMs: number;
  lockMs: number;
  maxAttempts: number;
  backoffMs: number;
  redisUrl: string;
  redisPrefix: string;
};

function positive(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function jobSettings(env: NodeJS.ProcessEnv = process.env): JobSettings {
  return {
    worker: env.JOBS_WORKER?.trim().toLowerCase() !== 'false',
    concurrency: positive('JOBS_CONCURRENCY', 10, env),
    pollMs: positive('JOBS_POLL_MS', 1_000, env),
    lockMs: positive('JOBS_LOCK_MS', 60_000, env),
    maxAttempts: positive('JOBS_MAX_ATTEMPTS', 5, env),
    backoffMs: positive('JOBS_BACKOFF_MS', 30_000, env),
    redisUrl: env.REDIS_URL ?? '',
    redisPrefix: (env.REDIS_KEY_PREFIX || 'gro:').replace(/:?$/, ':'),
  };
}

/** The wait before attempt `attempt + 1` once attempt `attempt` (1-based) failed: base, 2×base, 4×base… (as BullMQ's exponential back-off). */
export function backoffDelay(attempt: number, baseMs: number): number {
  return baseMs * 2 ** Math.max(0, attempt - 1);
}
