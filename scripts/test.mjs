#!/usr/bin/env node
/**
 * `npm test`: the architecture lint (ESLint + knip), config unit tests, the Stripe simulator's tests,
 * cms API tests against a really booted Strapi, web component tests, then e2e in Chromium against the product started as `npm start` starts it. Ends with one line
 * `N passed, N failed`. Set DATABASE_URL to run the cms tests on PostgreSQL instead of SQLite.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ROOT, bin, ensureBuilt, ensureInstalled } from './lib/build.mjs';
import { ensureCmsSecrets } from './lib/env.mjs';
import { runWithBudget } from './lib/process-tree.mjs';
import { tapCounts, tapFailures } from './lib/server.mjs';

const started = Date.now();
process.env.STRAPI_TELEMETRY_DISABLED = 'true';
ensureInstalled();
ensureBuilt();
ensureCmsSecrets(path.join(ROOT, 'cms'));

const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gro-test-results-'));

/** Playwright tests that failed first and passed on their retry ('flaky'), as 'file › describe › title'. */
function flakyPlaywrightTests(report) {
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) if (spec.tests.some((t) => t.status === 'flaky')) names.push([...titles, spec.title].join(' › '));
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of report.suites ?? []) walk(file, [file.title]);
  return names;
}

/** The failed tests of a Vitest JSON report, as 'file: test: first line of the error'. */
function vitestFailures(report) {
  const names = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(ROOT, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) names.push(`${where}: ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (!failed.length && file.status === 'failed') names.push(`${where}: ${firstLine(file.message)}`);
  }
  return names;
}

/** The Playwright tests that failed on every try, as 'file › describe › title: first line of the error'. */
function playwrightFailures(report) {
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests.filter((x) => x.status === 'unexpected')) names.push(`${[...titles, spec.title].join(' › ')}: ${firstLine(t.results?.at(-1)?.error?.message)}`);
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const file of report.suites ?? []) walk(file, [file.title]);
  for (const error of report.errors ?? []) names.push(firstLine(error.message));
  return names;
}

const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 200) ?? '';

const only = process.argv.slice(2);

/**
 * Each suite writes its counts to a file (JSON unless it has its own `parse`); a suite that dies
 * without one counts as one failure. Each has a time budget (about twice what it takes on a quiet
 * 2-core machine): a suite still running at the end of it is stopped, with every process it started
 * (the servers of cms and e2e; lib/process-tree.mjs), and counts as failed, so a hung suite cannot
 * eat CI's time nor leave a server behind.
 */
const suites = [
  {
    name: 'lint',
    budgetMinutes: 8,
    cwd: '.',
    cmd: process.execPath,
    args: () => ['scripts/lint.mjs'],
    env: (out) => ({ TEST_RESULTS_FILE: out }),
    read: (j) => j,
  },
  {
    // The test runner's own scripts (node:test files next to them).
    name: 'scripts',
    budgetMinutes: 2,
    cwd: 'scripts',
    cmd: process.execPath,
    args: (out) => [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${out}`,
      ...fs.readdirSync(path.join(ROOT, 'scripts/lib')).filter((f) => f.endsWith('.test.mjs')).map((f) => `lib/${f}`),
    ],
    parse: (text) => ({ ...tapCounts(text), failures: tapFailures(text) }),
    read: (j) => j,
  },
  {
    name: 'config',
    budgetMinutes: 4,
    cwd: 'config',
    cmd: bin('vitest'),
    args: (out) => ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    read: (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests + (j.numTotalTestSuites && !j.success && !j.numFailedTests ? 1 : 0), failures: vitestFailures(j) }),
  },
  {
    // The Stripe simulator's own tests (@gro/stripe-simulator, through the real stripe SDK; no cms).
    name: 'simulator',
    budgetMinutes: 2,
    cwd: 'packages/stripe-simulator',
    cmd: process.execPath,
    args: (out) => [
      '--import',
      'tsx',
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${out}`,
      ...fs.readdirSync(path.join(ROOT, 'packages/stripe-simulator/tests')).filter((f) => f.endsWith('.test.ts')).map((f) => `tests/${f}`),
    ],
    parse: (text) => ({ ...tapCounts(text), failures: tapFailures(text) }),
    read: (j) => j,
  },
  {
    name: 'cms',
    budgetMinutes: 40,
    cwd: 'cms',
    cmd: process.execPath,
    args: () => ['scripts/test.mjs'],
    env: (out) => ({ TEST_RESULTS_FILE: out }),
    read: (j) => j,
  },
  {
    name: 'web',
    budgetMinutes: 20,
    cwd: 'web',
    cmd: bin('vitest'),
    args: (out) => ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    read: (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests + (!j.success && !j.numFailedTests ? 1 : 0), failures: vitestFailures(j) }),
  },
  {
    name: 'e2e',
    budgetMinutes: 40,
    cwd: 'e2e',
    cmd: bin('playwright'),
    args: () => ['test'],
    env: (out) => ({ PLAYWRIGHT_JSON_OUTPUT_NAME: out }),
    // A test that passed only on its retry counts as passed, and is named in the summary as a defect to fix.
    read: (j) => ({
      passed: j.stats.expected + j.stats.flaky,
      failed: j.stats.unexpected + (j.errors?.length && !j.stats.unexpected ? 1 : 0),
      flaky: flakyPlaywrightTests(j),
      failures: playwrightFailures(j),
    }),
  },
];

/** TEST_BUDGET_FACTOR stretches every budget (e.g. 2 on a machine kept busy on purpose); CI uses 1. */
const budgetFactor = Number(process.env.TEST_BUDGET_FACTOR) > 0 ? Number(process.env.TEST_BUDGET_FACTOR) : 1;
for (const suite of suites) suite.budgetMinutes *= budgetFactor;

const totals = { passed: 0, failed: 0 };
const lines = [];
const flaky = [];
const failures = [];
for (const suite of suites) {
  if (only.length && !only.includes(suite.name)) continue;
  const out = path.join(resultsDir, `${suite.name}.json`);
  const t0 = Date.now();
  console.log(`\n━━ ${suite.name} ━━`);
  const res = await runWithBudget(suite.cmd, suite.args(out), {
    cwd: path.join(ROOT, suite.cwd),
    env: { ...process.env, ...(suite.env ? suite.env(out) : {}) },
    budgetMs: suite.budgetMinutes * 60_000,
  });
  const { overBudget } = res;
  if (overBudget) console.error(`${suite.name}: stopped after its ${suite.budgetMinutes}-minute budget; counted as failed`);
  let counts = { passed: 0, failed: 1 };
  try {
    counts = suite.read((suite.parse ?? JSON.parse)(fs.readFileSync(out, 'utf8')));
  } catch {
    console.error(`${suite.name}: no results were written (exit ${res.status ?? res.signal}); counted as 1 failure`);
  }
  if ((res.status !== 0 || overBudget) && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  flaky.push(...(counts.flaky ?? []).map((name) => `${suite.name}: ${name}`));
  const named = counts.failures ?? [];
  const shown = named.length > 20 ? [...named.slice(0, 20), `… and ${named.length - 20} more`] : named;
  if (counts.failed) failures.push(...(shown.length ? shown : [overBudget ? 'over its time budget' : `exit ${res.status ?? res.signal}, no failed test named`]).map((name) => `${suite.name}: ${name}`));
  const retried = counts.flaky?.length ? `, ${counts.flaky.length} passed only on retry` : '';
  lines.push(`${suite.name.padEnd(9)} ${String(counts.passed).padStart(4)} passed, ${counts.failed} failed${retried}  (${((Date.now() - t0) / 1000).toFixed(0)} s of ${suite.budgetMinutes * 60})`);
}
fs.rmSync(resultsDir, { recursive: true, force: true });

console.log(`\n${lines.join('\n')}\ntotal time ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (flaky.length) console.log(`\n⚠ passed only on retry (flaky: a defect to fix):\n${flaky.map((name) => `  ${name}`).join('\n')}`);
if (failures.length) console.log(`\n✖ failed:\n${failures.map((name) => `  ${name}`).join('\n')}`);
// CI prints this block again at the very end, after the PostgreSQL run's output (.ci/run).
if (process.env.TEST_SUMMARY_FILE) {
  const block = [...lines, ...(flaky.length ? ['passed only on retry:', ...flaky.map((n) => `  ${n}`)] : []), ...(failures.length ? ['failed:', ...failures.map((n) => `  ${n}`)] : [])];
  fs.writeFileSync(process.env.TEST_SUMMARY_FILE, `${block.join('\n')}\n`);
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
