import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { STAFF } from './support/staff';

const port = Number(process.env.E2E_PORT ?? 4337);
export const baseURL = `http://127.0.0.1:${port}`;
const runTag = process.env.E2E_RUN_TAG ?? (process.env.E2E_RUN_TAG = `${process.pid}`);
export const dbFile = path.join(os.tmpdir(), `gro-e2e-${runTag}.db`);
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1);
/** Where the loopback SMTP server writes the mail the product sends (read by support/mail.ts). */
export const mailDir = path.join(os.tmpdir(), `gro-e2e-mail-${runTag}`);
/**
 * The server's clock offset in milliseconds (cms/src/platform/db/clock.ts reads it in NODE_ENV=test only):
 * the reminder spec moves time with it (support/clock.ts). Written at load, so every run starts at 0.
 */
export const clockFile = path.join(os.tmpdir(), `gro-e2e-clock-${runTag}`);
if (!fs.existsSync(clockFile)) fs.writeFileSync(clockFile, '0');
/** The SMS outbox of the server (no Twilio keys): read by support/sms.ts. */
export const smsDir = path.join(os.tmpdir(), `gro-e2e-sms-${runTag}`);
/** The demo admin's passkey (its key and credential ID), registered by global-setup.ts and used by support/portal.ts. */
export const adminPasskeyFile = path.join(os.tmpdir(), `gro-e2e-admin-passkey-${runTag}.json`);
/** The server's JWT secret for this run, so a test can forge an expired access token (support/jwt.ts). */
export const jwtSecret = `e2e-jwt-secret-${runTag}`;
/**
 * The specs drive Debian's headless shell of Chromium when it is installed (`apt-get install
 * chromium-headless-shell`: the same build as /usr/bin/chromium, without the full browser's window
 * and compositor, as Playwright's own headless runs use; about a third less time per spec on a 2-core
 * machine), else Debian's Chromium. CHROMIUM_PATH names another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  // Time-outs only end a test that would hang: every wait is for an event (a response, an element), so a
  // busy machine makes a test slower, never failed. They are far above what a quiet machine needs
  // (a test takes seconds) so the suite also passes while other work keeps both cores busy.
  timeout: 180_000,
  expect: { timeout: 45_000 },
  fullyParallel: true,
  workers: 2,
  // On CI a test that fails once is run again and reported as flaky (listed by the reporter), so one
  // intermittent failure under a loaded 2-core machine does not hide every other result.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [['list'], ['json']],
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL,
    // Recording a trace (screenshots of every frame) cost the specs a quarter of their time: only the
    // retry of a test that failed records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      command: 'node ../scripts/lib/mail-capture.mjs',
      port: smtpPort,
      reuseExistingServer: false,
      env: { E2E_MAIL_DIR: mailDir, E2E_SMTP_PORT: String(smtpPort) },
    },
    // The product exactly as `npm start` starts it, on a fresh temporary database.
    {
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/_health`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    // Only its errors (LOG_LEVEL below) reach the run's output, marked [WebServer]: a 500 a test meets says why.
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_CLIENT: 'sqlite',
      DATABASE_URL: '',
      DATABASE_FILENAME: dbFile,
      E2E_DB_FILE: dbFile,
      DEMO_DATA: 'true',
      SEED_ADMIN_PASSWORD: 'Admin-pass-for-e2e-1',
      SEED_MEMBER_PASSWORD: 'Member-pass-for-e2e-1',
      STRAPI_ADMIN_EMAIL: STAFF.email,
      STRAPI_ADMIN_PASSWORD: STAFF.password,
      STRAPI_TELEMETRY_DISABLED: 'true',
      LOG_LEVEL: 'error',
      PUBLIC_URL: baseURL,
      // The API helpers' sign-ups say which visitor they are (support/portal.ts); the browser sends no
      // X-Forwarded-For, so its own requests still count by the socket's address.
      TRUST_PROXY: 'true',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      JWT_SECRET: jwtSecret,
      // Test build: the server's clock follows GRO_TEST_CLOCK_FILE (nothing else reads NODE_ENV=test
      // but test-only headers and routes); SMS go to the outbox folder.
      NODE_ENV: 'test',
      GRO_TEST_CLOCK_FILE: clockFile,
      // Admins and chapter leaders must sign in with a second factor, as in production: the demo
      // admin has a passkey (global-setup.ts) that the helpers answer the second step with, since an
      // authenticator accepts each 30-second code once and the specs sign the admin in dozens of
      // times; chapter-leaders.spec and passkeys.spec set factors up at the gate.
      REQUIRE_SECOND_FACTOR: 'admins,leaders',
      SMS_OUTBOX_DIR: smsDir,
      // The specs share the demo members and chapters, and a spec reads the join request notice at
      // once: what one account or chapter may make GRO send, and the member data one account reads,
      // are set loose here (the cms tests make each limit fire, tests/send-limits.test.ts and
      // tests/read-limits.test.ts), the notice leaves after a second.
      JOIN_REQUEST_NOTICE_DELAY_SECONDS: '1',
      // A new event's notice leaves 3 seconds after it is added (admin.spec waits for one).
      NEW_EVENT_NOTICE_DELAY_SECONDS: '3',
      LIMIT_JOIN_REQUESTS_PER_HOUR: '1000/60',
      LIMIT_JOIN_REQUESTS_PER_DAY: '1000/1440',
      LIMIT_ONE_TO_ONES_PER_HOUR: '1000/60',
      LIMIT_ONE_TO_ONES_PER_DAY: '1000/1440',
      LIMIT_REFERRALS_PER_HOUR: '1000/60',
      LIMIT_REFERRALS_PER_DAY: '1000/1440',
      LIMIT_CONTACT_MESSAGES_PER_HOUR: '1000/60',
      LIMIT_CONTACT_MESSAGES_PER_DAY: '1000/1440',
      LIMIT_CONTACT_MESSAGES_PER_RECIPIENT: '1000/1440',
      LIMIT_VISITOR_INVITATIONS_PER_HOUR: '1000/60',
      LIMIT_VISITOR_INVITATIONS_PER_DAY: '1000/1440',
      LIMIT_NOTICES_PER_RECIPIENT_PER_SENDER: '1000/60',
      LIMIT_MEMBER_DATA_READS_PER_HOUR: '100000/60',
      LIMIT_INBOX_STREAMS_PER_HOUR: '100000/60',
      LIMIT_INBOX_STREAMS_PER_ADDRESS_PER_HOUR: '100000/60',
      LIMIT_VISITOR_REGISTRATIONS_PER_CHAPTER: '1000/60',
      LIMIT_VISITOR_CONFIRMATIONS_PER_EMAIL: '1000/1440',
    },
    },
  ],
});
