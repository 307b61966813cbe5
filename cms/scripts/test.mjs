#!/usr/bin/env node
/**
 * cms API tests against a really booted Strapi: compiled once, started on a temporary SQLite file
 * (or a throw-away schema of the PostgreSQL at DATABASE_URL), started a second time on the same
 * database to prove the seed adds nothing, then the tests in tests/*.test.ts run over HTTP, and beside them
 * 10 crash-safety cycles on a database of their own (lib/crash-cycles.mjs; `npm run crash-test` runs more).
 * With DATABASE_URL and TEST_REDIS_URL the tests also start two more cms processes on the same database and Redis
 * and prove they behave as one (tests/replicas.test.ts).
 * Writes { passed, failed, failures } to $TEST_RESULTS_FILE when set (failures: the failed tests' names).
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort, tapCounts, tapFailures } from '../../scripts/lib/server.mjs';
import { startMailCapture } from '../../scripts/lib/mail-capture.mjs';
import Redis from 'ioredis';
import sharp from 'sharp';
import { crashCounts, describeCrashRun, runCrashCycles } from './lib/crash-cycles.mjs';
import { bootCms, cmsDir, createTempDatabase, harnessEnv, prepareCms, startStripeForTests } from './lib/temp-cms.mjs';

/** Test files that start cms replicas of their own on the harness's PostgreSQL and Redis. */
const SHARED_STATE_TESTS = ['replicas.test.ts'];
/**
 * Test files CI runs once, in its PostgreSQL run (.ci/run sets CMS_SKIP_RUN_ONCE_TESTS=true for npm
 * test, whose cms run on SQLite then skips them; `npm test` alone runs them all):
 * - the files that use no harness at all: each test starts cms processes of its own on a SQLite file
 *   of its own (tempDatabase with sqliteOnly, REDIS_URL empty), so they run the same in either run;
 * - the files whose subject is the routes' answers to roles and to input, decided before a query
 *   is written for one engine or the other: every route for every role (the authorization matrix),
 *   generated hostile input for every route (fuzz), the second factor a role must have, the member
 *   data one account may read (the rate-limit stores themselves are tested in both runs:
 *   tests/send-limits.test.ts, tests/sign-in-limits.test.ts, tests/rate-limit-memory.test.ts);
 * - the files whose subject lies outside the database: a graceful shutdown, uploads to S3.
 * PostgreSQL is the run that keeps them: production's engine, with Redis.
 */
const RUN_ONCE_TESTS = [
  'logging.test.ts',
  'verified-accounts.test.ts',
  'first-start.test.ts',
  'authorization-matrix.test.ts',
  'fuzz.test.ts',
  'second-factor-required.test.ts',
  'read-limits.test.ts',
  'shutdown.test.ts',
  'uploads-s3.test.ts',
];
const skipRunOnce = process.env.CMS_SKIP_RUN_ONCE_TESTS === 'true';
/** Deletes this run's keys (rate limits expire by themselves; the background-job queue and its schedule would not). */
async function dropRedisKeys(url, prefix) {
  if (!url) return;
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch (err) {
    console.error(`could not delete the test keys in Redis: ${err.message}`);
  } finally {
    redis.disconnect();
  }
}

prepareCms();
const runId = `${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`;

