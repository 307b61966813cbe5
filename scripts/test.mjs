#!/usr/bin/env node
/**
 * `npm test`: the architecture lint (ESLint + knip), config unit tests, cms API tests against a
 * really booted Strapi, web component tests, then e2e in Chromium against the product started as `npm start` starts it. Ends with one line
 * `N passed, N failed`. Set DATABASE_URL to run the cms tests on PostgreSQL instead of SQLite.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, bin, ensureBuilt, ensureInstalled } from './lib/build.mjs';
import { ensureCmsSecrets } from './lib/env.mjs';

const started = Date.now();
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
ensureInstalled();
ensureBuilt();
ensureCmsSecrets(path.join(ROOT, 'cms'));

const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gro-test-results-'));
const only = process.argv.slice(2);

/** Each suite writes its counts to a file; a suite that dies without one counts as one failure. */
const suites = [
  {
    name: 'lint',
    cwd: '.',
    cmd: process.execPath,
    args: () => ['scripts/lint.mjs'],
    env: (out) => ({ TEST_RESULTS_FILE: out }),
    read: (j) => j,
  },
  {
    name: 'config',
    cwd: 'config',
    cmd: bin('vitest'),
    args: (out) => ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    read: (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests + (j.numTotalTestSuites && !j.success && !j.numFailedTests ? 1 : 0) }),
  },
  {
    name: 'cms',
    cwd: 'cms',
    cmd: process.execPath,
    args: () => ['scripts/test.mjs'],
    env: (out) => ({ TEST_RESULTS_FILE: out }),
    read: (j) => j,
  },
  {
    name: 'web',
    cwd: 'web',
    cmd: bin('vitest'),
    args: (out) => ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    read: (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests + (!j.success && !j.numFailedTests ? 1 : 0) }),
  },
  {
    name: 'e2e',
    cwd: 'e2e',
    cmd: bin('playwright'),
    args: () => ['test'],
    env: (out) => ({ PLAYWRIGHT_JSON_OUTPUT_NAME: out }),
    read: (j) => ({ passed: j.stats.expected + j.stats.flaky, failed: j.stats.unexpected + (j.errors?.length && !j.stats.unexpected ? 1 : 0) }),
  },
];

const totals = { passed: 0, failed: 0 };
const lines = [];
for (const suite of suites) {
  if (only.length && !only.includes(suite.name)) continue;
  const out = path.join(resultsDir, `${suite.name}.json`);
  const t0 = Date.now();
  console.log(`\n━━ ${suite.name} ━━`);
  const res = spawnSync(suite.cmd, suite.args(out), {
    cwd: path.join(ROOT, suite.cwd),
    stdio: 'inherit',
    env: { ...process.env, ...(suite.env ? suite.env(out) : {}) },
  });
  let counts = { passed: 0, failed: 1 };
  try {
    counts = suite.read(JSON.parse(fs.readFileSync(out, 'utf8')));
  } catch {
    console.error(`${suite.name}: no results were written (exit ${res.status ?? res.signal}); counted as 1 failure`);
  }
  if (res.status !== 0 && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  lines.push(`${suite.name.padEnd(7)} ${String(counts.passed).padStart(4)} passed, ${counts.failed} failed  (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
}
fs.rmSync(resultsDir, { recursive: true, force: true });

console.log(`\n${lines.join('\n')}\ntotal time ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
