import { spawn, type ChildProcess } from 'node:child_process';
import { after, before } from 'node:test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../scripts/lib/server.mjs';
import type { DbInfo } from './helpers';

/**
 * For the test files that start a cms process of their own (the compiled cms, `strapi start`):
 * a database of their own on the harness's (a SQLite file, or a schema of its PostgreSQL), the
 * production environment, the start that waits for /_health, and the stop.
 */
export { freePort };
export const cmsDir = path.join(__dirname, '..');
export const strapiBin = path.join(cmsDir, '..', 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
/** The harness's database (cms/scripts/test.mjs sets GRO_TEST_DB). */
export const harnessDb = JSON.parse(process.env.GRO_TEST_DB ?? '{"client":"sqlite"}') as { client: string; url?: string; schema?: string };

export async function withPg(fn: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: harnessDb.url });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

type TempDatabase = {
  /** The SQLite file (used when the harness is on SQLite, or always with `sqliteOnly`). */
  file: string;
  /** The PostgreSQL schema, or null when this database is a SQLite file. */
  schema: string | null;
  /** The DATABASE_* variables of a cms on it. */
  env: Record<string, string>;
  create: () => Promise<void>;
  drop: () => Promise<void>;
};

/** A database of the test's own, named after `name`: a schema of the harness's PostgreSQL, or a temporary SQLite file. */
export function tempDatabase(name: string, { sqliteOnly = false } = {}): TempDatabase {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const file = path.join(os.tmpdir(), `gro-${name}-${runId}.db`);
  const schema = !sqliteOnly && harnessDb.client === 'postgres' ? `gro_${name.replace(/-/g, '_')}_${runId}` : null;
  return {
    file,
    schema,
    env: schema
      ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: harnessDb.url!, DATABASE_SCHEMA: schema }
      : { DATABASE_CLIENT: 'sqlite', DATABASE_URL: '', DATABASE_FILENAME: file },
    create: async () => {
      if (schema) await withPg((c) => c.query(`CREATE SCHEMA "${schema}"`));
    },
    drop: async () => {
      if (schema) await withPg((c) => c.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
      for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
    },
  };
}

/** A production cms's environment on that database: no Redis, no demo data, no admin panel, no Stripe; then `vars`. */
export function productionEnv(port: number, database: TempDatabase, vars: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...database.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    REDIS_URL: '',
    DEMO_DATA: 'false',
    SERVE_ADMIN_PANEL: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    // No payment keys: production has no built-in Stripe simulator to fall back on.
    STRIPE_SECRET_KEY: '',
    ...vars,
  };
}

type Exit = { code: number | null; signal: string | null; at: number };
export type Cms = { child: ChildProcess; port: number; base: string; output: () => string; exit: Promise<Exit>; ready: boolean };

type StartOptions = {
  /** How the process is called in errors. */
  name?: string;
  /** How long it may take to answer. */
  timeoutMs?: number;
  /** Which /_health status counts as started. */
  healthy?: (status: number) => boolean;
  /** Resolve with `ready: false` when it exits before answering, instead of rejecting. */
  exitIsAnswer?: boolean;
};

/** `strapi start` with `envOf(port)` on a free port; resolves once /_health answers. */
export async function startCms(envOf: (port: number) => NodeJS.ProcessEnv, options: StartOptions = {}): Promise<Cms> {
  const { name = 'the cms', timeoutMs = 120_000, healthy = (status) => status === 204, exitIsAnswer = false } = options;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [strapiBin, 'start'], { cwd: cmsDir, env: envOf(port), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exit = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
  const cms: Cms = { child, port, base, output: () => output, exit, ready: false };
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (!running(cms)) {
      if (exitIsAnswer) return cms;
      throw new Error(`${name} exited:\n${output.slice(-3000)}`);
    }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer:\n${output.slice(-3000)}`);
    }
    if (await fetch(`${base}/_health`).then((r) => healthy(r.status), () => false)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  cms.ready = true;
  return cms;
}

/**
 * A test cms of a file's own with the harness's whole environment (its demo data, SMTP, Stripe and
 * clock) but `vars` and a database and Redis key prefix of its own; started before the file's
 * tests, stopped and its database dropped after them.
 */
export function ownCmsForFile(name: string, vars: Record<string, string>): { current: () => Cms; db: DbInfo } {
  const runId = `${process.pid}_${Date.now().toString(36)}`;
  const database = tempDatabase(name);
  let cms: Cms | undefined;
  before(async () => {
    await database.create();
    cms = await startCms(
      (port) => ({ ...process.env, ...database.env, HOST: '127.0.0.1', PORT: String(port), REDIS_KEY_PREFIX: `gro-${name}:${runId}:`, ...vars }),
      { name: `the ${name} cms`, timeoutMs: 240_000 },
    );
  });
  after(async () => {
    await stopCms(cms);
    await database.drop();
  });
  return {
    current: () => {
      if (!cms) throw new Error(`the ${name} cms has not started`);
      return cms;
    },
    db: database.schema ? { client: 'postgres', url: harnessDb.url!, schema: database.schema } : { client: 'sqlite', filename: database.file },
  };
}

const running = (cms: Cms) => cms.child.exitCode === null && cms.child.signalCode === null;

/** SIGTERM, then SIGKILL after `graceMs`; resolves when it has exited. */
export async function stopCms(cms: Cms | undefined, graceMs = 10_000): Promise<void> {
  if (!cms || !running(cms)) return;
  cms.child.kill('SIGTERM');
  const timer = setTimeout(() => cms.child.kill('SIGKILL'), graceMs);
  await cms.exit;
  clearTimeout(timer);
}

/** SIGKILL, if it still runs. */
export function killCms(cms: Cms | undefined) {
  if (cms && running(cms)) cms.child.kill('SIGKILL');
}

/** Runs a command to its end; answers its exit code and output. */
export function run(args: string[], env: NodeJS.ProcessEnv, cwd = cmsDir): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}
