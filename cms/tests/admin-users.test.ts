import { after, describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_MESSAGES, AUTH_LIMITS, AUTH_TEXTS, PORTAL_MESSAGES } from '@gro/config';
import { Client, SEEDED_ADMIN, bcryptHashOfCost, SEEDED_MEMBER_PASSWORD, activeChapterId, memberWithCompany, signInAdmin, signUpMember, sql, uniqueEmail, retireTestData } from './helpers';

const NEW_PASSWORD = 'Silver-lantern-58';

/** A user form payload for POST /user and PUT /user/{id}. */
async function userPayload(extra: Record<string, unknown> = {}) {
  return {
    firstname: 'Grace',
    lastname: 'Hopper',
    email: uniqueEmail('created'),
    phoneNumber: '(313) 555-0199',
    phoneExt: '12',
    chapterId: await activeChapterId(),
    companyId: null,
    status: 'Active',
    role: 'Member',
    ...extra,
  };
}

/** The form of an existing account as GET /user/{id} answers it to an admin, with changes. */
async function formOf(admin: Client, id: number, extra: Record<string, unknown> = {}) {
  const user = (await admin.call('GET', `/user/${id}`)).body.data;
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phoneNumber: user.phoneNumber,
    phoneExt: user.phoneExt ?? '',
    chapterId: user.chapterId,
    companyId: user.companyId,
    status: user.status,
    role: user.role[0]?.name === 'Admin' ? 'Admin' : 'Member',
    ...extra,
  };
}

/** A new account made an admin by the seeded admin, signed in. */
async function newAdmin(admin: Client) {
  const payload = await userPayload({ role: 'Admin', password: NEW_PASSWORD, firstname: 'Second', lastname: 'Admin' });
  const created = await admin.call('POST', '/user', payload);
  assert.equal(created.status, 201, created.text);
  const client = new Client();
  assert.equal((await client.signIn(payload.email, NEW_PASSWORD)).status, 200);
  return { client, id: created.body.data.id as number, email: payload.email };
}


