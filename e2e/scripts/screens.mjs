#!/usr/bin/env node
/**
 * `npm run screens -- <output dir> [--base-url http://host:port] [--width 390,1280] [--only word,word]`
 * (not a test): full-page screenshots of every public, portal and admin screen, and their key
 * states (open drawers and dialogs, toasts, empty lists, form errors), at 390 and 1280 px wide, in
 * Debian's Chromium, for a person to look at. Without a base url it starts the product as
 * `npm start` does, with the demo data, on a temporary SQLite database, and stops it at the end;
 * with one (or BASE_URL) it uses that running product, whose demo passwords must be
 * SEED_ADMIN_PASSWORD / SEED_MEMBER_PASSWORD (the e2e run's by default).
 *
 * It signs in as a visitor, a new member without a company, one with a pending join request, the
 * demo member, a member who subscribed through the Stripe simulator and the demo admin (what it
 * adds to the database: three sign-ups, a company, a join request, a subscription, saved forms).
 * Files are named <who>-<screen>-<width>.png; the list is printed at the end. When it started the
 * product, the emails it sent meanwhile follow, one of each subject at 390 and 640 px
 * (email-<n>-<subject>-<width>.png; `--only email` for those alone).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT } from '../../scripts/lib/build.mjs';
import { followRequests, waitForQuiet } from '../../scripts/lib/network-quiet.mjs';
import { freePort, startServer } from '../../scripts/lib/server.mjs';
import { PLAN, PASSWORDS, STAFF } from './screens-plan.mjs';
import { prepareAccounts } from './screens-setup.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const HEIGHTS = { 390: 844, 1280: 800 };

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
let baseUrl = option('base-url') ?? process.env.BASE_URL;
/** Where the product's embedded outbox writes mail: new accounts' verification links are read there (OUTBOX_DIR of a running product). */
let outboxDir = process.env.OUTBOX_DIR ?? null;
const widths = (option('width') ?? '390,1280').split(',').map(Number);
const only = option('only')?.split(',');
const outDir = args[0];
if (!outDir || widths.some((w) => !Number.isInteger(w) || w < 200)) {
  console.error('usage: node e2e/scripts/screens.mjs <output dir> [--base-url URL] [--width 390,1280] [--only word,word]');
  process.exit(2);
}
fs.mkdirSync(outDir, { recursive: true });

let server = null;
let dbFile = null;
if (!baseUrl) {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  dbFile = path.join(os.tmpdir(), `gro-screens-${process.pid}.db`);
  let log = '';
  console.log(`Starting the product on ${baseUrl} (builds what is stale first)…`);
  server = await startServer({
    cmd: process.execPath,
    args: [path.join(ROOT, 'scripts/start.mjs')],
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_URL: '',
      DATABASE_FILENAME: dbFile,
      DEMO_DATA: 'true',
      SEED_ADMIN_PASSWORD: PASSWORDS.admin,
      SEED_MEMBER_PASSWORD: PASSWORDS.member,
      // The Strapi admin's first staff account: the tool writes and publishes a blog post there.
      STRAPI_ADMIN_EMAIL: STAFF.email,
      STRAPI_ADMIN_PASSWORD: STAFF.password,
      STRAPI_TELEMETRY_DISABLED: 'true',
      PUBLIC_URL: baseUrl,
      // Every screen is a page load, and each portal page opens the bell's live stream.
      LIMIT_INBOX_STREAMS_PER_HOUR: '100000/60',
      LIMIT_INBOX_STREAMS_PER_ADDRESS_PER_HOUR: '100000/60',
      OUTBOX_DIR: (outboxDir = path.join(os.tmpdir(), `gro-screens-outbox-${process.pid}`)),
    },
    readyUrl: `${baseUrl}/_health`,
    log: (s) => (log += s),
  }).catch((err) => {
    console.error(`${err.message}\n${log.slice(-3000)}`);
    process.exit(1);
  });
}
baseUrl = baseUrl.replace(/\/$/, '');

