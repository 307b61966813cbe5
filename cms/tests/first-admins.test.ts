import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { cmsDir, run } from './cms-process';
import { get, post, staffRoles } from './admin-http';
import { API, Client, count, uniqueEmail } from './helpers';

const STAFF = { email: process.env.STRAPI_ADMIN_EMAIL ?? '', password: process.env.STRAPI_ADMIN_PASSWORD ?? '' };

describe('the Strapi admin of a started cms (no first-visit registration)', () => {
  it('GET /admin/init reports that the first staff account exists', async () => {
    const res = await get(API, '/admin/init');
    assert.equal(res.status, 200);
    assert.equal(res.json.data.hasAdmin, true);
  });

  it('POST /admin/register-admin is refused and creates no staff account', async () => {
    const before = await count('admin_users');
    const res = await post(API, '/admin/register-admin', { email: 'intruder@example.com', password: 'Intruder-pass-1', firstname: 'In', lastname: 'Truder' });
    assert.ok(res.status >= 400 && res.status < 500, `status ${res.status}`);
    assert.ok(!res.text.includes('"token"'));
    assert.equal(await count('admin_users'), before);
    assert.equal(await count('admin_users', "email = 'intruder@example.com'"), 0);
  });

  it('the staff account from STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD signs in as Super Admin', async () => {
    assert.ok(STAFF.email && STAFF.password, 'the harness sets the staff account variables');
    assert.deepEqual(await staffRoles(API, STAFF.email, STAFF.password), ['strapi-super-admin']);
  });
});

describe('`npm run create-admin` on the database of the running site (SQLite, or PostgreSQL with DATABASE_URL)', () => {
  it('makes an existing member a portal administrator, keeping their password and session', async () => {
    const member = new Client();
    const email = uniqueEmail('promoted');
    const chapterId = (await member.call('GET', '/chapter/active')).body.data[0].id;
    const signUp = await member.call('POST', '/authenticate/signup', { firstname: 'Pro', lastname: 'Moted', email, phoneNumber: '(313) 555-0150', password: 'Copper-kettle-72', chapterId });
    assert.equal(signUp.status, 201);
    member.token = signUp.body.data.token;
    assert.equal((await member.call('GET', '/user')).status, 403, 'a new member without a company');

    const script = await run([path.join(cmsDir, 'scripts', 'create-admin.mjs')], { ...process.env, ADMIN_EMAIL: email.toUpperCase(), ADMIN_PASSWORD: '' });
    assert.equal(script.code, 0, script.output.slice(-2000));
    assert.match(script.output, new RegExp(`${email.replace(/[.]/g, '\\.')} is now a portal administrator`, 'i'));

    const users = await member.call('GET', '/user?pageSize=5');
    assert.equal(users.status, 200, 'an admin needs no company');
    assert.ok(users.body.data.items.every((u: Record<string, unknown>) => 'status' in u), 'and sees the admin fields');
    assert.equal((await new Client().signIn(email, 'Copper-kettle-72')).status, 200);
  });
});
