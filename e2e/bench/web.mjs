#!/usr/bin/env node
/**
 * `npm run bench -- web`, also part of the default `npm run bench` (not a test: it prints, never fails): starts the product as `npm start` does,
 * then prints for each public route
 * - its initial JavaScript from the build (web/scripts/js-budget.mjs: entry + the screen's chunk and
 *   their static imports, gzipped; budget 120 KB, no portal or admin module), the figure the budget
 *   test (web/scripts/js-budget.test.mjs) asserts;
 * - the gzipped JavaScript the browser really downloads (code fetched only when scrolled to, the
 *   chapter map, is shown apart);
 * and the Lighthouse mobile performance, LCP and TBT of /, /chapters, /chapters/{slug}, /events and
 * /faqs (target 95), in Debian's Chromium.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { ROOT } from '../../scripts/lib/build.mjs';
import { freePort, startServer } from '../../scripts/lib/server.mjs';
import { JS_BUDGET_KB, measureAllRoutes } from '../../web/scripts/js-budget.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const ROUTES = ['/', '/chapters', '/chapters/detroit', '/events', '/faqs', '/legal/terms', '/contact', '/chapters/start', '/scramble', '/signin', '/signup', '/password-forgot', '/password-reset'];
const LIGHTHOUSE_ROUTES = ['/', '/chapters', '/chapters/detroit', '/events', '/faqs'];
const SCORE_BUDGET = 95;
/** Chunks of the portal, admin and finance screens: never downloaded by a public page. */
const PRIVATE_CHUNK = /\/assets\/(portal|admin|finance|dashboard|directory|users|companies|blog|require-admin|company-join|invoices|subscription-log)[^/]*\.js$/i;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dbFile = path.join(os.tmpdir(), `gro-bench-web-${process.pid}.db`);
let log = '';
const server = await startServer({
  cmd: process.execPath,
  args: [path.join(ROOT, 'scripts/start.mjs')],
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_CLIENT: 'sqlite', DATABASE_URL: '', DATABASE_FILENAME: dbFile, DEMO_DATA: 'true', STRAPI_TELEMETRY_DISABLED: 'true' },
  readyUrl: `${base}/_health`,
  log: (s) => (log += s),
}).catch((err) => {
  console.error(`${err.message}\n${log.slice(-3000)}`);
  process.exit(1);
});

const kb = (bytes) => (bytes / 1024).toFixed(1);
let failed = false;
console.log(`\nInitial JavaScript per public route, from the build (gzipped, budget ${JS_BUDGET_KB} KB, no portal or admin module):`);
for (const r of measureAllRoutes()) {
  const ok = r.gzip / 1024 <= JS_BUDGET_KB && r.privateModules.length === 0;
  failed ||= !ok;
  console.log(`  ${ok ? '✓' : '✗'} ${r.route.padEnd(24)} ${kb(r.gzip).padStart(6)} KB in ${r.files.length} files${r.privateModules.length ? `  PORTAL/ADMIN: ${r.privateModules.join(', ')}` : ''}`);
}
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  console.log(`\nJavaScript the browser downloads per public route (gzipped, budget ${JS_BUDGET_KB} KB):`);
  for (const route of ROUTES) {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = new Map();
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      const sizes = await res.request().sizes().catch(() => null);
      scripts.set(res.url(), sizes?.responseBodySize ?? Number(res.headers()['content-length'] ?? 0));
    });
    await page.goto(base + route, { waitUntil: 'networkidle' });
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    // Code fetched only when the visitor scrolls (the chapter's Leaflet map), reported apart.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const onScroll = [...scripts.values()].reduce((a, b) => a + b, 0) - total;
    await page.close();
    const leaked = [...scripts.keys()].filter((u) => PRIVATE_CHUNK.test(u));
    const ok = total / 1024 <= JS_BUDGET_KB && leaked.length === 0;
    failed ||= !ok;
    console.log(`  ${ok ? '✓' : '✗'} ${route.padEnd(18)} ${kb(total).padStart(6)} KB in ${scripts.size} files${onScroll > 0 ? ` (+${kb(onScroll)} KB when scrolled to the map)` : ''}${leaked.length ? `  PRIVATE CODE: ${leaked.join(', ')}` : ''}`);
  }
  await browser.close();

  console.log(`\nLighthouse mobile performance (target ${SCORE_BUDGET}):`);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...FLAGS] });
  try {
    for (const route of LIGHTHOUSE_ROUTES) {
      const { lhr } = await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
      const metric = (id) => lhr.audits[id]?.displayValue ?? '?';
      failed ||= score < SCORE_BUDGET;
      console.log(`  ${score >= SCORE_BUDGET ? '✓' : '✗'} ${route.padEnd(18)} ${String(score).padStart(3)}  (FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')})`);
    }
  } finally {
    await chrome.kill();
  }
} finally {
  await server.stop();
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(dbFile + suffix, { force: true });
}
console.log(failed ? '\nSome budgets are exceeded.' : '\nAll budgets met.');
