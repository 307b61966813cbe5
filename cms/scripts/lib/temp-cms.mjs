// Shared by the cms test and benchmark harnesses: a throw-away database and a Strapi booted on it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT, bin, ensureBuilt } from '../../../scripts/lib/build.mjs';
import { ensureCmsSecrets } from '../../../scripts/lib/env.mjs';
import { freePort, startServer } from '../../../scripts/lib/server.mjs';

export const cmsDir = path.join(ROOT, 'cms');

/** Compiles the server if needed (no admin build: the harness serves no admin panel). */
export function prepareCms() {
  ensureBuilt({ web: false, admin: false });
  ensureCmsSecrets(cmsDir);
  fs.mkdirSync(path.join(cmsDir, 'public', 'uploads'), { recursive: true });
}

async function withPg(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A temporary SQLite file, or a throw-away schema of the PostgreSQL at DATABASE_URL.
 * Returns its description (for tests that read it), the env the cms needs, and drop().
 */
export async function createTempDatabase(runId = `${Date.now().toString(36)}_${crypto.randomBytes(3).toString('hex')}`) {
  const pgUrl = process.env.DATABASE_URL;
  if (pgUrl) {
    const db = { client: 'postgres', url: pgUrl, schema: `gro_test_${runId}` };
    await withPg(pgUrl, (c) => c.query(`CREATE SCHEMA "${db.schema}"`));
    return {
      db,
      env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: pgUrl, DATABASE_SCHEMA: db.schema },
      drop: () => withPg(pgUrl, (c) => c.query(`DROP SCHEMA IF EXISTS "${db.schema}" CASCADE`)).catch(() => {}),
    };
  }
  const db = { client: 'sqlite', filename: path.join(os.tmpdir(), `gro-test-${runId}.db`) };
  return {
    db,
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_URL: '', DATABASE_FILENAME: db.filename },
    drop: async () => {
      for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(db.filename + suffix, { force: true });
    },
  };
}

/**
 * Environment of a harness-run cms: loopback only, demo data with known passwords, the first staff
 * account of the Strapi admin from known credentials, no admin panel, and member data read without
 * a practical limit (the tests and benchmarks read it many times as one account;
 * tests/read-limits.test.ts starts a cms of its own with a low one).
 */
export async function harnessEnv(extra = {}) {
  const port = await freePort();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    env: {
      ...process.env,
      STRAPI_TELEMETRY_DISABLED: 'true',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SERVE_ADMIN_PANEL: 'false',
      DEMO_DATA: 'true',
      SEED_ADMIN_PASSWORD: 'Admin-pass-for-tests-1',
      SEED_MEMBER_PASSWORD: 'Member-pass-for-tests-1',
      STRAPI_ADMIN_EMAIL: 'staff@gro.example.org',
      STRAPI_ADMIN_PASSWORD: 'Staff-pass-for-tests-1',
      LIMIT_MEMBER_DATA_READS_PER_HOUR: '1000000/60',
      ...extra,
    },
  };
}

/** Starts `strapi start` with that environment; resolves when /_health answers. */
export function bootCms({ baseUrl, env }, log = () => {}) {
  return startServer({ cmd: bin('strapi'), args: ['start'], cwd: cmsDir, env, readyUrl: `${baseUrl}/_health`, log });
}

/** bootCms for a benchmark: the cms's last output and the exit when it does not start. */
export function bootBenchCms(server) {
  let log = '';
  return bootCms(server, (s) => (log = (log + s).slice(-5000))).catch((err) => {
    console.error(`${err.message}\n${log}`);
    process.exit(1);
  });
}

/** The access token of the demo admin of a harness cms (harnessEnv's SEED_ADMIN_PASSWORD). */
export async function adminToken(baseUrl) {
  const res = await fetch(`${baseUrl}/api/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@gro.example.org', password: 'Admin-pass-for-tests-1', rememberMe: false }),
  });
  return (await res.json()).data.token;
}

/**
 * Starts the Stripe simulator (@gro/stripe-simulator) on a free loopback port, delivering to the
 * harness cms's webhook, and points that cms at it as at a real Stripe account (key, API base,
 * webhook secret, prices, coupon); tests read STRIPE_FAKE_URL and STRIPE_WEBHOOK_SECRET. Adds to
 * `server.env`.
 */
export async function startStripeForTests(server) {
  // Imported here, not at the top: prepareCms() builds the package first.
  const mod = await import('@gro/stripe-simulator');
  const startFakeStripe = mod.startFakeStripe ?? mod.default.startFakeStripe;
  const webhookSecret = `whsec_test_${crypto.randomBytes(16).toString('hex')}`;
  const apiKey = `sk_test_gro_${crypto.randomBytes(12).toString('hex')}`;
  const fake = await startFakeStripe({ port: await freePort(), host: '127.0.0.1', webhookUrl: `${server.baseUrl}/api/stripe/webhook`, webhookSecret, apiKey });
  Object.assign(server.env, {
    STRIPE_SECRET_KEY: apiKey,
    STRIPE_API_BASE: fake.url,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_MONTHLY: fake.prices.monthly,
    STRIPE_PRICE_YEARLY: fake.prices.yearly,
    STRIPE_PRICE_NONPROFIT: fake.prices.nonprofit,
    STRIPE_COUPON_CORPORATE: fake.corporateCoupon,
    STRIPE_FAKE_URL: fake.url,
  });
  return fake;
}
