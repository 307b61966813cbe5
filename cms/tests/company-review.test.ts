import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FIELD_LIMITS, MEMBER_DATA_MESSAGES, PORTAL_MESSAGES } from '@gro/config';
import { Client, api, createCompany, memberWithCompany, signInAdmin, signUpMember, sql, waitForMailWhere, SEEDED_ADMIN } from './helpers';

type Member = Awaited<ReturnType<typeof signUpMember>>;

/** The member-data reads a member of a company waiting for review is refused (403 'Waiting for review'). */
const MEMBER_DATA = ['/user', '/user/directory', '/user/directory/letters', '/user/directory/industries', '/user/directory/map'];

/** A verified member of `chapterId` who created a company, still waiting for review. */
async function founder(chapterId: number, tag: string) {
  const member = await signUpMember({ tag, chapterId, firstname: 'Faye', lastname: `Founder${tag}` });
  const company = await createCompany(member.client, `Review ${tag} Works ${process.pid} ${Date.now().toString(36)}`, { pending: true });
  return { ...member, company };
}

/** A member of `chapterId` with an approved company, made a leader of that chapter by an admin. */
async function leaderOf(admin: Client, chapterId: number, tag: string): Promise<Member> {
  const member = await signUpMember({ tag, chapterId });
  await createCompany(member.client);
  const res = await admin.call('PUT', `/chapter/${chapterId}/leaders/${member.id}`);
  assert.equal(res.status, 201, res.text);
  return member;
}

