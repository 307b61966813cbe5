import { after, describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { AUTH_TEXTS, chapterDefaults, eventDefaults, eventFormToPayload, type ActivityEntry } from '@gro/config';
import { API, Client, SEEDED_ADMIN, SEEDED_MEMBER_PASSWORD, activeChapterId, count, freshIpHeader, memberWithCompany, signInAdmin, signUpMember, sql, retireTestData } from './helpers';

const STAFF = { email: process.env.STRAPI_ADMIN_EMAIL ?? '', password: process.env.STRAPI_ADMIN_PASSWORD ?? '' };
const run = `${process.pid}${Date.now().toString(36)}`;

// Other files count the seeded chapters, events and Active members exactly.
after(() => retireTestData(run));

async function latest(admin: Client): Promise<ActivityEntry> {
  const res = await admin.call('GET', '/activity?pageSize=1');
  assert.equal(res.status, 200, res.text);
  return res.body.data.items[0];
}

/** The Strapi admin's API as the staff account (the admin panel calls it). */
async function staff(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...freshIpHeader(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: text.startsWith('{') ? JSON.parse(text) : null };
}

describe('the admin activity log (GET /activity)', () => {
  let admin: Client;
  let me: { id: number; fullname: string };
  before(async () => {
    admin = await signInAdmin();
    me = (await admin.call('GET', '/account')).body.data;
  });

  it('records a chapter creation: who, when, what, and the values after', async () => {
    const started = Date.now() - 1000;
    const created = await admin.call('POST', '/chapter', { ...chapterDefaults, name: `Logged ${run}`, location: 'Detroit', email: 'logged@gro.example.org' });
    assert.equal(created.status, 201, created.text);
    const entry = await latest(admin);
    assert.equal(entry.action, 'create');
    assert.equal(entry.subject, 'chapter');
    assert.equal(entry.subjectId, String(created.body.data.id));
    assert.equal(entry.summary, `Created chapter Logged ${run}`);
    assert.deepEqual(entry.actor, { id: me.id, fullname: me.fullname, email: SEEDED_ADMIN.email });
    assert.ok(Date.parse(entry.createdAt) >= started);
    assert.equal(entry.before, null);
    assert.equal(entry.after?.name, `Logged ${run}`);
    assert.equal(entry.after?.slug, created.body.data.slug);
  });

  it('an update keeps only what changed, before and after', async () => {
    const created = (await admin.call('POST', '/event', eventFormToPayload({ ...eventDefaults, title: `Logged event ${run}`, type: 'Once', date: '2033-03-03' }))).body.data;
    const updated = await admin.call('PUT', `/event/${created.id}`, eventFormToPayload({ ...eventDefaults, title: `Logged event ${run}`, type: 'Once', date: '2033-04-04', city: 'Detroit' }));
    assert.equal(updated.status, 200, updated.text);
    const entry = await latest(admin);
    assert.equal(entry.action, 'update');
    assert.equal(entry.subject, 'event');
    assert.deepEqual(entry.before, { date: '2033-03-03', city: null });
    assert.deepEqual(entry.after, { date: '2033-04-04', city: 'Detroit' });
  });

  it('records user writes without any secret: a new password shows only as passwordChanged', async () => {
    const target = await signUpMember({ tag: 'logged' });
    const form = {
      firstname: 'Logged',
      lastname: 'Member',
      email: target.email,
      phoneNumber: '(313) 555-0142',
      chapterId: await activeChapterId(),
      companyId: null,
      status: 'Active',
      role: 'Member',
      password: 'Velvet-compass-41',
    };
    assert.equal((await admin.call('PUT', `/user/${target.id}`, form)).status, 200);
    const res = await admin.call('GET', '/activity?pageSize=1');
    const entry: ActivityEntry = res.body.data.items[0];
    assert.equal(entry.subject, 'user');
    assert.deepEqual(entry.before, { firstname: 'Test', passwordChanged: false });
    assert.deepEqual(entry.after, { firstname: 'Logged', passwordChanged: true });
    const [hash] = await sql('SELECT password FROM up_users WHERE id = $1', [target.id]);
    const rows = await sql('SELECT before, after, summary FROM admin_activities');
    const stored = JSON.stringify(rows);
    assert.ok(!stored.includes(hash.password), 'no password hash is ever stored in the log');
    assert.ok(!stored.includes('Velvet-compass-41'), 'nor a password');
    assert.ok(!/\$2[aby]\$/.test(res.text));
  });

  it('records join-request reviews and company edits', async () => {
    const owner = await memberWithCompany();
    const member = await signUpMember({ tag: 'logreview' });
    const asked = await member.client.call('POST', '/company/join-request', { companyId: owner.company.id });
    assert.equal((await admin.call('POST', `/company/join-request/${asked.body.data.id}/reject`, { reason: 'Logged.' })).status, 200);
    let entry = await latest(admin);
    assert.deepEqual([entry.action, entry.subject, entry.subjectId], ['reject', 'join-request', String(asked.body.data.id)]);
    assert.equal(entry.after?.reason, 'Logged.');
    const edit = await admin.call('PUT', `/company/${owner.company.uuid}`, { name: owner.company.name, description: 'Edited.', address: '3 Woodward Ave', isNonprofit: true });
    assert.equal(edit.status, 200, edit.text);
    entry = await latest(admin);
    assert.deepEqual([entry.action, entry.subject], ['update', 'company']);
    assert.deepEqual(entry.after, { description: 'Edited.', address: '3 Woodward Ave', isNonprofit: true }, 'fields left out stay as they were');
  });

  it('pages newest first', async () => {
    const res = await admin.call('GET', '/activity?page=1&pageSize=3');
    assert.equal(res.status, 200);
    const items: ActivityEntry[] = res.body.data.items;
    assert.equal(items.length, 3);
    for (let i = 1; i < items.length; i += 1) assert.ok(Date.parse(items[i - 1].createdAt) >= Date.parse(items[i].createdAt));
    assert.equal(res.body.data.pagination.total, await count('admin_activities'));
    const second = await admin.call('GET', '/activity?page=2&pageSize=3');
    assert.ok(second.body.data.items.every((e: ActivityEntry) => !items.some((f) => f.id === e.id)));
    assert.equal((await admin.call('GET', '/activity?pageSize=500')).status, 400);
  });

  it('a refused write records nothing', async () => {
    const before = await count('admin_activities');
    assert.equal((await admin.call('POST', '/chapter', { name: '' })).status, 400);
    assert.equal((await admin.call('PUT', '/event/2000000000', eventFormToPayload({ ...eventDefaults, title: 'x', type: 'Once', date: '2030-01-01' }))).status, 404);
    assert.equal(await count('admin_activities'), before);
  });

  it('is for admins only', async () => {
    const member = new Client();
    assert.equal((await member.signIn('marcus.bell@example.com', SEEDED_MEMBER_PASSWORD)).status, 200);
    const res = await member.call('GET', '/activity');
    assert.equal(res.status, 403);
    assert.equal(res.body.message.message, AUTH_TEXTS.adminOnly);
    assert.equal((await new Client().call('GET', '/activity')).status, 401);
  });

  it('has no route that edits or deletes entries', async () => {
    const [entry] = await sql('SELECT id FROM admin_activities ORDER BY id DESC LIMIT 1');
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await admin.call(method, `/activity/${entry.id}`, method === 'DELETE' ? undefined : { summary: 'forged' });
      assert.ok([404, 405].includes(res.status), `${method}: ${res.status}`);
      const all = await admin.call(method, '/activity', method === 'DELETE' ? undefined : { summary: 'forged' });
      assert.ok([404, 405].includes(all.status), `${method} /activity: ${all.status}`);
    }
  });

  it('the Strapi admin cannot change or delete an entry (the lifecycle refuses)', async () => {
    assert.ok(STAFF.email && STAFF.password, 'the harness sets the staff account variables');
    const login = await staff('POST', '/admin/login', STAFF);
    assert.equal(login.status, 200, login.text.slice(0, 200));
    const token = login.json.data.token;
    const [entry] = await sql('SELECT id, document_id, summary FROM admin_activities ORDER BY id DESC LIMIT 1');
    const base = `/content-manager/collection-types/api::admin-activity.admin-activity`;
    const read = await staff('GET', `${base}/${entry.document_id}`, undefined, token);
    assert.equal(read.status, 200, 'staff may read the log');
    const edit = await staff('PUT', `${base}/${entry.document_id}`, { summary: 'forged' }, token);
    assert.ok(edit.status >= 400 && edit.status < 500, `edit: ${edit.status} ${edit.text.slice(0, 200)}`);
    const removed = await staff('DELETE', `${base}/${entry.document_id}`, undefined, token);
    assert.ok(removed.status >= 400 && removed.status < 500, `delete: ${removed.status} ${removed.text.slice(0, 200)}`);
    const bulk = await staff('POST', `${base}/actions/bulkDelete`, { documentIds: [entry.document_id] }, token);
    assert.ok(bulk.status >= 400 && bulk.status < 500, `bulk delete: ${bulk.status} ${bulk.text.slice(0, 200)}`);
    const [after] = await sql('SELECT summary FROM admin_activities WHERE id = $1', [entry.id]);
    assert.equal(after.summary, entry.summary);
  });
});
