import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { AUTH_TEXTS, PORTAL_MESSAGES } from '@gro/config';
import { assertAdmin, isAdmin } from '../src/auth/roles';
import { adminOnly } from '../src/auth/route-config';
import { Client, sql } from './helpers';

const MEMBER_PASSWORD = 'Member-pass-for-tests-1';
const ADMIN_PASSWORD = 'Admin-pass-for-tests-1';

describe('the admin rule of the global is-admin policy (spec §6)', () => {
  it("counts a role named 'admin' whatever its letter case and surrounding spaces", () => {
    for (const name of ['admin', 'Admin', 'ADMIN ', ' aDmIn']) assert.equal(isAdmin({ role: { name } }), true, name);
  });

  it('counts no other role, and no user without a role', () => {
    for (const name of ['Authenticated', 'Member', 'Administrator', 'admins', '']) assert.equal(isAdmin({ role: { name } }), false, name);
    assert.equal(isAdmin({ role: null }), false);
    assert.equal(isAdmin({}), false);
  });

  it('admin routes authenticate through the global is-admin policy, not the users-permissions role check', () => {
    assert.deepEqual(adminOnly, { auth: false, policies: ['global::is-admin'] });
  });

  it('refuses a non-admin with a 403 and a clear message', () => {
    assert.doesNotThrow(() => assertAdmin({ role: { name: 'Admin' } }));
    assert.throws(
      () => assertAdmin({ role: { name: 'Authenticated' } }),
      (err: { status?: number; message?: string; expose?: boolean }) => err.status === 403 && err.message === AUTH_TEXTS.adminOnly && err.expose === true,
    );
  });
});

describe("GET /api/user shows admin-only fields by the signed-in user's role, read on the server", () => {
  let admin: Client;
  let member: Client;
  before(async () => {
    admin = new Client();
    member = new Client();
    assert.equal((await admin.signIn('admin@gro.example.org', ADMIN_PASSWORD)).status, 200);
    assert.equal((await member.signIn('marcus.bell@example.com', MEMBER_PASSWORD)).status, 200);
  });

  const adminFieldsShown = async (client: Client) => {
    const res = await client.call('GET', '/user?pageSize=100');
    assert.equal(res.status, 200);
    const items: Record<string, unknown>[] = res.body.data.items;
    assert.ok(items.length > 0);
    const withStatus = items.filter((u) => 'status' in u && 'createdAt' in u).length;
    assert.ok(withStatus === 0 || withStatus === items.length, 'all rows or none carry the admin fields');
    return withStatus === items.length;
  };

  it('the seeded admin sees status and createdAt; a member does not', async () => {
    assert.equal(await adminFieldsShown(admin), true);
    assert.equal(await adminFieldsShown(member), false);
  });

  it('a member cannot claim to be an admin through the request', async () => {
    const res = await member.call('GET', '/user?pageSize=100&role=admin&isAdmin=true', undefined, { 'X-Role': 'admin' });
    assert.equal(res.status, 200);
    assert.ok(res.body.data.items.every((u: Record<string, unknown>) => !('status' in u)));
  });

  it("follows the admin role's name in the database: 'ADMIN ' still counts, 'Administrator' does not", async () => {
    const [role] = await sql("SELECT id, name FROM up_roles WHERE type = 'admin'");
    try {
      await sql('UPDATE up_roles SET name = $1 WHERE id = $2', ['ADMIN ', role.id]);
      assert.equal(await adminFieldsShown(admin), true);
      await sql('UPDATE up_roles SET name = $1 WHERE id = $2', ['Administrator', role.id]);
      // No longer an admin, and the demo admin has no company: not even the member view.
      const res = await admin.call('GET', '/user?pageSize=100');
      assert.equal(res.status, 403);
      assert.equal(res.body.message.message, PORTAL_MESSAGES.companyRequired);
    } finally {
      await sql('UPDATE up_roles SET name = $1 WHERE id = $2', [role.name, role.id]);
    }
    assert.equal(await adminFieldsShown(admin), true);
  });
});
