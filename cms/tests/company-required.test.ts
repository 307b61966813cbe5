import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { PORTAL_MESSAGES } from '@gro/config';
import { Client, approveCompany, signUpMember, sql } from './helpers';

const ADMIN_PASSWORD = 'Admin-pass-for-tests-1';

/** The member-data calls: they need a member who belongs to a company (spec §2), or an admin. */
const MEMBER_DATA = [
  ['GET', '/user'],
  ['GET', '/user/directory'],
  ['GET', '/user/1'],
  ['GET', '/dashboard'],
  ['POST', '/subscription/checkout'],
] as const;

/** A brand-new account: signed up, no company yet (the company gate's situation). */
const newSignUp = () => signUpMember({ tag: 'gate' });

const body = (method: string) => (method === 'POST' ? { priceId: 'monthly' } : undefined);

async function assertCompanyRequired(client: Client, method: string, path: string) {
  const res = await client.call(method, path, body(method));
  assert.equal(res.status, 403, `${method} ${path}: ${res.text.slice(0, 300)}`);
  assert.equal(res.body.ok, false);
  assert.equal(res.body.message.title, PORTAL_MESSAGES.companyRequiredTitle);
  assert.equal(res.body.message.message, PORTAL_MESSAGES.companyRequired);
  assert.ok(!/@example\.com|555-/.test(res.text), `${method} ${path} leaks contact fields`);
}

describe('a member without a company (server-side company requirement)', () => {
  let gate: Awaited<ReturnType<typeof newSignUp>>;
  before(async () => {
    gate = await newSignUp();
  });

  for (const [method, path] of MEMBER_DATA) {
    it(`${method} ${path} answers 403 'Company required'`, async () => {
      await assertCompanyRequired(gate.client, method, path);
    });
  }

  it("may still use the account and the company gate's calls", async () => {
    assert.equal((await gate.client.call('GET', '/account')).status, 200);
    assert.equal((await gate.client.call('GET', '/account/setting')).status, 200);
    assert.equal((await gate.client.call('GET', '/company/join-request/mine')).status, 200);
    const companies = await gate.client.call('GET', '/company?q=a&pageSize=5');
    assert.equal(companies.status, 200);
    assert.ok(companies.body.data.items.length > 0);
    const companyId = companies.body.data.items[0].id;
    const joined = await gate.client.call('POST', '/company/join-request', { companyId, note: 'We work together.' });
    assert.equal(joined.status, 201, joined.text);
    assert.equal((await gate.client.call('POST', '/authenticate/refresh')).status, 200);
  });

  it('sees only the names and places of companies in the type-ahead, no contact fields', async () => {
    const res = await gate.client.call('GET', '/company?pageSize=100');
    assert.equal(res.status, 200);
    const items: Record<string, unknown>[] = res.body.data.items;
    assert.ok(items.length > 0);
    for (const company of items) {
      assert.equal(typeof company.name, 'string');
      for (const field of ['phoneNumber', 'phoneExt', 'contactName', 'url', 'description', 'address']) assert.equal(company[field], null, `${field} of ${company.name}`);
    }
  });

  it('is answered 200 with the same session once they created their company', async () => {
    const { client } = await newSignUp();
    await assertCompanyRequired(client, 'GET', '/dashboard');
    const created = await client.call('POST', '/company', { name: `Gatehouse Works ${Date.now()}`, description: 'Gate tests.', address: '1 Woodward Ave', city: 'Detroit', state: 'MI' });
    assert.equal(created.status, 201, created.text);
    await approveCompany(created.body.data.company.uuid);
    for (const [method, path] of MEMBER_DATA) {
      const res = await client.call(method, path, body(method));
      // Checkout answers 503 until payments are configured: what matters is that the gate is open.
      assert.notEqual(res.status, 403, `${method} ${path}: ${res.text.slice(0, 300)}`);
    }
    assert.equal((await client.call('GET', '/dashboard')).status, 200);
    const companies = await client.call('GET', '/company?pageSize=100');
    assert.ok(companies.body.data.items.some((c: { contactName: string | null }) => c.contactName !== null), 'a member sees the companies table in full');
  });

  it('reads the company from the database at each call, not from the token', async () => {
    const { client, id } = await newSignUp();
    const created = await client.call('POST', '/company', { name: `Leaving Co ${Date.now()}`, description: 'Gate tests.', address: '2 Woodward Ave', city: 'Detroit', state: 'MI' });
    assert.equal(created.status, 201, created.text);
    await approveCompany(created.body.data.company.uuid);
    assert.equal((await client.call('GET', '/user/directory')).status, 200);
    await sql('DELETE FROM up_users_company_lnk WHERE user_id = $1', [id]);
    await assertCompanyRequired(client, 'GET', '/user/directory');
  });

  it('an admin without a company is exempt', async () => {
    const admin = new Client();
    const signIn = await admin.signIn('admin@gro.example.org', ADMIN_PASSWORD);
    assert.equal(signIn.status, 200);
    assert.equal(signIn.body.data.user.companyId, null, 'the demo admin has no company');
    for (const path of ['/user', '/user/directory', '/user/1', '/dashboard']) assert.equal((await admin.call('GET', path)).status, 200, path);
  });
});