describe('a company a member creates waits for review before its members read member data', () => {
  let admin: Client;
  let chapters: number[];
  let pending: Awaited<ReturnType<typeof founder>>;
  before(async () => {
    admin = await signInAdmin();
    chapters = (await api('/chapter/active')).body.data.map((c: { id: number }) => c.id).sort((a: number, b: number) => a - b);
    assert.ok(chapters.length >= 2, 'two seeded chapters');
    pending = await founder(chapters[0]!, 'wait');
  });

  it('its creator is told it waits, and reads no member data (403 Waiting for review) but has their dashboard without members', async () => {
    const account = await pending.client.call('GET', '/account');
    assert.deepEqual(account.body.data.memberData, { allowed: false, reason: 'company-pending' });
    assert.equal(account.body.data.companyId, pending.company.id);
    for (const path of [...MEMBER_DATA, `/user/${pending.id}`]) {
      const res = await pending.client.call('GET', path);
      assert.equal(res.status, 403, `${path}: ${res.text.slice(0, 200)}`);
      assert.deepEqual(res.body.message, { title: MEMBER_DATA_MESSAGES.companyPendingTitle, message: MEMBER_DATA_MESSAGES.companyPending(pending.company.name) });
      assert.equal(res.body.details.reason, 'company-pending');
    }
    const dashboard = await pending.client.call('GET', '/dashboard');
    assert.equal(dashboard.status, 200, dashboard.text);
    assert.equal(dashboard.body.data.company.name, pending.company.name);
    assert.deepEqual(dashboard.body.data.members, [], 'no chapter members on the dashboard');
  });

  it('is not offered at the company gate and takes no join requests; its creator and admins see it', async () => {
    const stranger = await signUpMember({ tag: 'gate' });
    const q = `?q=${encodeURIComponent(pending.company.name)}`;
    assert.deepEqual((await stranger.client.call('GET', `/company${q}`)).body.data.items, []);
    const join = await stranger.client.call('POST', '/company/join-request', { companyId: pending.company.id, note: 'Let me in.' });
    assert.equal(join.status, 409, join.text);
    assert.equal(join.body.message.message, MEMBER_DATA_MESSAGES.companyNotReviewed(pending.company.name));
    const own = (await pending.client.call('GET', `/company${q}`)).body.data.items;
    assert.deepEqual(own.map((c: { id: number }) => c.id), [pending.company.id]);
    assert.ok(!('reviewStatus' in own[0]), 'members are not sent the review status');
    const listed = (await admin.call('GET', `/company${q}`)).body.data.items;
    assert.equal(listed[0].reviewStatus, 'Pending');
  });

  it('its reviewers are emailed: the admins, and the leaders of its creator\'s home chapter', async () => {
    const mail = await waitForMailWhere(SEEDED_ADMIN.email, (m) => (m.subject ?? '').includes(`created ${pending.company.name}: waiting for review`));
    assert.match(mail.text ?? '', new RegExp(pending.email.replace(/[.+]/g, '\\$&')));
  });

  it("a leader of another chapter neither lists nor approves it (403); a leader of the creator's chapter does, and its member reads member data at once", async () => {
    const elsewhere = await leaderOf(admin, chapters[1]!, 'farlead');
    const home = await leaderOf(admin, chapters[0]!, 'homelead');
    const theirs = await elsewhere.client.call('GET', `/chapter/${chapters[1]}/pending-companies?pageSize=100`);
    assert.equal(theirs.status, 200, theirs.text);
    assert.ok(!theirs.body.data.items.some((c: { id: number }) => c.id === pending.company.id));
    assert.equal((await elsewhere.client.call('GET', `/chapter/${chapters[0]}/pending-companies`)).status, 403);
    assert.equal((await elsewhere.client.call('POST', `/company/${pending.company.uuid}/approve`)).status, 403);
    assert.equal((await pending.client.call('POST', `/company/${pending.company.uuid}/approve`)).status, 403, 'nor does its creator');

    const listed = await home.client.call('GET', `/chapter/${chapters[0]}/pending-companies?pageSize=100`);
    const item = listed.body.data.items.find((c: { id: number }) => c.id === pending.company.id);
    assert.ok(item, 'the home leader lists it');
    assert.deepEqual(item.creator, { id: pending.id, firstname: 'Faye', lastname: 'Founderwait', email: pending.email, chapter: { id: chapters[0], name: item.creator.chapter.name } });
    const all = await admin.call('GET', '/company/pending?pageSize=100');
    assert.ok(all.body.data.items.some((c: { id: number }) => c.id === pending.company.id), 'admins list every pending company');

    const approved = await home.client.call('POST', `/company/${pending.company.uuid}/approve`);
    assert.equal(approved.status, 200, approved.text);
    assert.deepEqual(approved.body.message, MEMBER_DATA_MESSAGES.companyApproved(pending.company.name));
    assert.equal(approved.body.data.decision, 'Approved');
    assert.equal((await admin.call('POST', `/company/${pending.company.uuid}/approve`)).status, 404, 'once: it no longer waits');

    for (const path of MEMBER_DATA) assert.equal((await pending.client.call('GET', path)).status, 200, path);
    assert.deepEqual((await pending.client.call('GET', '/account')).body.data.memberData, { allowed: true, reason: null });
    await waitForMailWhere(pending.email, (m) => m.subject === `Your company ${pending.company.name} was approved`);
    const [entry] = await sql("SELECT summary FROM admin_activities WHERE subject = 'company' AND action = 'approve' AND subject_id = $1", [String(pending.company.id)]);
    assert.match(entry.summary, /^Approved company /);
  });

  it('rejecting removes the company with a reason: its creator is back at the gate, is told why, and the name is free again', async () => {
    const rejected = await founder(chapters[0]!, 'nope');
    const res = await admin.call('POST', `/company/${rejected.company.uuid}/reject`, { reason: 'We could not find this business.' });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.message, MEMBER_DATA_MESSAGES.companyRejected(rejected.company.name));
    const account = (await rejected.client.call('GET', '/account')).body.data;
    assert.equal(account.companyId, null);
    assert.equal((await rejected.client.call('GET', '/user/directory')).body.message.message, PORTAL_MESSAGES.companyRequired);
    const mail = await waitForMailWhere(rejected.email, (m) => m.subject === `Your company ${rejected.company.name} was not approved`);
    assert.match(mail.text ?? '', /The reason given: We could not find this business\./);
    assert.equal(Number((await sql('SELECT COUNT(*) AS n FROM companies WHERE id = $1', [rejected.company.id]))[0].n), 0);

    const again = await memberWithCompany(rejected.company.name, { pending: true });
    assert.equal(again.company.name, rejected.company.name, 'the name can be used again');
    assert.equal((await admin.call('POST', `/company/${rejected.company.uuid}/reject`, {})).status, 404);
  });

  it('refuses malformed reviews: unknown or malformed company 404, a reason too long or not text 400, members 403', async () => {
    const member = await memberWithCompany();
    assert.equal((await admin.call('POST', '/company/not-a-document-id/approve')).status, 404);
    assert.equal((await admin.call('POST', `/company/${member.company.uuid}/approve`)).status, 404, 'an approved company does not wait');
    const waiting = await founder(chapters[0]!, 'bad');
    assert.equal((await admin.call('POST', `/company/${waiting.company.uuid}/reject`, { reason: 'x'.repeat(FIELD_LIMITS.joinRequest.reason.maxLength + 1) })).status, 400);
    assert.equal((await admin.call('POST', `/company/${waiting.company.uuid}/reject`, { reason: { $ne: 1 } })).status, 400);
    assert.equal((await member.client.call('GET', '/company/pending')).status, 403);
    assert.equal((await new Client().call('GET', '/company/pending')).status, 401);
    assert.equal((await admin.call('GET', `/company/pending?pageSize=100`)).body.data.items.some((c: { id: number }) => c.id === waiting.company.id), true, 'still waiting');
  });
});
