import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import Database from 'better-sqlite3';
import { generate } from 'otplib';
import { AUTH_LIMITS, PAYMENT_MESSAGES } from '@gro/config';
import { cmsDir, freePort, productionEnv as cmsEnv, run, startCms, stopCms, strapiBin, tempDatabase } from './cms-process';
import { get, post, staffRoles } from './admin-http';
import { bcryptHashOfCost } from './helpers';

/**
 * A first start in production, on a SQLite file of its own (whatever database the harness runs on):
 * the staff account and the portal administrator come from the variables, and `npm run create-admin`
 * adds more on a stopped site.
 */
const database = tempDatabase('first-start', { sqliteOnly: true });
after(() => database.drop());

/** The environment of a production cms on the temporary SQLite: no admin variables unless given. */
function productionEnv(port: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return cmsEnv(port, database, { STRAPI_ADMIN_EMAIL: '', STRAPI_ADMIN_PASSWORD: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '', ...extra });
}

function tempDb<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(database.file, { readonly: true });
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

const portalAdmins = (email: string) =>
  tempDb((db) =>
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM up_users u JOIN up_users_role_lnk l ON l.user_id = u.id JOIN up_roles r ON r.id = l.role_id
         WHERE u.email = ? AND r.type = 'admin'`,
      )
      .get(email) as { n: number },
  ).n;

describe('a first start in production', () => {
  const staff = { email: 'first.staff@gro.example.org', password: 'First-staff-pass-1' };
  const portal = { email: 'first.admin@gro.example.org', password: 'First-admin-pass-1' };

  it('refuses to start while no staff account exists and STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD are unset', async () => {
    const { code, output } = await run([strapiBin, 'start'], productionEnv(await freePort()));
    assert.notEqual(code, 0);
    assert.match(output, /STRAPI_ADMIN_EMAIL and STRAPI_ADMIN_PASSWORD/);
    assert.match(output, /ADMIN_EMAIL and ADMIN_PASSWORD/);
    assert.equal(tempDb((db) => (db.prepare('SELECT COUNT(*) AS n FROM admin_users').get() as { n: number }).n), 0);
  });

  it("creates the staff account and the portal administrator from the variables, with demo data off; without Stripe keys payments answer 503 'Payments are not configured.'", async () => {
    const server = await startCms(
      (port) => productionEnv(port, { STRAPI_ADMIN_EMAIL: staff.email, STRAPI_ADMIN_PASSWORD: staff.password, ADMIN_EMAIL: portal.email, ADMIN_PASSWORD: portal.password }),
      { healthy: (status) => status < 500 },
    );
    const { base } = server;
    try {
      assert.equal((await get(base, '/admin/init')).json.data.hasAdmin, true);
      assert.deepEqual(await staffRoles(base, staff.email, staff.password), ['strapi-super-admin']);
      const claim = await post(base, '/admin/register-admin', { email: 'late@example.com', password: 'Late-comer-pass-1', firstname: 'Late', lastname: 'Comer' });
      assert.ok(claim.status >= 400 && claim.status < 500);
      const signIn = await post(base, '/api/authenticate', portal);
      assert.equal(signIn.status, 200, signIn.text.slice(0, 300));
      assert.deepEqual(signIn.json.data.user.role, [{ name: 'Admin' }]);
      assert.ok(!server.output().includes(staff.password) && !server.output().includes(portal.password), 'passwords from the environment are not logged');

      // Production requires a second factor of admins by default: nothing but setting it up until then.
      const token = signIn.json.data.token;
      assert.deepEqual(signIn.json.data.user.secondFactor, { required: true, gate: 'enrol' });
      assert.equal((await get(base, '/api/subscription/plan', token)).status, 403);
      const started = await post(base, '/api/account/second-factor/authenticator', { currentPassword: portal.password }, token);
      assert.equal(started.status, 200, started.text.slice(0, 300));
      assert.equal((await post(base, '/api/account/second-factor/authenticator/confirm', { code: await generate({ secret: started.json.data.secret }) }, token)).status, 200);

      // Production without STRIPE_SECRET_KEY: every payment endpoint, the admin passing the member policy.
      const payments = [
        await get(base, '/api/subscription/plan', token),
        await post(base, '/api/subscription/checkout', { priceId: 'price_anything' }, token),
        await post(base, '/api/subscription/portal', {}, token),
        await get(base, '/api/stripe/session/cs_test_anything', token),
        await post(base, '/api/stripe/webhook', { id: 'evt_x', type: 'invoice.paid' }),
        await post(base, '/api/subscription/cancel', { stripeSubscriptionId: 'sub_anything' }, token),
      ];
      for (const res of payments) {
        assert.equal(res.status, 503);
        assert.equal(res.json.message.message, PAYMENT_MESSAGES.paymentsNotConfigured);
      }
      assert.match(server.output(), /Payments: not configured/);
    } finally {
      await stopCms(server);
    }
    assert.equal(portalAdmins(portal.email), 1);
    const { password } = tempDb((db) => db.prepare('SELECT password FROM up_users WHERE email = ?').get(portal.email) as { password: string });
    assert.match(password, bcryptHashOfCost(AUTH_LIMITS.bcryptCost), 'a production start hashes at the production cost, not the test build\'s');
    assert.equal(tempDb((db) => (db.prepare("SELECT COUNT(*) AS n FROM chapters").get() as { n: number }).n), 0, 'no demo data');
  });

  it('`npm run create-admin` adds a portal administrator, and with --staff a staff account; it works none of the queued jobs', async () => {
    const script = path.join(cmsDir, 'scripts', 'create-admin.mjs');
    // A job that is due: the server's workers would take it at once; the script's process has none.
    const queued = (() => {
      const db = new Database(database.file);
      try {
        const at = Date.now();
        return Number(db.prepare("INSERT INTO jobs (document_id, kind, payload, status, attempts, run_at, created_at, updated_at, published_at) VALUES ('maintenance-job-probe', 'announcements.scan', '{}', 'queued', 0, ?, ?, ?, ?)").run(at - 1000, at, at, at).lastInsertRowid);
      } finally {
        db.close();
      }
    })();
    const env = productionEnv(await freePort(), { ADMIN_EMAIL: 'second.admin@gro.example.org', ADMIN_PASSWORD: 'Second-admin-pass-1' });
    const portalRun = await run([script], env);
    assert.equal(portalRun.code, 0, portalRun.output.slice(-2000));
    assert.equal(portalAdmins('second.admin@gro.example.org'), 1);
    assert.deepEqual(
      tempDb((db) => db.prepare('SELECT status, attempts FROM jobs WHERE id = ?').get(queued)),
      { status: 'queued', attempts: 0 },
      'the queued job is left to the server',
    );

    // --staff alone: a Content Editor; with --super, a Super Admin.
    const editorEnv = productionEnv(await freePort(), { STRAPI_ADMIN_EMAIL: 'editor.staff@gro.example.org', STRAPI_ADMIN_PASSWORD: 'Editor-staff-pass-1' });
    const editorRun = await run([script, '--staff'], editorEnv);
    assert.equal(editorRun.code, 0, editorRun.output.slice(-2000));
    assert.match(editorRun.output, /editor\.staff@gro\.example\.org created as a Content Editor of the Strapi admin/);
    const staffEnv = productionEnv(await freePort(), { STRAPI_ADMIN_EMAIL: 'second.staff@gro.example.org', STRAPI_ADMIN_PASSWORD: 'Second-staff-pass-1' });
    const staffRun = await run([script, '--staff', '--super'], staffEnv);
    assert.equal(staffRun.code, 0, staffRun.output.slice(-2000));
    const withRole = (code: string) =>
      tempDb((db) =>
        db
          .prepare(
            `SELECT u.email FROM admin_users u JOIN admin_users_roles_lnk l ON l.user_id = u.id JOIN admin_roles r ON r.id = l.role_id
             WHERE r.code = ? ORDER BY u.id`,
          )
          .all(code)
          .map((row) => (row as { email: string }).email),
      );
    assert.deepEqual(withRole('strapi-super-admin'), [staff.email, 'second.staff@gro.example.org']);
    assert.deepEqual(withRole('gro-content-editor'), ['editor.staff@gro.example.org']);
  });
});