type Route = { method: string; path: string; config?: { policies?: string[]; auth?: boolean } };

/** Every custom route of the API folders, as Strapi loads them. */
async function customRoutes(): Promise<Route[]> {
  const apiDir = path.join(__dirname, '..', 'src', 'api');
  const files = fs.readdirSync(apiDir).flatMap((name) => {
    const dir = path.join(apiDir, name, 'routes');
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((file) => path.join(dir, file)) : [];
  });
  const modules = await Promise.all(files.map((file) => import(file) as Promise<{ default: { routes: Route[] } | { default: { routes: Route[] } } }>));
  return modules.flatMap((m) => ('routes' in m.default ? m.default.routes : m.default.default.routes));
}

describe('the route table', () => {
  it('opens only the account and the company gate to a signed-in account without a company', async () => {
    const routes = await customRoutes();
    const name = (r: Route) => `${r.method} ${r.path}`;
    const withoutCompany = routes.filter((r) => r.config?.policies?.some((p) => p === 'global::is-signed-in' || p === 'global::is-verified'));
    assert.deepEqual(
      withoutCompany.filter((r) => !r.path.startsWith('/account')).map(name).sort(),
      ['GET /company', 'GET /company/join-request/mine', 'POST /company', 'POST /company/join-request', 'POST /company/join-request/:id/withdraw'],
    );
    // What reaches other members from the gate needs a verified email address (tests/email-verification.test.ts).
    assert.deepEqual(
      withoutCompany.filter((r) => r.config?.policies?.includes('global::is-verified')).map(name).sort(),
      ['POST /company', 'POST /company/join-request'],
    );
    const account = routes.filter((r) => r.path.startsWith('/account'));
    assert.ok(account.length > 0);
    // The email confirmation is public (the mailed token is the proof); every other account route needs only a sign-in.
    const needsSignIn = account.filter((r) => r.config?.auth !== false);
    assert.deepEqual(needsSignIn.filter((r) => !withoutCompany.includes(r)).map(name), [], 'every /account route works without a company');
    for (const r of ['GET /dashboard', 'POST /subscription/checkout']) {
      const route = routes.find((x) => name(x) === r);
      assert.deepEqual(route?.config?.policies, ['global::is-member'], r);
    }
    // Member data asks what is-member asks, then the server's MEMBER_DATA_ACCESS rule (tests/company-review.test.ts).
    for (const r of ['GET /user', 'GET /user/directory', 'GET /user/:id']) {
      const route = routes.find((x) => name(x) === r);
      assert.deepEqual(route?.config?.policies, ['global::reads-member-data'], r);
    }
  });
});
