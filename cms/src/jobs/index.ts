import crypto from 'node:crypto';
import os from 'node:os';
import type { Core } from '@strapi/strapi';
import { BullQueue } from './bullmq-queue';
import { DbQueue } from './db-queue';
import { runJob, scheduledJobs, storedPayload, type JobKind, type JobPayloads } from './registry';
import { jobSettings } from './settings';

export { registerJob } from './registry';

/**
 * Background jobs: emails and scheduled work run out of the request. The queue is a table of the
 * database, worked in this process (the embedded default); with REDIS_URL, BullMQ on Redis, with the
 * table still worked as the fallback while Redis is unreachable and for jobs queued inside a
 * database transaction (they commit, or roll back, with the caller's writes). What each kind of job
 * does is registered by the module that owns it (./registry): the queue imports nothing above it.
 */
const JOB = 'api::job.job';
const REDIS_START_TIMEOUT_MS = 3_000;
const SCHEDULE_CHECK_MS = 60 * 60 * 1000;

let dbQueue: DbQueue | null = null;
let bullQueue: BullQueue | null = null;
let scheduleTimer: NodeJS.Timeout | null = null;

function database(strapi: Core.Strapi): DbQueue {
  dbQueue ??= new DbQueue({
    knex: () => strapi.db.connection,
    insert: async (jobs) => {
      const rows = jobs.map((job) => ({ kind: job.kind, payload: job.payload, status: 'queued', attempts: 0, runAt: job.runAt, dedupeKey: job.dedupeKey ?? null }));
      if (rows.length === 1) await strapi.db.query(JOB).create({ data: rows[0] });
      else await strapi.db.query(JOB).createMany({ data: rows });
    },
    run: (kind, payload) => runJob(strapi, kind, payload),
    log: strapi.log,
    settings: jobSettings(),
    workerId: `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`.slice(0, 80),
  });
  return dbQueue;
}

/**
 * Queues a job and returns once it is stored (in Redis, or in the database: inside the caller's
 * transaction when there is one). `delayMs` holds it back that long (mail sent in bulk goes out at
 * a steady pace, and jobs queued meanwhile run before the ones not yet due).
 */
export async function enqueueJob<K extends JobKind>(strapi: Core.Strapi, kind: K, given: JobPayloads[K], { delayMs = 0 }: { delayMs?: number } = {}): Promise<void> {
  const payload = storedPayload(kind, given);
  const inTransaction = strapi.db.inTransaction();
  if (bullQueue && !inTransaction) {
    try {
      await bullQueue.enqueue(kind, payload, delayMs);
      return;
    } catch (err) {
      strapi.log.warn(`Background jobs: Redis refused a job (${(err as Error).message}); it is queued in the database`);
    }
  }
  const queue = database(strapi);
  await queue.enqueue({ kind, payload, runAt: Date.now() + delayMs });
  // The worker sees the row once it is committed.
  if (inTransaction) await strapi.db.transaction(async ({ onCommit }) => onCommit(() => queue.wake()));
  else queue.wake();
}

/**
 * Queues many jobs of one kind at once (each with its own delay): in one statement a few hundred at
 * a time in the database queue (inside the caller's transaction when there is one), else one by
 * one on Redis. For bulk work such as an import's invitations.
 */
export async function enqueueJobs<K extends JobKind>(strapi: Core.Strapi, kind: K, jobs: { payload: JobPayloads[K]; delayMs?: number }[]): Promise<void> {
  if (jobs.length === 0) return;
  if (bullQueue && !strapi.db.inTransaction()) {
    for (const job of jobs) await enqueueJob(strapi, kind, job.payload, { delayMs: job.delayMs });
    return;
  }
  const queue = database(strapi);
  const t = Date.now();
  for (let i = 0; i < jobs.length; i += 500) await queue.enqueue(...jobs.slice(i, i + 500).map((job) => ({ kind, payload: storedPayload(kind, job.payload), runAt: t + (job.delayMs ?? 0) })));
  if (strapi.db.inTransaction()) await strapi.db.transaction(async ({ onCommit }) => onCommit(() => queue.wake()));
  else queue.wake();
}

/** Queues each scheduled job once per period: the period's key is unique, so of several replicas one queues it. */
async function scheduleInDatabase(strapi: Core.Strapi): Promise<void> {
  const t = Date.now();
  for (const s of scheduledJobs()) {
    const dedupeKey = `${s.kind}:${Math.floor(t / s.everyMs)}`;
    try {
      const existing = await strapi.db.query(JOB).findOne({ where: { dedupeKey }, select: ['id'] });
      if (!existing) await database(strapi).enqueue({ kind: s.kind, payload: {}, runAt: t, dedupeKey });
    } catch (err) {
      // Another replica queued it at the same moment (the unique index), or the database is away: the next check tries again.
      const again = await strapi.db.query(JOB).findOne({ where: { dedupeKey }, select: ['id'] }).catch(() => null);
      if (!again) strapi.log.warn(`Background jobs: could not schedule ${s.kind}: ${(err as Error).message}`);
    }
  }
}

/**
 * Starts the workers (at bootstrap, before anything can queue a job). A process without workers
 * (JOBS_WORKER=false: a maintenance script) queues its jobs in the database, for the server's.
 */
export async function startJobs(strapi: Core.Strapi): Promise<void> {
  const settings = jobSettings();
  if (!settings.worker) return;
  database(strapi).start();
  let scheduledOnRedis = false;
  if (settings.redisUrl) {
    bullQueue = new BullQueue(settings, (kind, payload) => runJob(strapi, kind, payload), strapi.log);
    scheduledOnRedis = await bullQueue.start(REDIS_START_TIMEOUT_MS);
  }
  if (!scheduledOnRedis) {
    await scheduleInDatabase(strapi);
    scheduleTimer = setInterval(() => void scheduleInDatabase(strapi), Math.min(SCHEDULE_CHECK_MS, ...scheduledJobs().map((s) => s.everyMs)));
    scheduleTimer.unref();
  }
}

/** Takes no new job and lets the running ones finish within `timeoutMs` (graceful shutdown). */
export async function stopJobs(log: Core.Strapi['log'], timeoutMs: number): Promise<void> {
  if (scheduleTimer) clearInterval(scheduleTimer);
  scheduleTimer = null;
  const started = Date.now();
  const [cut] = await Promise.all([dbQueue?.stop(timeoutMs) ?? 0, bullQueue?.stop(timeoutMs)]);
  if (cut > 0) log.warn(`Shutting down: ${cut} background job(s) still running are taken again once their lock expires`);
  else log.info(`Shutting down: background jobs stopped (${Date.now() - started} ms)`);
  dbQueue = null;
  bullQueue = null;
}