// Other files count the Active members of one page exactly.
after(() => retireTestData(`${process.pid}-no-chapters`));
describe('POST /user (admins)', () => {
  let admin: Client;
  before(async () => {
    admin = await signInAdmin();
  });

  it('creates an Active member who can sign in with the password; the answer carries no secret', async () => {
    const payload = await userPayload({ password: NEW_PASSWORD, email: `  ${uniqueEmail('Mixed').toUpperCase()} ` });
    const res = await admin.call('POST', '/user', payload);
    assert.equal(res.status, 201, res.text);
    const user = res.body.data;
    assert.equal(user.email, payload.email.trim().toLowerCase());
    assert.equal(user.status, 'Active');
    assert.deepEqual(user.role, [{ name: 'Member' }]);
    assert.equal(user.phoneExt, '12');
    assert.deepEqual(res.body.message, ADMIN_MESSAGES.userCreated('Grace Hopper'));
    assert.ok(!/password|\$2[aby]\$/i.test(res.text), 'no password or hash in the answer');
    const [row] = await sql('SELECT password FROM up_users WHERE id = $1', [user.id]);
    assert.match(row.password, bcryptHashOfCost(AUTH_LIMITS.bcryptTestCost), 'stored as a bcrypt hash, at the test build\'s cost');
    assert.equal((await new Client().signIn(payload.email.trim(), NEW_PASSWORD)).status, 200);
  });

  it('creates an admin when the role is Admin: they may call admin routes without a company', async () => {
    const { client } = await newAdmin(admin);
    assert.equal((await client.call('GET', '/company/join-request')).status, 200);
    assert.equal((await client.call('GET', '/activity')).status, 200);
  });

  it('links the chosen company', async () => {
    const { company } = await memberWithCompany();
    const res = await admin.call('POST', '/user', await userPayload({ password: NEW_PASSWORD, companyId: company.id }));
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.data.companyId, company.id);
  });

  it('409 for an email another account has, whatever its letter case', async () => {
    const payload = await userPayload({ password: NEW_PASSWORD });
    assert.equal((await admin.call('POST', '/user', payload)).status, 201);
    const again = await admin.call('POST', '/user', { ...payload, email: payload.email.toUpperCase() });
    assert.equal(again.status, 409);
    assert.equal(again.body.message.message, ADMIN_MESSAGES.emailTaken);
  });

  it('400: the password is required on create and follows the rule; chapter and company must exist', async () => {
    const noPassword = await admin.call('POST', '/user', await userPayload());
    assert.equal(noPassword.status, 400);
    assert.deepEqual(noPassword.body.details.errors.map((e: { path: string[] }) => e.path), [['password']]);
    assert.equal((await admin.call('POST', '/user', await userPayload({ password: 'short' }))).status, 400);
    const chapter = await admin.call('POST', '/user', await userPayload({ password: NEW_PASSWORD, chapterId: 2_000_000_000 }));
    assert.equal(chapter.status, 400);
    assert.deepEqual(chapter.body.details.errors[0].path, ['chapterId']);
    assert.equal(chapter.body.message.message, ADMIN_MESSAGES.chapterUnknown);
    const company = await admin.call('POST', '/user', await userPayload({ password: NEW_PASSWORD, companyId: 2_000_000_000 }));
    assert.equal(company.status, 400);
    assert.deepEqual(company.body.details.errors[0].path, ['companyId']);
    const role = await admin.call('POST', '/user', await userPayload({ password: NEW_PASSWORD, role: 'Superuser' }));
    assert.equal(role.status, 400);
    assert.deepEqual(role.body.details.errors[0].path, ['role']);
  });

  it('ignores fields the form does not have (billing ids, flags, provider)', async () => {
    const payload = await userPayload({ password: NEW_PASSWORD, stripeCustomerId: 'cus_forged', blocked: true, confirmed: false, provider: 'forged', resetPasswordToken: 'x', username: 'forged-name' });
    const res = await admin.call('POST', '/user', payload);
    assert.equal(res.status, 201, res.text);
    const [row] = await sql('SELECT stripe_customer_id, blocked, confirmed, provider, reset_password_token, username FROM up_users WHERE id = $1', [res.body.data.id]);
    assert.equal(row.stripe_customer_id, null);
    assert.equal(Boolean(row.blocked), false);
    assert.equal(Boolean(row.confirmed), true);
    assert.equal(row.provider, 'local');
    assert.equal(row.reset_password_token, null);
    assert.equal(row.username, payload.email);
  });

  it('is refused to members (403) and visitors (401)', async () => {
    const member = new Client();
    assert.equal((await member.signIn('marcus.bell@example.com', SEEDED_MEMBER_PASSWORD)).status, 200);
    const payload = await userPayload({ password: NEW_PASSWORD, role: 'Admin' });
    assert.equal((await member.call('POST', '/user', payload)).status, 403);
    assert.equal((await new Client().call('POST', '/user', payload)).status, 401);
    assert.deepEqual(await sql('SELECT id FROM up_users WHERE email = $1', [payload.email]), []);
  });
});

