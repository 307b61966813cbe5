#!/usr/bin/env node
/**
 * The architecture lint, run first by `npm test`: ESLint (layers, import cycles, React hooks,
 * accessibility, kebab-case names; eslint.config.mjs) and knip (unused files, exports and
 * dependencies; knip.jsonc). Each tool counts as one test. Writes { passed, failed, failures } to
 * $TEST_RESULTS_FILE when set; `npm run lint` runs it alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, bin } from './lib/build.mjs';

const checks = [
  { name: 'eslint', cmd: bin('eslint'), args: ['.', '--max-warnings=0', '--cache', '--cache-location', path.join(ROOT, 'node_modules/.cache/eslint/')] },
  { name: 'knip', cmd: bin('knip'), args: ['--no-progress'] },
];

const counts = { passed: 0, failed: 0, failures: [] };
for (const check of checks) {
  const t0 = Date.now();
  const res = spawnSync(check.cmd, check.args, { cwd: ROOT, stdio: 'inherit' });
  const ok = res.status === 0;
  counts[ok ? 'passed' : 'failed'] += 1;
  if (!ok) counts.failures.push(check.name);
  console.log(`${ok ? '✓' : '✖'} ${check.name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}
if (process.env.TEST_RESULTS_FILE) fs.writeFileSync(process.env.TEST_RESULTS_FILE, JSON.stringify(counts));
process.exit(counts.failed ? 1 : 0);
