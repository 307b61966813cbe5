/**
 * The public site's JavaScript budget: a fresh production build (into a temporary
 * folder, a few seconds, so a stale web/dist never hides a regression) must give every public
 * route an initial JavaScript of at most JS_BUDGET_KB gzipped and no portal or admin module.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JS_BUDGET_KB, PUBLIC_ROUTES, lazySources, measureAllRoutes, readBuild } from './js-budget.mjs';

const webDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const viteBin = path.join(path.dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
let outDir;
let results;
let viteBuild;

beforeAll(() => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gro-js-budget-'));
  const build = spawnSync(process.execPath, [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: webDir,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stderr}`);
  results = measureAllRoutes(outDir);
  viteBuild = readBuild(outDir);
}, 120_000);

afterAll(() => {
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

describe('initial JavaScript of the public routes', () => {
  it('measures every public route', () => {
    expect(results.map((r) => r.route)).toEqual(Object.keys(PUBLIC_ROUTES));
    for (const r of results) expect(r.files.length).toBeGreaterThan(1);
  });

  it.each(Object.keys(PUBLIC_ROUTES))('%s has no portal or admin module', (route) => {
    expect(results.find((r) => r.route === route).privateModules).toEqual([]);
  });

  it.each(Object.keys(PUBLIC_ROUTES))(`%s stays within ${JS_BUDGET_KB} KB gzipped`, (route) => {
    const kb = results.find((r) => r.route === route).gzip / 1024;
    expect(kb, `${route}: ${kb.toFixed(1)} KB`).toBeLessThanOrEqual(JS_BUDGET_KB);
  });
});

/** Public forms drawn with their page (lazily, but at once): their code must not bring yup, loaded on the first validation. */
const FORMS_DRAWN_WITH_THEIR_PAGE = ['src/features/visitors/components/visit-as-guest.tsx'];

describe('public forms drawn with their page', () => {
  it.each(FORMS_DRAWN_WITH_THEIR_PAGE)('%s loads without yup', (moduleKey) => {
    const sources = lazySources(viteBuild, moduleKey);
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.filter((source) => /\/node_modules\/yup\//.test(source))).toEqual([]);
  });
});