describe('PUT /user/{id} (admins)', () => {
  let admin: Client;
  before(async () => {
    admin = await signInAdmin();
  });

  it('saves the form; a blank or absent password leaves the password as it is', async () => {
    const target = await signUpMember({ tag: 'edited' });
    const res = await admin.call('PUT', `/user/${target.id}`, await formOf(admin, target.id, { firstname: 'Edited', phoneExt: '', password: '' }));
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.firstname, 'Edited');
    assert.equal(res.body.data.phoneExt, null);
    assert.deepEqual(res.body.message, ADMIN_MESSAGES.userUpdated('Edited Member', false));
    assert.equal((await new Client().signIn(target.email, target.password)).status, 200);
    assert.equal((await target.client.call('GET', '/account')).status, 200, 'their session goes on');
  });

  it('a new password replaces the old one and signs the account out everywhere', async () => {
    const target = await signUpMember({ tag: 'newpass' });
    const res = await admin.call('PUT', `/user/${target.id}`, await formOf(admin, target.id, { password: NEW_PASSWORD }));
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.message, ADMIN_MESSAGES.userUpdated('Test Member', true));
    assert.equal((await new Client().signIn(target.email, target.password)).status, 401);
    assert.equal((await new Client().signIn(target.email, NEW_PASSWORD)).status, 200);
    assert.equal((await target.client.call('GET', '/account')).status, 401);
  });

  for (const status of ['Suspended', 'Inactive', 'Deleted'] as const) {
    it(`status ${status} revokes the member's sessions at once: their open session is refused on its next call`, async () => {
      const target = await signUpMember({ tag: status.toLowerCase() });
      const other = new Client();
      assert.equal((await other.signIn(target.email, target.password, true)).status, 200);
      assert.equal((await target.client.call('GET', '/account')).status, 200);
      const res = await admin.call('PUT', `/user/${target.id}`, await formOf(admin, target.id, { status }));
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.data.status, status);
      assert.equal(res.body.message.message, ADMIN_MESSAGES.userUpdated('Test Member', true).message);
      const open = await sql('SELECT COUNT(*) AS n FROM auth_sessions s JOIN auth_sessions_user_lnk l ON l.auth_session_id = s.id WHERE l.user_id = $1 AND s.revoked_at IS NULL', [target.id]);
      assert.equal(Number(open[0].n), 0, 'no open session left');
      assert.equal((await target.client.call('GET', '/account')).status, 401);
      assert.equal((await other.call('GET', '/account')).status, 401);
      assert.equal((await other.call('POST', '/authenticate/refresh')).status, 401, 'the refresh cookie is dead too');
      const again = await new Client().signIn(target.email, target.password);
      assert.equal(again.status, 403);
      assert.equal(again.body.message.message, AUTH_TEXTS.accountStatus[status]);
    });
  }

  it('moves a member to another company and chapter, or out of their company (companyId null)', async () => {
    const owner = await memberWithCompany();
    const { company } = await memberWithCompany();
    const moved = await admin.call('PUT', `/user/${owner.id}`, await formOf(admin, owner.id, { companyId: company.id }));
    assert.equal(moved.status, 200, moved.text);
    assert.equal(moved.body.data.companyId, company.id);
    const out = await admin.call('PUT', `/user/${owner.id}`, await formOf(admin, owner.id, { companyId: null }));
    assert.equal(out.body.data.companyId, null);
    const gate = await owner.client.call('GET', '/dashboard');
    assert.equal(gate.status, 403, 'read from the database at the next call');
    assert.equal(gate.body.message.message, PORTAL_MESSAGES.companyRequired);
  });

  it('promotes a member to Admin and back', async () => {
    const target = await signUpMember({ tag: 'promoted' });
    assert.equal((await target.client.call('GET', '/activity')).status, 403);
    const up = await admin.call('PUT', `/user/${target.id}`, await formOf(admin, target.id, { role: 'Admin' }));
    assert.equal(up.status, 200, up.text);
    assert.deepEqual(up.body.data.role, [{ name: 'Admin' }]);
    assert.equal((await target.client.call('GET', '/activity')).status, 200, 'the same session, now an admin');
    const down = await admin.call('PUT', `/user/${target.id}`, await formOf(admin, target.id, { role: 'Member' }));
    assert.equal(down.status, 200, down.text);
    assert.equal((await target.client.call('GET', '/activity')).status, 403);
  });

  it('409 for an email another account has, whatever its letter case; its own email in another case is fine', async () => {
    const a = await signUpMember({ tag: 'emaila' });
    const b = await signUpMember({ tag: 'emailb' });
    const res = await admin.call('PUT', `/user/${b.id}`, await formOf(admin, b.id, { email: a.email.toUpperCase() }));
    assert.equal(res.status, 409);
    assert.equal(res.body.message.message, ADMIN_MESSAGES.emailTaken);
    const own = await admin.call('PUT', `/user/${b.id}`, await formOf(admin, b.id, { email: b.email.toUpperCase() }));
    assert.equal(own.status, 200, own.text);
    const moved = await admin.call('PUT', `/user/${b.id}`, await formOf(admin, b.id, { email: `moved.${b.email}` }));
    assert.equal(moved.status, 200, moved.text);
    assert.equal((await new Client().signIn(`moved.${b.email}`, b.password)).status, 200);
  });

  it('409: an admin cannot demote or deactivate themselves', async () => {
    const me = (await admin.call('GET', '/account')).body.data.id;
    const demote = await admin.call('PUT', `/user/${me}`, await formOf(admin, me, { role: 'Member' }));
    assert.equal(demote.status, 409);
    assert.equal(demote.body.message.message, ADMIN_MESSAGES.selfDemote);
    for (const status of ['Suspended', 'Inactive', 'Deleted']) {
      const res = await admin.call('PUT', `/user/${me}`, await formOf(admin, me, { status }));
      assert.equal(res.status, 409, status);
      assert.equal(res.body.message.message, ADMIN_MESSAGES.selfStatus);
    }
    const self = await admin.call('PUT', `/user/${me}`, await formOf(admin, me, { phoneExt: '7' }));
    assert.equal(self.status, 200, 'other changes to their own account are fine');
    const [user] = await sql('SELECT status FROM up_users WHERE id = $1', [me]);
    assert.equal(user.status, 'Active');
  });

  it('an admin who sets their own password keeps the session they use', async () => {
    const second = await newAdmin(admin);
    const res = await second.client.call('PUT', `/user/${second.id}`, await formOf(second.client, second.id, { password: 'Golden-harbor-93' }));
    assert.equal(res.status, 200, res.text);
    assert.equal((await second.client.call('GET', '/activity')).status, 200);
  });

  it('409 for the last active admin: demoting or suspending them would leave GRO without one', async () => {
    const last = await newAdmin(admin);
    // Every other active admin is set aside for this test, then restored.
    const others: { id: number }[] = await sql(
      "SELECT u.id FROM up_users u JOIN up_users_role_lnk l ON l.user_id = u.id JOIN up_roles r ON r.id = l.role_id WHERE r.type = 'admin' AND u.status = 'Active' AND u.id <> $1",
      [last.id],
    );
    try {
      for (const { id } of others) await sql("UPDATE up_users SET status = 'Inactive' WHERE id = $1", [id]);
      for (const change of [{ role: 'Member' }, { status: 'Suspended' }]) {
        const res = await last.client.call('PUT', `/user/${last.id}`, await formOf(last.client, last.id, change));
        assert.equal(res.status, 409, JSON.stringify(change));
        assert.equal(res.body.message.message, ADMIN_MESSAGES.lastActiveAdmin);
      }
    } finally {
      for (const { id } of others) await sql("UPDATE up_users SET status = 'Active' WHERE id = $1", [id]);
    }
    const self = await last.client.call('PUT', `/user/${last.id}`, await formOf(last.client, last.id, { role: 'Member' }));
    assert.equal(self.status, 409);
    assert.equal(self.body.message.message, ADMIN_MESSAGES.selfDemote, 'with other admins back, it is the self rule');
  });

  it('two admins demoting each other at once: one wins, the other is refused, an admin remains', async () => {
    const a = await newAdmin(admin);
    const b = await newAdmin(admin);
    const [ra, rb] = await Promise.all([
      a.client.call('PUT', `/user/${b.id}`, await formOf(admin, b.id, { role: 'Member' })),
      b.client.call('PUT', `/user/${a.id}`, await formOf(admin, a.id, { role: 'Member' })),
    ]);
    const statuses = [ra.status, rb.status].sort();
    assert.equal(statuses[0], 200, `${ra.text} ${rb.text}`);
    assert.ok([403, 409].includes(statuses[1]), `the second is refused: ${statuses[1]}`);
    const roles = await sql("SELECT l.user_id FROM up_users_role_lnk l JOIN up_roles r ON r.id = l.role_id WHERE r.type = 'admin' AND l.user_id IN ($1, $2)", [a.id, b.id]);
    assert.equal(roles.length, 1);
  });

  it('404 for an unknown account, 400 for a malformed id or bad values, 403 for members', async () => {
    const target = await signUpMember({ tag: 'badput' });
    const form = await formOf(admin, target.id);
    const missing = await admin.call('PUT', '/user/2000000000', form);
    assert.equal(missing.status, 404);
    assert.equal(missing.body.message.message, PORTAL_MESSAGES.memberNotFound);
    for (const id of ['x', '0', '1e3', '99999999999']) assert.equal((await admin.call('PUT', `/user/${id}`, form)).status, 400, id);
    const bad = await admin.call('PUT', `/user/${target.id}`, { ...form, status: 'Banned', email: 'nope', password: 'short' });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.details.errors.map((e: { path: string[] }) => e.path.join('.')).sort(), ['email', 'password', 'status']);
    const member = new Client();
    assert.equal((await member.signIn('marcus.bell@example.com', SEEDED_MEMBER_PASSWORD)).status, 200);
    const refused = await member.call('PUT', `/user/${target.id}`, { ...form, role: 'Admin' });
    assert.equal(refused.status, 403);
    const [row] = await sql("SELECT r.type FROM up_users_role_lnk l JOIN up_roles r ON r.id = l.role_id WHERE l.user_id = $1", [target.id]);
    assert.equal(row.type, 'authenticated');
  });

  it('ignores fields the form does not have', async () => {
    const target = await signUpMember({ tag: 'massassign' });
    const res = await admin.call('PUT', `/user/${target.id}`, await formOf(admin, target.id, { stripeCustomerId: 'cus_forged', blocked: true, id: 1, provider: 'x', confirmed: false }));
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.id, target.id);
    const [row] = await sql('SELECT stripe_customer_id, blocked, provider FROM up_users WHERE id = $1', [target.id]);
    assert.deepEqual([row.stripe_customer_id, Boolean(row.blocked), row.provider], [null, false, 'local']);
  });
});

