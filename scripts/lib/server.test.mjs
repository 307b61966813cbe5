import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { tapCounts, tapFailures } from './server.mjs';

/** A test file as the cms runner makes one: a suite per file, with groups, a failing hook and passing tests. */
const file = `
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
describe('accounts.test.ts', () => {
  describe('sign-up', () => {
    it('passes', () => {});
    it('refuses a second account', () => assert.equal(201, 409, 'expected 409'));
  });
  it('throws', () => { throw new Error('boom\\nsecond line'); });
});
describe('login.test.ts', () => {
  before(() => { throw new Error('could not sign in'); });
  it('a', () => {});
});
describe('fine.test.ts', () => { it('passes', () => {}); });
`;

/** The TAP node:test writes for `source`. */
function tapOf(source) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gro-tap-'));
  try {
    fs.writeFileSync(path.join(dir, 'sample.test.mjs'), source);
    // Without the variable a parent node:test sets, which would make the child report to it instead.
    const { NODE_TEST_CONTEXT: _parent, ...env } = process.env;
    return spawnSync(process.execPath, ['--test', '--test-reporter=tap', 'sample.test.mjs'], { cwd: dir, env, encoding: 'utf8' }).stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test('names each failed test under its suites, with the first line of its error; a failed hook names its suite', () => {
  const tap = tapOf(file);
  assert.deepEqual(tapFailures(tap), [
    'accounts.test.ts › sign-up › refuses a second account: expected 409',
    'accounts.test.ts › throws: boom',
    'login.test.ts › a: test did not finish before its parent and was cancelled',
    'login.test.ts: could not sign in',
  ]);
  assert.deepEqual(tapCounts(tap), { passed: 2, failed: 3 });
});

test('names nothing when every test passed, and at most the number asked for', () => {
  assert.deepEqual(tapFailures(tapOf(`import { it } from 'node:test'; it('ok', () => {});`)), []);
  const many = tapOf(`import { it } from 'node:test'; for (let i = 0; i < 5; i++) it('t' + i, () => { throw new Error('no ' + i); });`);
  assert.deepEqual(tapFailures(many, 2), ['t0: no 0', 't1: no 1', '… and 3 more']);
});
