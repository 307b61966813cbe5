import Redis from 'ioredis';
import { Queue, Worker } from 'bullmq';
import type { Core } from '@strapi/strapi';
import { describeJob, scheduledJobs } from './registry';
import type { JobSettings } from './settings';

type Log = Pick<Core.Strapi['log'], 'info' | 'warn' | 'error'>;

const QUEUE_NAME = 'gro-jobs';
const ENQUEUE_TIMEOUT_MS = 3_000;
/** A Redis that stays away is reported once a minute, not at every reconnection attempt. */
const REPEAT_WARNING_MS = 60_000;

/**
 * Jobs on Redis (REDIS_URL) with BullMQ: every replica runs a worker, and BullMQ hands each job to
 * one of them; a failed attempt is retried with exponential back-off; a job whose worker died
 * (its lock not renewed for JOBS_LOCK_MS) is taken again by another. Scheduled work is a BullMQ
 * job scheduler, so each period runs once whatever the number of replicas.
 */
export class BullQueue {
  private readonly queue: Queue;
  private readonly worker: Worker;
  private readonly connections: Redis[] = [];
  private readonly producer: Redis;

  constructor(
    private readonly settings: JobSettings,
    run: (kind: string, payload: unknown) => Promise<void>,
    private readonly log: Log,
  ) {
    const prefix = `${settings.redisPrefix}bull`;
    // The producer fails at once while Redis is unreachable (the caller then queues in the database);
    // the worker's blocking connection waits and reconnects, as BullMQ requires.
    const producer = this.connect({ enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    this.producer = producer;
    const consumer = this.connect({ maxRetriesPerRequest: null });
    this.queue = new Queue(QUEUE_NAME, {
      connection: producer,
      prefix,
      defaultJobOptions: {
        attempts: settings.maxAttempts,
        backoff: { type: 'exponential', delay: settings.backoffMs },
        // A sent email's body (a reset link, say) is not kept once it has gone.
        removeOnComplete: true,
        removeOnFail: { age: 30 * 24 * 60 * 60 },
      },
    });
    this.queue.on('error', (err) => this.warn(`Background jobs (Redis): ${err.message}`));
    this.worker = new Worker(QUEUE_NAME, (job) => run(job.name, job.data), {
      connection: consumer,
      prefix,
      concurrency: settings.concurrency,
      lockDuration: settings.lockMs,
      stalledInterval: Math.max(1_000, Math.floor(settings.lockMs / 2)),
      maxStalledCount: settings.maxAttempts,
      autorun: false,
    });
    this.worker.on('error', (err) => this.warn(`Background jobs (Redis worker): ${err.message}`));
    this.worker.on('failed', (job, err) => {
      if (!job) return;
      const what = describeJob(job.name, job.data);
      if (job.attemptsMade >= settings.maxAttempts) this.log.error(`Background job ${job.id} (${what}) failed after ${job.attemptsMade} attempt(s): ${err.message}`);
      else this.log.warn(`Background job ${job.id} (${what}) attempt ${job.attemptsMade} failed, retried with back-off: ${err.message}`);
    });
  }

  private readonly warned = new Map<string, number>();

  private warn(message: string): void {
    const last = this.warned.get(message) ?? 0;
    if (Date.now() - last < REPEAT_WARNING_MS) return;
    this.warned.set(message, Date.now());
    this.log.warn(message);
  }

  private connect(options: { enableOfflineQueue?: boolean; maxRetriesPerRequest: number | null }): Redis {
    const redis = new Redis(this.settings.redisUrl, { ...options, lazyConnect: false });
    // Without a listener ioredis reports every failed connection attempt as an unhandled error.
    redis.on('error', () => {});
    this.connections.push(redis);
    return redis;
  }

  /**
   * Adds the job; rejects at once while Redis is not connected, and after ENQUEUE_TIMEOUT_MS when it
   * stops answering (BullMQ itself would wait for the connection), so the caller can queue in the
   * database instead of hanging a request.
   */
  async enqueue(kind: string, payload: unknown, delayMs = 0): Promise<void> {
    if (this.producer.status !== 'ready') throw new Error(`Redis is ${this.producer.status}`);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ENQUEUE_TIMEOUT_MS} ms`)), ENQUEUE_TIMEOUT_MS)));
    await Promise.race([this.queue.add(kind, payload, delayMs > 0 ? { delay: delayMs } : undefined), late]).finally(() => clearTimeout(timer));
  }

  /** Whether Redis answered within `timeoutMs`. */
  private async ready(timeoutMs: number): Promise<boolean> {
    if (this.producer.status === 'ready') return true;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const up = new Promise<boolean>((resolve) => this.producer.once('ready', () => resolve(true)));
    return Promise.race([up, late]).finally(() => clearTimeout(timer));
  }

  /**
   * Starts the worker (it connects whenever Redis can be reached) and upserts the schedules.
   * Resolves false when Redis cannot be reached now: the caller then schedules in the database.
   */
  async start(timeoutMs: number): Promise<boolean> {
    void this.worker.run().catch((err: Error) => this.log.error(`Background jobs (Redis worker) stopped: ${err.message}`));
    try {
      if (!(await this.ready(timeoutMs))) throw new Error(`no answer within ${timeoutMs} ms`);
      for (const s of scheduledJobs()) await this.queue.upsertJobScheduler(s.kind, { every: s.everyMs }, { name: s.kind, data: {} });
      return true;
    } catch (err) {
      this.log.warn(`Background jobs: Redis is unreachable (${(err as Error).message}); jobs are queued in the database until it answers`);
      return false;
    }
  }

  /** Lets the running jobs finish (until `timeoutMs`), then closes the worker, the queue and the connections. */
  async stop(timeoutMs: number): Promise<void> {
    if (this.producer.status !== 'ready') {
      // Redis is away: nothing runs on it; waiting for it would only delay the exit.
      await this.worker.close(true).catch(() => {});
      for (const c of this.connections) c.disconnect();
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
    const closed = await Promise.race([this.worker.close().then(() => 'closed' as const), late]).finally(() => clearTimeout(timer));
    if (closed === 'late') {
      this.log.warn('Background jobs: running jobs cut off at shutdown are taken again once their lock expires');
      await this.worker.close(true).catch(() => {});
    }
    await this.queue.close().catch(() => {});
    for (const c of this.connections) c.disconnect();
  }

  async pending(): Promise<number> {
    const counts = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
    return Object.values(counts).reduce((a, b) => a + b, 0);
  }
}