/** A loopback SMTP server: every message the cms sends lands as an .eml file the tests read. */
const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gro-test-mail-'));
const smtpPort = await freePort();
const smtp = await startMailCapture({ dir: mailDir, port: smtpPort });
/** A loopback map tile server: plain coloured tiles, and a 404 for zoom levels 1 and 2 (an outage). */
const tileRequests = path.join(os.tmpdir(), `gro-test-tiles-${runId}.log`);
const tiles = http.createServer(async (req, res) => {
  const m = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(req.url ?? '');
  fs.appendFileSync(tileRequests, `${req.url}\n`);
  if (!m || Number(m[1]) <= 2) return res.writeHead(404).end();
  const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: { r: 200, g: (Number(m[2]) * 37) % 255, b: (Number(m[3]) * 53) % 255 } } }).png().toBuffer();
  res.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
});
const tilePort = await freePort();
await new Promise((resolve) => tiles.listen(tilePort, '127.0.0.1', resolve));
/** The multipart parser's folder: the tests check that no upload stays in it. */
const uploadTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gro-test-uploads-'));
const clockFile = path.join(os.tmpdir(), `gro-test-clock-${runId}`);
/** The SMS outbox of the cms under test (no Twilio keys): the reminder tests read the messages in it. */
const smsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gro-test-sms-'));
/** The web app the cms serves at `/`: the app's own index.html (its meta tags), so the tests need no web build. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'gro-test-web-'));
fs.copyFileSync(path.join(cmsDir, '..', 'web', 'index.html'), path.join(webDist, 'index.html'));
fs.writeFileSync(clockFile, '0');

const database = await createTempDatabase(runId);
const server = await harnessEnv({
  ...database.env,
  // Requests in the tests carry X-Forwarded-For, as a trusted proxy would send, so each test has its own client IP.
  TRUST_PROXY: 'true',
  PUBLIC_URL: 'http://gro.test',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtpPort),
  SMTP_SECURE: 'false',
  GRO_TEST_CLOCK_FILE: clockFile,
  SMS_OUTBOX_DIR: smsDir,
  MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
  CONTACT_EMAIL: 'staff@gro.test',
  UPLOAD_TMP_DIR: uploadTmp,
  WEB_DIST_DIR: webDist,
  REDIS_URL: process.env.TEST_REDIS_URL ?? '',
  REDIS_KEY_PREFIX: `gro-test:${runId}:`,
  // Low enough for tests/inbox.test.ts to reach both limits on notification streams.
  LIMIT_INBOX_STREAMS_PER_HOUR: '20/60',
  LIMIT_INBOX_STREAMS_PER_ADDRESS_PER_HOUR: '30/60',
  // No new-event notice leaves the shared cms (the files move its clock by days, and count the mail
  // their members get); tests/announcements.test.ts runs a cms of its own with the default delay.
  NEW_EVENT_NOTICE_DELAY_SECONDS: '100000000',
});
/**
 * The loopback Stripe of the tests (@gro/stripe-simulator, the cms's own default outside
 * production): the cms talks to it as to Stripe (STRIPE_SECRET_KEY + STRIPE_API_BASE) and it signs
 * and delivers its events to the cms's webhook. The tests drive it through its /_fake controls (STRIPE_FAKE_URL).
 */
const stripe = await startStripeForTests(server);

// Crash safety: the cms on a database of its own, killed with SIGKILL while writing (10 boots: about 2 min
// on SQLite, 4 to 5 on PostgreSQL). They run beside the test files, which keep one core waiting (one
// Strapi answering one test at a time). CMS_CRASH_CYCLES=0 skips them while working on other tests;
// CI and `npm test` run 10.
const crashCycles = process.env.CMS_CRASH_CYCLES === undefined ? 10 : Number(process.env.CMS_CRASH_CYCLES);
let crashRun = null;
function startCrashCycles() {
  console.log(`crash safety: ${crashCycles} SIGKILL cycles, beside the tests…`);
  const run = runCrashCycles({ cycles: crashCycles });
  run.catch(() => {}); // awaited (and counted) after the tests
  return run;
}

