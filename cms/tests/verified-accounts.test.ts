import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { productionEnv, startCms, stopCms, tempDatabase } from './cms-process';

/** Its own SQLite file: the steps run at start, so the test starts a cms on it twice. */
const database = tempDatabase('verified-accounts', { sqliteOnly: true });
after(() => database.drop());

const ADMIN = 'verify.admin@gro.example.org';
const env = (port: number) =>
  productionEnv(port, database, {
    STRAPI_ADMIN_EMAIL: 'verify.staff@gro.example.org',
    STRAPI_ADMIN_PASSWORD: 'Verify-staff-pass-1',
    ADMIN_EMAIL: ADMIN,
    ADMIN_PASSWORD: 'Verify-admin-pass-1',
  });

function onDatabase<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(database.file);
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

describe('accounts made before email verification count as verified, companies made before the review as approved (once per database, at start)', () => {
  it('an unverified account and an unreviewed company of an older database are verified and approved at the first start of this version, and the steps are recorded', async () => {
    const first = await startCms(env, { name: 'the first start' });
    await stopCms(first);
    // As a database of the version before verification: an account never verified, and no record of the step.
    onDatabase((db) => {
      assert.equal(db.prepare('UPDATE up_users SET confirmed = 0 WHERE email = ?').run(ADMIN).changes, 1);
      assert.equal(db.prepare("DELETE FROM strapi_core_store_settings WHERE key LIKE '%verified-accounts'").run().changes, 1, 'the first start recorded the step');
      // A company as the version before the review stored it: no review status.
      const stamp = Date.now();
      db.prepare('INSERT INTO companies (document_id, name, review_status, is_nonprofit, created_at, updated_at) VALUES (?, ?, NULL, 0, ?, ?)').run('oldcompanydocumentid0001', 'Older Company', stamp, stamp);
      assert.equal(db.prepare("DELETE FROM strapi_core_store_settings WHERE key LIKE '%reviewed-companies'").run().changes, 1, 'the first start recorded the company step');
    });

    const second = await startCms(env, { name: 'the upgraded start' });
    const log = second.output();
    await stopCms(second);
    assert.equal(onDatabase((db) => (db.prepare('SELECT confirmed FROM up_users WHERE email = ?').get(ADMIN) as { confirmed: number }).confirmed), 1);
    assert.match(log, /Accounts: 1 account\(s\) made before email verification count as verified/);
    assert.equal(onDatabase((db) => db.prepare("SELECT COUNT(*) AS n FROM strapi_core_store_settings WHERE key LIKE '%verified-accounts'").get() as { n: number }).n, 1);
    assert.equal(onDatabase((db) => (db.prepare('SELECT review_status FROM companies WHERE name = ?').get('Older Company') as { review_status: string }).review_status), 'Approved');
    assert.match(log, /Companies: 1 company\(ies\) made before the review of companies count as approved/);
  });
});
