#!/usr/bin/env node
/**
 * cms API tests against a really booted Strapi: compiled once, started on a temporary SQLite file
 * (or a throw-away schema of the PostgreSQL at DATABASE_URL), started a second time on the same
 * database to prove the seed adds nothing, then the tests in tests/*.test.ts run over HTTP.
 * Writes { passed, failed } to $TEST_RESULTS_FILE when set.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT, bin, ensureBuilt } from '../../scripts/lib/build.mjs';
import { ensureCmsSecrets } from '../../scripts/lib/env.mjs';
import { freePort, startServer, tapCounts } from '../../scripts/lib/server.mjs';

const cmsDir = path.join(ROOT, 'cms');
ensureBuilt({ web: false, admin: false });
ensureCmsSecrets(cmsDir);
fs.mkdirSync(path.join(cmsDir, 'public', 'uploads'), { recursive: true });

const pgUrl = process.env.DATABASE_URL;
const runId = `${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;
const db = pgUrl
  ? { client: 'postgres', url: pgUrl, schema: `gro_test_${runId}` }
  : { client: 'sqlite', filename: path.join(os.tmpdir(), `gro-test-${runId}.db`) };

async function withPg(fn) {
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  STRAPI_TELEMETRY_DISABLED: 'true',
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: String(port),
  SERVE_ADMIN_PANEL: 'false',
  DEMO_DATA: 'true',
  SEED_ADMIN_PASSWORD: 'Admin-pass-for-tests-1',
  SEED_MEMBER_PASSWORD: 'Member-pass-for-tests-1',
  ...(db.client === 'postgres'
    ? { DATABASE_CLIENT: 'postgres', DATABASE_URL: db.url, DATABASE_SCHEMA: db.schema }
    : { DATABASE_CLIENT: 'sqlite', DATABASE_URL: '', DATABASE_FILENAME: db.filename }),
};

let log = '';
const boot = () =>
  startServer({ cmd: bin('strapi'), args: ['start'], cwd: cmsDir, env, readyUrl: `${baseUrl}/_health`, log: (s) => (log += s) });

let counts = { passed: 0, failed: 1 };
let server;
try {
  if (db.client === 'postgres') await withPg((c) => c.query(`CREATE SCHEMA "${db.schema}"`));
  console.log(`cms tests: ${db.client}${db.schema ? ` (schema ${db.schema})` : ''}, booting Strapi twice on one database…`);
  const t0 = Date.now();
  server = await boot();
  const firstBoot = Date.now() - t0;
  await server.stop();
  const t1 = Date.now();
  server = await boot();
  console.log(`Strapi ready: first boot ${(firstBoot / 1000).toFixed(1)} s (with seed), second ${((Date.now() - t1) / 1000).toFixed(1)} s`);

  const tests = fs.readdirSync(path.join(cmsDir, 'tests')).filter((f) => f.endsWith('.test.ts')).map((f) => path.join('tests', f));
  const tapFile = path.join(os.tmpdir(), `gro-cms-tap-${runId}.txt`);
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tapFile}`, ...tests],
    {
      cwd: cmsDir,
      stdio: 'inherit',
      env: { ...env, GRO_API_URL: baseUrl, GRO_TEST_DB: JSON.stringify(db) },
    },
  );
  counts = fs.existsSync(tapFile) ? tapCounts(fs.readFileSync(tapFile, 'utf8')) : { passed: 0, failed: 1 };
  if (res.status !== 0 && counts.failed === 0) counts.failed = 1;
  fs.rmSync(tapFile, { force: true });
} catch (err) {
  console.error(`\ncms tests could not run: ${err.message}\n--- Strapi output ---\n${log.slice(-6000)}`);
} finally {
  await server?.stop();
  if (db.client === 'postgres') await withPg((c) => c.query(`DROP SCHEMA IF EXISTS "${db.schema}" CASCADE`)).catch(() => {});
  else for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(db.filename + suffix, { force: true });
}

if (counts.failed) console.error(`--- last Strapi output ---\n${log.slice(-3000)}`);
console.log(`cms: ${counts.passed} passed, ${counts.failed} failed`);
if (process.env.TEST_RESULTS_FILE) fs.writeFileSync(process.env.TEST_RESULTS_FILE, JSON.stringify(counts));
process.exit(counts.failed ? 1 : 0);
