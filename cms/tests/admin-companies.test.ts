import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_MESSAGES, MEMBER_DATA_MESSAGES, PORTAL_MESSAGES, type ActivityEntry, type Company } from '@gro/config';
import { makeAdmin, memberWithCompany, signInAdmin, signUpMember, sql, type Client } from './helpers';

/**
 * The companies table: an admin's POST /company creates a company for members to join (not
 * attached to the admin, Nonprofit flag allowed, recorded in the activity log); a member's POST
 * /company is the company gate's, unchanged; the Nonprofit flag is shown to admins only.
 */

const run = `${process.pid}${Date.now().toString(36)}`;

const form = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  description: 'Made by an administrator.',
  address: '400 Monroe St',
  city: 'Detroit',
  state: 'MI',
  url: 'https://example.org',
  phoneExt: '',
  linkedin: 'https://linkedin.com/company/admin-made',
  ...extra,
});

/** The users linked to a company, straight from the link table. */
const membersOf = async (companyId: number) => (await sql('SELECT user_id FROM up_users_company_lnk WHERE company_id = $1', [companyId])).map((r) => Number(r.user_id));
const companyOf = async (userId: number) => (await sql('SELECT company_id FROM up_users_company_lnk WHERE user_id = $1', [userId])).map((r) => Number(r.company_id));
const nonprofitColumn = async (companyId: number) => {
  const [row] = await sql('SELECT is_nonprofit FROM companies WHERE id = $1', [companyId]);
  return row.is_nonprofit === true || row.is_nonprofit === 1;
};

/** The activity entries about one company, newest first. */
async function entriesAbout(admin: Client, companyId: number): Promise<ActivityEntry[]> {
  const res = await admin.call('GET', '/activity?pageSize=100');
  assert.equal(res.status, 200, res.text);
  return (res.body.data.items as ActivityEntry[]).filter((e) => e.subject === 'company' && e.subjectId === String(companyId));
}

/** A company's row in GET /company as the caller sees it. */
async function listed(client: Client, name: string): Promise<Record<string, unknown>> {
  const res = await client.call('GET', `/company?q=${encodeURIComponent(name)}`);
  assert.equal(res.status, 200, res.text);
  const row = res.body.data.items.find((c: Company) => c.name === name);
  assert.ok(row, `${name} is listed`);
  return row;
}

describe('POST /company by an admin: a company for members, not the admin’s', () => {
  let admin: Client;
  let adminId: number;
  before(async () => {
    admin = await signInAdmin();
    adminId = (await admin.call('GET', '/account')).body.data.id;
  });

  it('creates the company with the Nonprofit flag, attaches nobody, and answers the company with the admin message', async () => {
    const name = `Admin Made ${run}`;
    const companyBefore = (await admin.call('GET', '/account')).body.data.companyId;
    const res = await admin.call('POST', '/company', form(name, { isNonprofit: true }));
    assert.equal(res.status, 201, res.text);
    assert.deepEqual(res.body.message, ADMIN_MESSAGES.companyCreated(name));
    const company = res.body.data;
    assert.equal(company.name, name);
    assert.equal(company.isNonprofit, true);
    assert.equal(company.phoneExt, null, 'blank optional fields are stored as null');
    assert.equal(company.socialLinks.linkedin, 'https://linkedin.com/company/admin-made');
    assert.ok(company.uuid);
    assert.equal(res.body.data.user, undefined, 'no account in the answer: nobody joined the company');
    assert.deepEqual(await membersOf(company.id), [], 'nobody belongs to the new company');
    assert.equal((await admin.call('GET', '/account')).body.data.companyId, companyBefore, "the admin's own company is unchanged");
    assert.equal(await nonprofitColumn(company.id), true);
    assert.equal((await listed(admin, name)).isNonprofit, true);
  });

  it('without the flag, the company is not a nonprofit', async () => {
    const res = await admin.call('POST', '/company', form(`Admin Plain ${run}`));
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.data.isNonprofit, false);
    assert.equal(await nonprofitColumn(res.body.data.id), false);
  });

  it('records the creation in the activity log: who, what, the values after', async () => {
    const name = `Admin Logged ${run}`;
    const res = await admin.call('POST', '/company', form(name, { isNonprofit: true, industry: 'Charity' }));
    assert.equal(res.status, 201, res.text);
    const entries = await entriesAbout(admin, res.body.data.id);
    assert.equal(entries.length, 1, 'one entry for one creation');
    const [entry] = entries;
    assert.equal(entry.action, 'create');
    assert.equal(entry.actor?.id, adminId);
    assert.equal(entry.summary, `Created company ${name}`);
    assert.equal(entry.before, null);
    assert.equal(entry.after?.name, name);
    assert.equal(entry.after?.isNonprofit, true);
    assert.equal(entry.after?.industry, 'Charity');
    assert.equal(entry.after?.id, undefined, 'the snapshot leaves out the ids');
  });

  it('an admin who belongs to a company creates another without leaving theirs (no 409)', async () => {
    const owner = await memberWithCompany(`Admin Owned ${run}`);
    await makeAdmin(owner.id);
    const res = await owner.client.call('POST', '/company', form(`Admin Second ${run}`));
    assert.equal(res.status, 201, res.text);
    assert.deepEqual(await companyOf(owner.id), [owner.company.id], 'still in their own company');
    assert.deepEqual(await membersOf(res.body.data.id), []);
  });

  it('409 for a name that exists whatever its letter case; nothing is created or logged', async () => {
    const other = await memberWithCompany(`Taken Name ${run}`);
    const before = Number((await sql('SELECT count(*) AS n FROM admin_activities'))[0].n);
    const res = await admin.call('POST', '/company', form(other.company.name.toUpperCase()));
    assert.equal(res.status, 409);
    assert.equal(res.body.message.message, ADMIN_MESSAGES.companyNameTaken(other.company.name.toUpperCase()));
    assert.equal(Number((await sql('SELECT count(*) AS n FROM admin_activities'))[0].n), before);
  });

  it('400 for bad values, the Nonprofit flag included; nothing is created', async () => {
    const name = `Admin Bad ${run}`;
    const res = await admin.call('POST', '/company', form(name, { url: 'not a url', isNonprofit: 'maybe' }));
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.details.errors.map((e: { path: string[] }) => e.path.join('.')).sort(), ['isNonprofit', 'url']);
    const missing = await admin.call('POST', '/company', { name: `${name} 2` });
    assert.equal(missing.status, 400);
    assert.deepEqual(await sql('SELECT id FROM companies WHERE name LIKE $1', [`${name}%`]), []);
  });

  it('ignores relations, ids and other unknown fields', async () => {
    const stranger = await signUpMember({ tag: 'stranger' });
    const res = await admin.call('POST', '/company', form(`Admin Mass ${run}`, { users: { connect: [{ id: stranger.id }] }, joinRequests: [1], id: 1, documentId: 'x', stripeCustomerId: 'cus_x' }));
    assert.equal(res.status, 201, res.text);
    assert.notEqual(res.body.data.id, 1);
    assert.notEqual(res.body.data.uuid, 'x');
    assert.deepEqual(await companyOf(stranger.id), []);
    assert.deepEqual(await membersOf(res.body.data.id), []);
  });
});