let log = '';
let counts = { passed: 0, failed: 1 };
let running;
try {
  console.log(`cms tests: ${database.db.client}${database.db.schema ? ` (schema ${database.db.schema})` : ''}, booting Strapi twice on one database…`);
  const t0 = Date.now();
  running = await bootCms(server, (s) => (log += s));
  const firstBoot = Date.now() - t0;
  await running.stop();
  const t1 = Date.now();
  running = await bootCms(server, (s) => (log += s));
  console.log(`Strapi ready: first boot ${(firstBoot / 1000).toFixed(1)} s (with seed), second ${((Date.now() - t1) / 1000).toFixed(1)} s`);

  // CMS_TESTS=a,b runs only the test files whose names contain one of the words (while working on them).
  const only = (process.env.CMS_TESTS ?? '').split(',').filter(Boolean);
  // Files about what several processes share (PostgreSQL, Redis) belong to the PostgreSQL run with
  // Redis (.ci/run's second run); on a SQLite file with counters in memory they have nothing to prove.
  const shared = database.db.client === 'postgres' && Boolean(server.env.REDIS_URL);
  const tests = fs
    .readdirSync(path.join(cmsDir, 'tests'))
    .filter((f) => f.endsWith('.test.ts') && (!only.length || only.some((w) => f.includes(w))))
    .filter((f) => shared || !SHARED_STATE_TESTS.includes(f))
    .filter((f) => !skipRunOnce || !RUN_ONCE_TESTS.includes(f))
    .map((f) => path.join('tests', f));
  // Without files `node --test` would look for tests of its own.
  if (!tests.length) throw new Error(`no test file selected${shared ? '' : ` (${SHARED_STATE_TESTS.join(', ')}: with DATABASE_URL and TEST_REDIS_URL only)`}`);
  const tapFile = path.join(os.tmpdir(), `gro-cms-tap-${runId}.txt`);
  if (crashCycles > 0) crashRun = startCrashCycles();
  // Asynchronous on purpose: this process also runs the SMTP server the cms sends to.
  const status = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      // One process for every file (tests/files.ts loads each in a suite of its own).
      ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=tap', `--test-reporter-destination=${tapFile}`, path.join('tests', 'files.ts')],
      { cwd: cmsDir, stdio: 'inherit', env: { ...server.env, GRO_TEST_FILES: JSON.stringify(tests), GRO_API_URL: server.baseUrl, GRO_TEST_DB: JSON.stringify(database.db), GRO_MAIL_DIR: mailDir, GRO_SMS_DIR: smsDir, GRO_TILE_LOG: tileRequests } },
    );
    child.on('exit', (code) => resolve(code ?? 1));
  });
  const tap = fs.existsSync(tapFile) ? fs.readFileSync(tapFile, 'utf8') : null;
  counts = tap === null ? { passed: 0, failed: 1 } : { ...tapCounts(tap), failures: tapFailures(tap) };
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  fs.rmSync(tapFile, { force: true });
} catch (err) {
  console.error(`\ncms tests could not run: ${err.message}\n--- Strapi output ---\n${log.slice(-6000)}`);
  counts = { passed: 0, failed: 1, failures: [`the tests could not run: ${err.message.split('\n')[0]}`] };
} finally {
  await running?.stop();
  await stripe.close();
  smtp.close(() => {});
  tiles.close();
  fs.rmSync(tileRequests, { force: true });
  fs.rmSync(mailDir, { recursive: true, force: true });
  fs.rmSync(uploadTmp, { recursive: true, force: true });
  fs.rmSync(clockFile, { force: true });
  fs.rmSync(webDist, { recursive: true, force: true });
  await database.drop();
  await dropRedisKeys(process.env.TEST_REDIS_URL, `gro-test:${runId}:`);
}

if (crashCycles > 0) {
  // Started here when the tests could not start.
  crashRun ??= startCrashCycles();
  let crashed;
  try {
    const crash = await crashRun;
    console.log(`\n${describeCrashRun(crash)}`);
    const c = crashCounts(crash, crashCycles);
    crashed = { ...c, failures: c.failed ? [`${describeCrashRun(crash).split('\n')[0]}${crash.problems.length ? `: ${crash.problems[0].split('\n')[0]}` : ''}`] : [] };
  } catch (err) {
    console.error(`\ncrash safety could not run: ${err.message}`);
    crashed = { passed: 0, failed: 1, failures: [`crash safety could not run: ${err.message.split('\n')[0]}`] };
  }
  counts = { passed: counts.passed + crashed.passed, failed: counts.failed + crashed.failed, failures: [...(counts.failures ?? []), ...crashed.failures] };
}

if (counts.failed) {
  const problems = log.split('\n').filter((l) => /\b(error|warn)\b/i.test(l)).slice(-40).join('\n');
  console.error(`--- Strapi errors and warnings ---\n${problems || '(none)'}\n--- last Strapi output ---\n${log.slice(-3000)}`);
}
if (counts.failures?.length) console.log(`\n✖ failed:\n${counts.failures.map((name) => `  ${name}`).join('\n')}`);
console.log(`cms: ${counts.passed} passed, ${counts.failed} failed`);
if (process.env.TEST_RESULTS_FILE) fs.writeFileSync(process.env.TEST_RESULTS_FILE, JSON.stringify(counts));
process.exit(counts.failed ? 1 : 0);
