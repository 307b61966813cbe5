// Crash safety: the cms is booted on its own temporary database, written to, killed with SIGKILL at a
// random moment, and restarted; after every restart the database must pass its integrity checks and
// hold every write that was acknowledged with a 2xx. Used by `npm run crash-test` and the cms suite.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkDatabase } from './crash-checks.mjs';
import { createLedger, seededRandom, startWriters } from './crash-writes.mjs';
import { connect } from './sql-client.mjs';
import { bootCms, createTempDatabase, harnessEnv } from './temp-cms.mjs';

const WRITERS = 6;
/**
 * The kill comes this long (ms, chosen at random per cycle) after the cycle's first acknowledged
 * write, so every cycle kills a server that is really writing, however slow the machine (on a busy
 * one the first sign-up can take seconds, and a kill timed from the start found nothing written).
 */
const KILL_AFTER = [50, 2500];
/** A cycle whose writes get no 2xx within this long fails (the server is not taking writes). */
const FIRST_WRITE_TIMEOUT_MS = 60_000;

/** Resolves once `ledger` counts more acknowledged writes than `since`, or after the time-out with false. */
async function firstAcknowledged(ledger, since) {
  const until = Date.now() + FIRST_WRITE_TIMEOUT_MS;
  while (ledger.counts.acknowledged <= since) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

async function writeTargets(db, baseUrl) {
  const conn = await connect(db);
  try {
    const chapters = await (await fetch(`${baseUrl}/api/chapter/active`)).json();
    return {
      chapterIds: chapters.data.map((c) => c.id),
      companyIds: (await conn.query('SELECT id FROM companies')).map((r) => Number(r.id)),
      settingKeys: (await conn.query('SELECT key FROM settings')).map((r) => r.key),
    };
  } finally {
    await conn.close();
  }
}

function killNow(running) {
  return new Promise((resolve) => {
    if (running.child.exitCode !== null || running.child.signalCode) return resolve();
    running.child.once('exit', () => resolve());
    running.child.kill('SIGKILL');
  });
}

/**
 * Runs `cycles` kill cycles (plus a last restart) and reports each restart's checks through
 * onCycle({ cycle, problems, ... }). Resolves with the figures of the whole run.
 */
export async function runCrashCycles({ cycles, seed = crypto.randomInt(2 ** 31), onCycle = () => {} }) {
  const started = Date.now();
  const runTag = `${Date.now().toString(36)}${crypto.randomBytes(2).toString('hex')}`;
  const rng = seededRandom(seed);
  const database = await createTempDatabase(`crash_${runTag}`);
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'gro-crash-outbox-'));
  const server = await harnessEnv({ ...database.env, TRUST_PROXY: 'true', OUTBOX_DIR: outbox, REDIS_KEY_PREFIX: `gro-crash:${runTag}:` });
  const ledger = createLedger(runTag);
  const figures = { database: database.db.client, seed, cycles: 0, failedCycles: 0, lost: 0, inFlightAtKill: 0, bootMs: [], problems: [] };
  let log = '';
  let running = null;
  let targets = null;
  try {
    for (let cycle = 0; cycle <= cycles; cycle += 1) {
      log = '';
      const t0 = Date.now();
      running = await bootCms(server, (s) => (log = (log + s).slice(-20_000)));
      figures.bootMs.push(Date.now() - t0);
      targets ??= await writeTargets(database.db, server.baseUrl);
      if (cycle > 0) {
        const { problems, lost, detail } = await checkDatabase(database.db, ledger);
        figures.lost = Math.max(figures.lost, lost);
        if (problems.length) figures.failedCycles += 1;
        for (const p of problems) if (!figures.problems.some((seen) => seen.endsWith(`: ${p}`))) figures.problems.push(`restart ${cycle}: ${p}`);
        onCycle({ cycle, problems, detail, acknowledged: ledger.counts.acknowledged });
      }
      if (cycle === cycles) break;

      const acknowledgedBefore = ledger.counts.acknowledged;
      const writers = startWriters({ baseUrl: server.baseUrl, ledger, rng, ...targets }, WRITERS);
      if (!(await firstAcknowledged(ledger, acknowledgedBefore))) {
        figures.problems.push(`cycle ${cycle + 1}: no write was acknowledged within ${FIRST_WRITE_TIMEOUT_MS / 1000} s`);
        figures.failedCycles += 1;
      }
      const killAfter = KILL_AFTER[0] + Math.floor(rng() * (KILL_AFTER[1] - KILL_AFTER[0]));
      await new Promise((resolve) => setTimeout(resolve, killAfter));
      const before = ledger.counts.sent - ledger.counts.acknowledged - ledger.counts.refused - ledger.counts.unanswered - ledger.counts.serverErrors;
      const stopped = writers.stop();
      await killNow(running);
      await stopped;
      figures.inFlightAtKill += before;
      figures.cycles += 1;
    }
    await running.stop();
  } catch (err) {
    figures.problems.push(`${err.message}\n--- last cms output ---\n${log.slice(-3000)}`);
    figures.failedCycles += 1;
    if (running) await killNow(running);
  } finally {
    await database.drop();
    fs.rmSync(outbox, { recursive: true, force: true });
  }
  figures.problems.push(...ledger.serverErrors.map((e) => `answered ≥ 500: ${e}`));
  return { ...figures, counts: ledger.counts, written: { signups: ledger.signups.length, companies: ledger.companies.length, joins: ledger.joins.length, settings: [...ledger.settings.values()].filter((e) => e.acknowledged !== undefined).length }, seconds: (Date.now() - started) / 1000 };
}

/** As test counts: each checked restart is one test; answers ≥ 500 or an aborted run fail one more. */
export function crashCounts(r, asked) {
  const failed = r.failedCycles + (r.counts.serverErrors ? 1 : 0) + (r.cycles < asked ? 1 : 0);
  return { passed: Math.max(0, r.cycles - r.failedCycles), failed };
}

/** The figures as the suite and the script print them. */
export function describeCrashRun(r) {
  const boots = r.bootMs.length ? `${(r.bootMs.reduce((a, b) => a + b, 0) / r.bootMs.length / 1000).toFixed(1)} s per boot` : 'no boot';
  return [
    `crash safety on ${r.database} (seed ${r.seed}): ${r.cycles} SIGKILL cycles, ${r.failedCycles} failed, ${r.seconds.toFixed(0)} s (${boots})`,
    `  writes: ${r.counts.sent} sent, ${r.counts.acknowledged} acknowledged (${r.written.signups} sign-ups, ${r.written.companies} companies, ${r.written.joins} join requests, ${r.written.settings} setting cells), ` +
      `${r.counts.refused} refused (4xx), ${r.counts.unanswered} unanswered (killed in flight: ${r.inFlightAtKill}), ${r.counts.serverErrors} ≥ 500`,
    `  acknowledged writes lost: ${r.lost}; integrity checks after every restart: ${r.problems.length ? 'FAILED' : 'ok'}`,
    ...r.problems.map((p) => `  ✖ ${p}`),
  ].join('\n');
}
