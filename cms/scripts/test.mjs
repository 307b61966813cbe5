#!/usr/bin/env node
/**
 * cms API tests against a really booted Strapi: compiled once, started on a temporary SQLite file
 * (or a throw-away schema of the PostgreSQL at DATABASE_URL), started a second time on the same
 * database to prove the seed adds nothing, then the tests in tests/*.test.ts run over HTTP.
 * Writes { passed, failed } to $TEST_RESULTS_FILE when set.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
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

/** A loopback SMTP server: every message the cms sends lands as an .eml file the tests read. */
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gro-test-mail-'));
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      const file = path.join(mailDir, `${Date.now()}-${crypto.randomBytes(3).toString('hex')}.eml`);
      fs.writeFileSync(file, Buffer.concat(chunks));
      callback();
    });
  },
});
const smtpPort = await freePort();
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
const clockFile = path.join(os.tmpdir(), `gro-test-clock-${runId}`);
fs.writeFileSync(clockFile, '0');

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
  // Requests in the tests carry X-Forwarded-For, as a trusted proxy would send, so each test has its own client IP.
  TRUST_PROXY: 'true',
  PUBLIC_URL: 'http://gro.test',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtpPort),
  SMTP_SECURE: 'false',
  GRO_TEST_CLOCK_FILE: clockFile,
  REDIS_URL: process.env.TEST_REDIS_URL ?? '',
  REDIS_KEY_PREFIX: `gro-test:${runId}:`,
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
  // Asynchronous on purpose: this process also runs the SMTP server the cms sends to.
  const status = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tapFile}`, ...tests],
      { cwd: cmsDir, stdio: 'inherit', env: { ...env, GRO_API_URL: baseUrl, GRO_TEST_DB: JSON.stringify(db), GRO_MAIL_DIR: mailDir } },
    );
    child.on('exit', (code) => resolve(code ?? 1));
  });
  counts = fs.existsSync(tapFile) ? tapCounts(fs.readFileSync(tapFile, 'utf8')) : { passed: 0, failed: 1 };
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  fs.rmSync(tapFile, { force: true });
} catch (err) {
  console.error(`\ncms tests could not run: ${err.message}\n--- Strapi output ---\n${log.slice(-6000)}`);
} finally {
  await server?.stop();
  smtp.close(() => {});
  fs.rmSync(mailDir, { recursive: true, force: true });
  fs.rmSync(clockFile, { force: true });
  if (db.client === 'postgres') await withPg((c) => c.query(`DROP SCHEMA IF EXISTS "${db.schema}" CASCADE`)).catch(() => {});
  else for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(db.filename + suffix, { force: true });
}

if (counts.failed) {
  const problems = log.split('\n').filter((l) => /\b(error|warn)\b/i.test(l)).slice(-40).join('\n');
  console.error(`--- Strapi errors and warnings ---\n${problems || '(none)'}\n--- last Strapi output ---\n${log.slice(-3000)}`);
}
console.log(`cms: ${counts.passed} passed, ${counts.failed} failed`);
if (process.env.TEST_RESULTS_FILE) fs.writeFileSync(process.env.TEST_RESULTS_FILE, JSON.stringify(counts));
process.exit(counts.failed ? 1 : 0);