/** Waits until the screen has its data: no request in flight, no busy region, no loading text, fonts in. */
async function settle(page) {
  await waitForQuiet(page).catch(() => {});
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]') && !/Loading|Confirming/.test(document.body.innerText), null, { timeout: 15_000 })
    .catch(() => {});
  // Lazy content (images, the chapter map) loads when scrolled to; a full-page picture must hold it.
  await page.evaluate(async () => {
    window.scrollTo(0, document.body.scrollHeight);
    await new Promise((r) => setTimeout(r, 150));
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await waitForQuiet(page).catch(() => {});
}

async function signIn(page, { email, password }) {
  await page.goto(`${baseUrl}/signin`);
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/portal$/);
}

const files = [];
const failures = [];
const skipped = [];
let browser;
try {
  const accounts = await prepareAccounts(baseUrl, outboxDir);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  for (const width of widths) {
    for (const [who, shots] of Object.entries(PLAN)) {
      const chosen = shots.filter((s) => !only || only.some((word) => `${who}-${s.name}`.includes(word))).filter((s) => !s.widths || s.widths.includes(width));
      if (!chosen.length) continue;
      const context = await browser.newContext({ viewport: { width, height: HEIGHTS[width] ?? 800 }, baseURL: baseUrl, reducedMotion: 'reduce' });
      // A step that cannot happen (a renamed button) fails its shot instead of waiting for ever.
      context.setDefaultTimeout(20_000);
      const page = await context.newPage();
      followRequests(page);
      if (accounts[who]) await signIn(page, accounts[who]);
      for (const shot of chosen) {
        const file = path.join(outDir, `${who}-${shot.name}-${width}.png`);
        const route = typeof shot.path === 'function' ? shot.path(accounts) : shot.path;
        if (!route) {
          skipped.push(path.basename(file));
          continue;
        }
        try {
          await page.goto(`${baseUrl}${route}`);
          await settle(page);
          if (shot.act) await shot.act(page, { accounts, width });
          await page.waitForTimeout(250);
          // An open drawer or dialog is fixed to the window: a full-page picture would stretch the page behind it.
          const overlay = await page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible, [aria-modal="true"]:visible').count();
          await page.screenshot({ path: file, fullPage: overlay === 0 && !shot.window, animations: 'disabled' });
          files.push(file);
        } catch (err) {
          failures.push(`${path.basename(file)}: ${err.message.split('\n')[0]}`);
        }
      }
      await context.close();
    }
  }
  // The emails GRO sent meanwhile (the embedded outbox of a server this run started), one of each
  // subject, as a mail reader shows them on a phone (390 px) and a desktop (640 px).
  if (outboxDir && fs.existsSync(outboxDir) && (!only || only.includes('email'))) {
    const seen = new Set();
    const context = await browser.newContext({ viewport: { width: 640, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    // The embedded outbox keeps each message as JSON: { subject, text, html, … }.
    for (const name of fs.readdirSync(outboxDir).filter((f) => f.endsWith('.json')).sort()) {
      const mail = JSON.parse(fs.readFileSync(path.join(outboxDir, name), 'utf8'));
      const kind = String(mail.subject ?? '').replace(/[0-9]+/g, 'N').replace(/\s+/g, ' ').trim();
      if (typeof mail.html !== 'string' || seen.has(kind)) continue;
      seen.add(kind);
      const slug = kind.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '').slice(0, 50);
      for (const width of [390, 640]) {
        const file = path.join(outDir, `email-${String(seen.size).padStart(2, '0')}-${slug}-${width}.png`);
        try {
          await page.setViewportSize({ width, height: 800 });
          await page.setContent(mail.html, { waitUntil: 'domcontentloaded' });
          await page.screenshot({ path: file, fullPage: true });
          files.push(file);
        } catch (err) {
          failures.push(`${path.basename(file)}: ${err.message.split('\n')[0]}`);
        }
      }
    }
    await context.close();
  }
} finally {
  await browser?.close();
  await server?.stop();
  if (dbFile) for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(dbFile + suffix, { force: true });
}

console.log(files.join('\n'));
console.log(`\n${files.length} screenshots in ${outDir}`);
if (skipped.length) console.log(`\n${skipped.length} skipped (nothing to show, e.g. no staff account to write a blog post):\n  ${skipped.join('\n  ')}`);
if (failures.length) {
  console.log(`\n${failures.length} could not be taken:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