describe('POST /company by a member: the company gate, unchanged', () => {
  it('creates the company and makes the member part of it; the Nonprofit flag is ignored, not shown, not logged', async () => {
    const admin = await signInAdmin();
    const { client, id } = await signUpMember({ tag: 'gate' });
    const name = `Member Made ${run}`;
    const res = await client.call('POST', '/company', form(name, { isNonprofit: true }));
    assert.equal(res.status, 201, res.text);
    assert.deepEqual(res.body.message, { title: PORTAL_MESSAGES.companyCreatedTitle, message: MEMBER_DATA_MESSAGES.companyCreatedPending(name) });
    assert.equal(res.body.data.company.name, name);
    assert.equal(res.body.data.user.id, id);
    assert.equal(res.body.data.user.companyId, res.body.data.company.id);
    assert.ok(!Object.hasOwn(res.body.data.company, 'isNonprofit'), 'members are not sent the flag');
    assert.deepEqual(await companyOf(id), [res.body.data.company.id]);
    assert.equal(await nonprofitColumn(res.body.data.company.id), false, 'a member cannot set the flag');
    assert.equal((await listed(admin, name)).isNonprofit, false);
    assert.deepEqual(await entriesAbout(admin, res.body.data.company.id), [], "a member's own company is not an admin write");

    const again = await client.call('POST', '/company', form(`${name} Two`));
    assert.equal(again.status, 409);
    assert.equal(again.body.message.message, PORTAL_MESSAGES.alreadyInCompany);
  });
});

describe('GET /company: the Nonprofit flag is for admins only', () => {
  const name = `Flagged Works ${run}`;
  let admin: Client;
  let member: Client;
  let newcomer: Client;
  before(async () => {
    admin = await signInAdmin();
    const created = await admin.call('POST', '/company', form(name, { isNonprofit: true }));
    assert.equal(created.status, 201, created.text);
    member = (await memberWithCompany()).client;
    newcomer = (await signUpMember({ tag: 'np-gate' })).client;
  });

  it('admins see it on every row', async () => {
    assert.equal((await listed(admin, name)).isNonprofit, true);
    const page = await admin.call('GET', '/company?pageSize=100');
    assert.ok(page.body.data.items.every((c: Company) => typeof c.isNonprofit === 'boolean'));
  });

  it('members and accounts without a company do not', async () => {
    for (const client of [member, newcomer]) {
      assert.ok(!Object.hasOwn(await listed(client, name), 'isNonprofit'));
      const page = await client.call('GET', '/company?pageSize=100');
      assert.ok(page.body.data.items.length > 0);
      assert.ok(page.body.data.items.every((c: Company) => !Object.hasOwn(c, 'isNonprofit')));
    }
  });
});
