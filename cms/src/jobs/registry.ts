import type { Core } from '@strapi/strapi';

/**
 * Every kind of background job and its payload. Each module that registers a kind adds it here by
 * declaration merging, next to its registration:
 *
 *   declare module '../../jobs/registry' { interface JobPayloads { 'referrals.remind': Record<string, never> } }
 *
 * The kinds are stored with the queued jobs (and Redis's schedulers): never rename one in use.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface JobPayloads {}
export type JobKind = keyof JobPayloads & string;

/** What a module registers for one kind of job. */
type JobDefinition<K extends JobKind> = {
  /** Runs one job; a thrown error is a failed attempt (retried with back-off). */
  run: (strapi: Core.Strapi, payload: JobPayloads[K]) => Promise<unknown>;
  /** Queued once per period across every replica (with an empty payload). */
  everyMs?: number;
  /** The payload as it is stored (an email's subject on one line); as given when absent. */
  store?: (payload: JobPayloads[K]) => JobPayloads[K];
  /** How a job is named in logs, without what logs must not hold (a mail's body, a whole phone number); the kind when absent. */
  describe?: (payload: Partial<JobPayloads[K]>) => string;
};

type AnyDefinition = {
  run: (strapi: Core.Strapi, payload: unknown) => Promise<unknown>;
  everyMs?: number;
  store?: (payload: unknown) => unknown;
  describe?: (payload: Partial<unknown>) => string;
};

const registry = new Map<string, AnyDefinition>();

/**
 * Registers a kind of job: each domain module registers its own when the app loads it (src/index.ts
 * imports them), before the workers start. The queue imports nothing above it: it runs what was
 * registered here.
 */
export function registerJob<K extends JobKind>(kind: K, definition: JobDefinition<K>): void {
  const existing = registry.get(kind);
  if (existing && existing.run !== definition.run) throw new Error(`Background jobs: the kind "${kind}" is registered twice`);
  registry.set(kind, definition as unknown as AnyDefinition);
}

/** Work that is repeated on a schedule, once per period across every replica. */
export function scheduledJobs(): { kind: string; everyMs: number }[] {
  return [...registry].flatMap(([kind, d]) => (d.everyMs ? [{ kind, everyMs: d.everyMs }] : []));
}

/** A job's payload as it is stored. */
export function storedPayload<K extends JobKind>(kind: K, payload: JobPayloads[K]): JobPayloads[K] {
  const store = registry.get(kind)?.store;
  return store ? (store(payload) as JobPayloads[K]) : payload;
}

/** Runs one job; a thrown error is a failed attempt (retried with back-off), an unknown kind too. */
export async function runJob(strapi: Core.Strapi, kind: string, payload: unknown): Promise<void> {
  const definition = registry.get(kind);
  if (!definition) throw new Error(`unknown job kind "${kind}"`);
  await definition.run(strapi, payload);
}

/** How a job is named in logs. */
export function describeJob(kind: string, payload: unknown): string {
  const describe = registry.get(kind)?.describe;
  return describe && payload && typeof payload === 'object' ? describe(payload) : kind;
}
