#!/usr/bin/env node
/**
 * Crash safety (not part of `npm test`, whose cms suite runs 10 cycles): boots the cms on a
 * temporary database (SQLite, or a throw-away PostgreSQL schema when DATABASE_URL is set), sends
 * sign-ups, company creations, join requests and setting changes, kills the server with SIGKILL at a
 * random moment and restarts it, --cycles times (default 100). After every restart the database
 * must pass its integrity checks and hold every write acknowledged with a 2xx.
 * Usage: npm run crash-test -- --cycles 100 [--seed N]
 */
import { parseArgs } from 'node:util';
import { crashCounts, describeCrashRun, runCrashCycles } from './lib/crash-cycles.mjs';
import { prepareCms } from './lib/temp-cms.mjs';

const { values } = parseArgs({ options: { cycles: { type: 'string', default: '100' }, seed: { type: 'string' } } });
const cycles = Number(values.cycles);
if (!Number.isInteger(cycles) || cycles < 1) {
  console.error('--cycles must be a whole number of at least 1');
  process.exit(2);
}

process.env.STRAPI_TELEMETRY_DISABLED = 'true';
prepareCms();
const result = await runCrashCycles({
  cycles,
  seed: values.seed === undefined ? undefined : Number(values.seed),
  onCycle: ({ cycle, problems, acknowledged }) =>
    console.log(`restart ${String(cycle).padStart(3)}/${cycles}: ${problems.length ? `✖ ${problems.join('; ')}` : 'ok'} (${acknowledged} writes acknowledged so far)`),
});
console.log(`\n${describeCrashRun(result)}`);
process.exit(crashCounts(result, cycles).failed ? 1 : 0);
