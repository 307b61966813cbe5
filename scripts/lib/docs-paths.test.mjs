/**
 * The docs name real files: every repository path quoted in README.md and docs/ (`cms/src/…`,
 * `web/src/…`, …) exists, or is made at run time, and so does every relative link's target, so a moved module cannot leave the docs pointing
 * at nothing.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from './build.mjs';

const TOP = ['cms/', 'web/', 'config/', 'e2e/', 'scripts/', 'docs/', 'deploy/', 'packages/', '.ci/'];

function markdownFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    return d.isDirectory() ? markdownFiles(p) : d.name.endsWith('.md') ? [p] : [];
  });
}

/** A path git ignores is made at run time (cms/.tmp/, cms/outbox/, web/dist): the docs may name it before it exists. */
const madeAtRunTime = (candidate) =>
  [candidate, `${candidate.replace(/\/$/, '')}/`].some((p) => spawnSync('git', ['check-ignore', '-q', '--no-index', p], { cwd: ROOT }).status === 0);

const docs = [path.join(ROOT, 'README.md'), ...markdownFiles(path.join(ROOT, 'docs'))];

describe('the docs', () => {
  it('name only paths that exist', () => {
    const missing = [];
    for (const file of docs) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, quoted] of text.matchAll(/`([^`\s]+)`/g)) {
        const candidate = quoted.replace(/[.,:;)]+$/, '');
        if (!TOP.some((top) => candidate.startsWith(top)) || /[<>*{}$|]/.test(candidate) || candidate.includes('…')) continue;
        if (!fs.existsSync(path.join(ROOT, candidate)) && !madeAtRunTime(candidate)) missing.push(`${path.relative(ROOT, file)}: ${candidate}`);
      }
    }
    assert.deepEqual(missing, []);
  });

  it('link only to files that exist', () => {
    const missing = [];
    for (const file of docs) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        if (!fs.existsSync(path.resolve(path.dirname(file), target))) missing.push(`${path.relative(ROOT, file)}: ${target}`);
      }
    }
    assert.deepEqual(missing, []);
  });
});