describe('GET /user: status per user and a status filter for admins', () => {
  let admin: Client;
  let suspendedId: number;
  before(async () => {
    admin = await signInAdmin();
    const target = await signUpMember({ tag: 'filtered', lastname: 'Filtered' });
    suspendedId = target.id;
    assert.equal((await admin.call('PUT', `/user/${target.id}`, await formOf(admin, target.id, { status: 'Suspended' }))).status, 200);
  });

  it('admins see each user\'s status and may filter by it', async () => {
    const res = await admin.call('GET', '/user?status=Suspended&pageSize=100');
    assert.equal(res.status, 200);
    const items: { id: number; status: string }[] = res.body.data.items;
    assert.ok(items.length > 0);
    assert.ok(items.every((u) => u.status === 'Suspended'));
    assert.ok(items.some((u) => u.id === suspendedId));
    const active = await admin.call('GET', '/user?status=Active&pageSize=100');
    assert.ok(active.body.data.items.every((u: { status: string }) => u.status === 'Active'));
    assert.ok(active.body.data.pagination.total > res.body.data.pagination.total);
  });

  it('400 for an unknown status', async () => {
    for (const status of ['Banned', 'active']) {
      const res = await admin.call('GET', `/user?status=${status}`);
      assert.equal(res.status, 400, status);
      assert.equal(res.body.message.message, ADMIN_MESSAGES.badStatusFilter);
    }
  });

  it('members keep public fields of Active members only, whatever the filter', async () => {
    const member = new Client();
    assert.equal((await member.signIn('marcus.bell@example.com', SEEDED_MEMBER_PASSWORD)).status, 200);
    const res = await member.call('GET', '/user?status=Suspended&pageSize=100');
    assert.equal(res.status, 200);
    assert.ok(res.body.data.items.length > 0);
    assert.ok(res.body.data.items.every((u: Record<string, unknown>) => !('status' in u) && u.id !== suspendedId));
  });

  it('the seeded admin has no company and still reaches every admin call', async () => {
    const [link] = await sql('SELECT COUNT(*) AS n FROM up_users_company_lnk l JOIN up_users u ON u.id = l.user_id WHERE u.email = $1', [SEEDED_ADMIN.email]);
    assert.equal(Number(link.n), 0);
    for (const path of ['/user', '/company/join-request', '/activity', '/dashboard']) assert.equal((await admin.call('GET', path)).status, 200, path);
  });
});
