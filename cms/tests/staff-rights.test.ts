import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { API, freshIpHeader, sql, uniqueEmail } from './helpers';

/**
 * Least privilege in the Strapi admin, over its own API: a Content Editor writes FAQs and reads no
 * member, subscription or dues entry; and not even a Super Admin edits or deletes a row GRO's rules
 * wrote (a dues entry).
 */
const STAFF = { email: process.env.STRAPI_ADMIN_EMAIL ?? '', password: process.env.STRAPI_ADMIN_PASSWORD ?? '' };

async function admin(method: string, route: string, token: string | null, body?: unknown) {
  const res = await fetch(`${API}${route}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...freshIpHeader(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: text.startsWith('{') ? JSON.parse(text) : null };
}

async function logIn(email: string, password: string): Promise<string> {
  const login = await admin('POST', '/admin/login', null, { email, password });
  assert.equal(login.status, 200, login.text.slice(0, 300));
  return login.json.data.token;
}

const cm = (uid: string, documentId = '') => `/content-manager/collection-types/${uid}${documentId ? `/${documentId}` : ''}`;

describe('staff rights in the Strapi admin', () => {
  it('a Content Editor writes FAQs, and members, subscriptions and the dues ledger answer 403', async () => {
    const superToken = await logIn(STAFF.email, STAFF.password);
    const roles = await admin('GET', '/admin/roles', superToken);
    const editorRole = roles.json.data.find((r: { code: string }) => r.code === 'gro-content-editor');
    assert.ok(editorRole, 'the Content Editor role is seeded');

    const email = uniqueEmail('editor');
    const invited = await admin('POST', '/admin/users', superToken, { firstname: 'Edie', lastname: 'Tor', email, roles: [editorRole.id] });
    assert.equal(invited.status, 201, invited.text.slice(0, 300));
    const password = `Editor-${crypto.randomBytes(6).toString('hex')}-A1`;
    const registered = await admin('POST', '/admin/register', null, { registrationToken: invited.json.data.registrationToken, userInfo: { firstname: 'Edie', lastname: 'Tor', password } });
    assert.equal(registered.status, 200, registered.text.slice(0, 300));
    const editor = await logIn(email, password);

    const faq = await admin('POST', cm('api::faq.faq'), editor, { question: `Who edits the FAQs? ${email}`, answer: 'A content editor.' });
    assert.ok(faq.status === 200 || faq.status === 201, faq.text.slice(0, 300));
    assert.equal((await admin('GET', cm('api::faq.faq'), editor)).status, 200);
    for (const uid of ['plugin::users-permissions.user', 'api::subscription.subscription', 'api::dues-entry.dues-entry', 'api::invoice.invoice', 'api::sign-in-log.sign-in-log']) {
      assert.equal((await admin('GET', cm(uid), editor)).status, 403, `${uid} is not the editor's`);
    }
  });

  it('not even a Super Admin edits or deletes a dues entry, nor creates one', async () => {
    const superToken = await logIn(STAFF.email, STAFF.password);
    const documentId = crypto.randomBytes(12).toString('hex').slice(0, 24);
    // Long ago, with no member: no month or chapter another test counts.
    const stamp = new Date('1999-12-15T12:00:00.000Z');
    // As the database keeps Strapi's datetimes: milliseconds on SQLite, a timestamp on PostgreSQL.
    const stored = JSON.parse(process.env.GRO_TEST_DB ?? '{}').client === 'postgres' ? stamp.toISOString() : stamp.getTime();
    await sql(
      `INSERT INTO dues_entries (document_id, kind, stripe_object_id, amount_cents, currency, occurred_at, month, created_at, updated_at, published_at)
       VALUES ($1, 'payment', $2, 2500, 'usd', $3, '1999-12', $4, $5, $6)`,
      [documentId, `in_admin_${documentId}`, stored, stored, stored, stored],
    );
    assert.equal((await admin('GET', cm('api::dues-entry.dues-entry', documentId), superToken)).status, 200, 'read-only, not hidden');
    const form = await admin('GET', '/content-manager/content-types/api::dues-entry.dues-entry/configuration', superToken);
    assert.equal(form.status, 200, form.text.slice(0, 300));
    assert.equal(form.json.data.contentType.metadatas.amountCents.edit.editable, false, 'its edit form shows the fields as not editable');
    const edit = await admin('PUT', cm('api::dues-entry.dues-entry', documentId), superToken, { amountCents: 1 });
    assert.equal(edit.status, 403, edit.text.slice(0, 300));
    assert.equal((await admin('DELETE', cm('api::dues-entry.dues-entry', documentId), superToken)).status, 403);
    const bulk = await admin('POST', `${cm('api::dues-entry.dues-entry')}/actions/bulkDelete`, superToken, { documentIds: [documentId] });
    assert.ok(bulk.status === 403, bulk.text.slice(0, 300));
    const created = await admin('POST', cm('api::dues-entry.dues-entry'), superToken, { kind: 'payment', stripeObjectId: 'in_forged', amountCents: 1, currency: 'usd', occurredAt: stamp.toISOString(), month: '1999-12' });
    assert.equal(created.status, 403, created.text.slice(0, 300));
    const [row] = await sql('SELECT amount_cents FROM dues_entries WHERE document_id = $1', [documentId]);
    assert.equal(Number(row.amount_cents), 2500);
    assert.equal(Number((await sql("SELECT COUNT(*) AS n FROM dues_entries WHERE stripe_object_id = 'in_forged'"))[0].n), 0);
    await sql('DELETE FROM dues_entries WHERE document_id = $1', [documentId]);
  });
});
