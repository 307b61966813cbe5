import type { Core } from '@strapi/strapi';
import { backoffDelay, type JobSettings } from './settings';
import { describeJob } from './registry';

type Knex = Core.Strapi['db']['connection'];
type Log = Pick<Core.Strapi['log'], 'info' | 'warn' | 'error'>;
type Claimed = { id: number; kind: string; payload: unknown; attempts: number };

type NewJob = { kind: string; payload: unknown; runAt: number; dedupeKey?: string };

type DbQueueDeps = {
  /** The knex instance of the database (its schema on PostgreSQL). */
  knex: () => Knex;
  /** Writes queued jobs (through Strapi's query engine, so inside the caller's transaction when it has one). */
  insert: (jobs: NewJob[]) => Promise<void>;
  run: (kind: string, payload: unknown) => Promise<void>;
  log: Log;
  settings: JobSettings;
  workerId: string;
};

/**
 * The embedded queue: jobs are rows of the `jobs` table, worked in this process. A worker claims a
 * due job with one conditional UPDATE and counts the rows it changed, so of two workers (two
 * replicas on one PostgreSQL) only one gets it. A running job's lock is renewed while it runs; a
 * job whose process died keeps its 'running' status with a lock that expires, after which any
 * worker takes it again (at least once: an email whose sending was cut is sent again).
 */
export class DbQueue {
  private stopping = false;
  private loop: Promise<void> | null = null;
  private readonly running = new Map<number, Promise<void>>();
  private wakeUp: (() => void) | null = null;
  private woken = false;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(private readonly deps: DbQueueDeps) {}

  private table() {
    return this.deps.knex()('jobs');
  }

  async enqueue(...jobs: NewJob[]): Promise<void> {
    if (jobs.length) await this.deps.insert(jobs);
  }

  /** Starts the polling loop (JOBS_POLL_MS, and at once after `wake()`). */
  start(): void {
    if (this.loop) return;
    this.stopping = false;
    const { lockMs } = this.deps.settings;
    this.heartbeat = setInterval(() => void this.renewLocks(), Math.max(50, Math.floor(lockMs / 3)));
    this.heartbeat.unref();
    this.loop = this.work();
  }

  /** Looks for due jobs now rather than at the next poll (also when it comes while the worker is busy claiming). */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Takes no new job; waits for the running ones until `timeoutMs`. Jobs cut off stay locked and are taken again after their lock expires. */
  async stop(timeoutMs: number): Promise<number> {
    this.stopping = true;
    this.wake();
    await this.loop;
    this.loop = null;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
    await Promise.race([Promise.allSettled([...this.running.values()]), late]).finally(() => clearTimeout(timer));
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    return this.running.size;
  }

  private async work(): Promise<void> {
    const { concurrency, pollMs } = this.deps.settings;
    while (!this.stopping) {
      let claimed = 0;
      if (this.running.size < concurrency) {
        try {
          claimed = await this.claimAndStart(concurrency - this.running.size);
        } catch (err) {
          this.deps.log.warn(`Background jobs: could not read the queue: ${(err as Error).message}`);
        }
      }
      if (this.stopping) break;
      if (claimed === 0 || this.running.size >= concurrency) await this.sleep(pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      // Called by the timer or by wake(), both after `timer` is set.
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }

  /** Due: queued and its time has come, or running under a lock that expired (its worker died). */
  private due(q: ReturnType<DbQueue['table']>, t: number) {
    return q.where((w) => w.where('status', 'queued').andWhere('run_at', '<=', t)).orWhere((w) => w.where('status', 'running').andWhere('locked_until', '<', t));
  }

  private async claimAndStart(room: number): Promise<number> {
    const t = Date.now();
    const candidates: Claimed[] = await this.due(this.table().select('id', 'kind', 'payload', 'attempts'), t)
      .orderBy([{ column: 'run_at' }, { column: 'id' }])
      .limit(room);
    let claimed = 0;
    for (const job of candidates) {
      const count = await this.due(this.table().where('id', job.id), t).update({
        status: 'running',
        locked_until: t + this.deps.settings.lockMs,
        locked_by: this.deps.workerId,
        attempts: Number(job.attempts ?? 0) + 1,
      });
      if (Number(count) !== 1) continue;
      claimed += 1;
      const claimedJob = { ...job, id: Number(job.id), attempts: Number(job.attempts ?? 0) + 1, payload: parsePayload(job.payload) };
      const run = this.runOne(claimedJob).finally(() => {
        this.running.delete(claimedJob.id);
        this.wake();
      });
      this.running.set(claimedJob.id, run);
    }
    return claimed;
  }

  private async runOne(job: Claimed): Promise<void> {
    const { settings, log, workerId } = this.deps;
    const mine = () => this.table().where({ id: job.id, locked_by: workerId, status: 'running' });
    const what = describeJob(job.kind, job.payload);
    try {
      await this.deps.run(job.kind, job.payload);
    } catch (err) {
      const message = (err as Error)?.message ?? String(err);
      try {
        if (job.attempts >= settings.maxAttempts) {
          await mine().update({ status: 'failed', locked_until: null, last_error: message.slice(0, 2000) });
          log.error(`Background job ${job.id} (${what}) failed after ${job.attempts} attempt(s): ${message}`);
        } else {
          const delay = backoffDelay(job.attempts, settings.backoffMs);
          await mine().update({ status: 'queued', locked_until: null, run_at: Date.now() + delay, last_error: message.slice(0, 2000) });
          log.warn(`Background job ${job.id} (${what}) attempt ${job.attempts} failed, retrying in ${delay} ms: ${message}`);
        }
      } catch (writeErr) {
        log.error(`Background job ${job.id} (${what}): could not record its failure: ${(writeErr as Error).message}`);
      }
      return;
    }
    try {
      // A sent email's body (a reset link, say) is not kept once it has gone.
      await mine().update({ status: 'done', locked_until: null, payload: null });
    } catch (err) {
      log.error(`Background job ${job.id} (${what}) ran but could not be marked done: ${(err as Error).message}`);
    }
  }

  /** Keeps the locks of the jobs this worker runs from expiring while they run. */
  private async renewLocks(): Promise<void> {
    if (this.running.size === 0) return;
    try {
      await this.table()
        .whereIn('id', [...this.running.keys()])
        .andWhere({ locked_by: this.deps.workerId, status: 'running' })
        .update({ locked_until: Date.now() + this.deps.settings.lockMs });
    } catch (err) {
      this.deps.log.warn(`Background jobs: could not renew the locks of running jobs: ${(err as Error).message}`);
    }
  }

  /** Queued or running jobs (for /api/health). */
  async pending(): Promise<number> {
    const [row] = await this.table().whereIn('status', ['queued', 'running']).count({ n: 'id' });
    return Number((row as { n: number | string }).n);
  }
}

/** SQLite hands a JSON column back as text, PostgreSQL as a value. */
function parsePayload(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
