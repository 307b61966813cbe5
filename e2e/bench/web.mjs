#!/usr/bin/env node
/**
 * `npm run bench -- web`, also part of the default `npm run bench` (not a test: it prints, never fails): starts the product as `npm start` does,
 * then prints for each public route
 * - its initial JavaScript from the build (web/scripts/js-budget.mjs: entry + the screen's chunk and
 *   their static imports, gzipped; budget 120 KB, no portal or admin module), the figure the budget
 *   test (web/scripts/js-budget.test.mjs) asserts;
 * - the gzipped JavaScript the browser really downloads (code fetched only when scrolled to, the
 *   chapter map, is shown apart);
 * - Lighthouse mobile in Debian's Chromium on /, /chapters, a chapter, /events, an event page, /faqs
 *   and /blog: three runs each, the median of each of TTFB, FCP, LCP, TBT, CLS and the performance
 *   score, against the targets (score 98, LCP 1.0 s), with the machine's load average beside them
 *   (the figures mean little on a busy machine).
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
const LIGHTHOUSE_ROUTES = ['/', '/chapters', '/chapters/detroit', '/events', '/events/{first}', '/faqs', '/blog'];
const LIGHTHOUSE_RUNS = 3;
const SCORE_TARGET = 98;
const LCP_TARGET_MS = 1000;
/** The public JavaScript a route should stay under (printed); the budget test fails above JS_BUDGET_KB. */
const JS_TARGET_KB = 100;
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
console.log(`\nInitial JavaScript per public route, from the build (gzipped, target ${JS_TARGET_KB} KB, budget ${JS_BUDGET_KB} KB, no portal or admin module):`);
for (const r of measureAllRoutes()) {
  const ok = r.gzip / 1024 <= JS_BUDGET_KB && r.privateModules.length === 0;
  failed ||= !ok;
  const target = r.gzip / 1024 <= JS_TARGET_KB ? 'within target' : `over the ${JS_TARGET_KB} KB target`;
  console.log(`  ${ok ? '✓' : '✗'} ${r.route.padEnd(24)} ${kb(r.gzip).padStart(6)} KB in ${r.files.length} files, ${target}${r.privateModules.length ? `  PORTAL/ADMIN: ${r.privateModules.join(', ')}` : ''}`);
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

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const events = await fetch(`${base}/api/event`).then((r) => r.json()).catch(() => null);
  const firstEvent = (events?.data?.items ?? events?.data ?? [])[0]?.id;
  const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
  console.log(`\nLighthouse mobile, median of ${LIGHTHOUSE_RUNS} runs (targets: score ${SCORE_TARGET}, LCP ${LCP_TARGET_MS / 1000} s); load average before: ${load()} (${os.cpus().length} cores):`);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...FLAGS] });
  try {
    for (const pattern of LIGHTHOUSE_ROUTES) {
      const route = pattern.replace('{first}', String(firstEvent ?? ''));
      if (pattern.includes('{first}') && firstEvent === undefined) {
        console.log(`  ? ${pattern.padEnd(18)} no event to open`);
        continue;
      }
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
        const { lhr } = await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
        runs.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          ttfb: value('server-response-time'),
          fcp: value('first-contentful-paint'),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
        });
      }
      const m = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
      const ok = m.score >= SCORE_TARGET && m.lcp <= LCP_TARGET_MS;
      failed ||= !ok;
      console.log(
        `  ${ok ? '✓' : '✗'} ${route.padEnd(18)} score ${String(m.score).padStart(3)}  TTFB ${m.ttfb.toFixed(0).padStart(4)} ms  FCP ${(m.fcp / 1000).toFixed(2)} s  LCP ${(m.lcp / 1000).toFixed(2)} s  TBT ${m.tbt.toFixed(0).padStart(4)} ms  CLS ${m.cls.toFixed(3)}  (scores ${runs.map((r) => r.score).join(', ')}; load ${load()})`,
      );
    }
  } finally {
    await chrome.kill();
  }
} finally {
  await server.stop();
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(dbFile + suffix, { force: true });
}
console.log(failed ? '\nSome budgets or targets are not met.' : '\nAll budgets and targets met.');
