import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ABUSE_DELAYS, ADMIN_MESSAGES, PORTAL_MESSAGES } from '@gro/config';
import { Client, SEEDED_ADMIN, makeAdmin, memberWithCompany, releaseJoinRequestNotice, retireTestData, signInAdmin, signUpMember, sql, waitForMail, waitForMailWhere } from './helpers';

type Member = Awaited<ReturnType<typeof signUpMember>>;
type Company = Awaited<ReturnType<typeof memberWithCompany>>['company'];

async function ask(member: Member, companyId: number, note: string | null = 'We work together.') {
  const res = await member.client.call('POST', '/company/join-request', { companyId, note });
  assert.equal(res.status, 201, res.text);
  return res.body.data.id as number;
}
/** Moves a withdrawal's stored time `ms` back (as if that long had passed since). */
async function ageWithdrawal(id: number, ms: number) {
  const [{ withdrawn_at: at }] = await sql('SELECT withdrawn_at FROM join_requests WHERE id = $1', [id]);
  const t = (at instanceof Date ? at.getTime() : typeof at === 'number' || /^\d+$/.test(String(at)) ? Number(at) : Date.parse(at)) - ms;
  const value = at instanceof Date ? new Date(t) : typeof at === 'number' ? t : /^\d+$/.test(String(at)) ? String(t) : new Date(t).toISOString();
  await sql('UPDATE join_requests SET withdrawn_at = $1 WHERE id = $2', [value, id]);
}
const AFTER_WITHDRAW_MS = ABUSE_DELAYS.joinRequestAfterWithdraw.value * 3_600_000;
const statusOf = async (id: number) => (await sql('SELECT status FROM join_requests WHERE id = $1', [id]))[0].status as string;
const companyOf = async (member: Member) => (await member.client.call('GET', '/account')).body.data.companyId as number | null;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

after(() => retireTestData(`${process.pid}-join-request-mail`));

describe('POST /company/join-request/{id}/withdraw: the requester takes back a pending request', () => {
  let admin: Client;
  let company: Company;
  before(async () => {
    admin = await signInAdmin();
    ({ company } = await memberWithCompany());
  });

  it('withdraws the own pending request: Withdrawn, out of the admins\' list, and approving it is a 409 that says why', async () => {
    const member = await signUpMember({ tag: 'withdraws', firstname: 'Wanda' });
    const id = await ask(member, company.id);
    const res = await member.client.call('POST', `/company/join-request/${id}/withdraw`);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.id, id);
    assert.equal(res.body.data.status, 'Withdrawn');
    assert.deepEqual(res.body.data.company, { id: company.id, name: company.name });
    assert.deepEqual(res.body.message, { title: PORTAL_MESSAGES.joinRequestWithdrawnTitle, message: PORTAL_MESSAGES.joinRequestWithdrawn(company.name) });
    assert.equal(await statusOf(id), 'Withdrawn');
    const mine = await member.client.call('GET', '/company/join-request/mine');
    assert.equal(mine.body.data.find((r: { id: number }) => r.id === id).status, 'Withdrawn');
    const listed = await admin.call('GET', `/company/join-request?q=${encodeURIComponent(member.email)}`);
    assert.deepEqual(listed.body.data.items, [], 'no longer pending');
    const approve = await admin.call('POST', `/company/join-request/${id}/approve`);
    assert.equal(approve.status, 409);
    assert.equal(approve.body.message.message, ADMIN_MESSAGES.joinRequestNotPending('Withdrawn'));
    assert.equal(await companyOf(member), null);
  });

  it('afterwards the member may ask the same company again once the wait after a withdrawal has passed, or create a company', async () => {
    const member = await signUpMember({ tag: 'again' });
    const first = await ask(member, company.id);
    assert.equal((await member.client.call('POST', `/company/join-request/${first}/withdraw`)).status, 200);
    const early = await member.client.call('POST', '/company/join-request', { companyId: company.id });
    assert.equal(early.status, 429, early.text);
    assert.match(early.body.message.message, /You can ask again in/);
    await ageWithdrawal(first, AFTER_WITHDRAW_MS - 60_000);
    assert.equal((await member.client.call('POST', '/company/join-request', { companyId: company.id })).status, 429, 'a minute to go');
    await ageWithdrawal(first, 61_000);
    const second = await ask(member, company.id);
    assert.notEqual(second, first);
    assert.equal(await statusOf(second), 'Pending');
    assert.equal((await member.client.call('POST', `/company/join-request/${second}/withdraw`)).status, 200);
    const created = await member.client.call('POST', '/company', { name: `Withdrawn Then Founded ${process.pid} ${Date.now().toString(36)}`, description: 'Mine.', address: '1 Woodward Ave', city: 'Detroit', state: 'MI' });
    assert.equal(created.status, 201, created.text);
  });

  it('only while pending: a second withdrawal, an approved and a rejected request are 409 and stay as they are', async () => {
    const member = await signUpMember({ tag: 'notpending' });
    const withdrawn = await ask(member, company.id);
    assert.equal((await member.client.call('POST', `/company/join-request/${withdrawn}/withdraw`)).status, 200);
    const twice = await member.client.call('POST', `/company/join-request/${withdrawn}/withdraw`);
    assert.equal(twice.status, 409);
    assert.equal(twice.body.message.message, PORTAL_MESSAGES.joinRequestNotWithdrawable('Withdrawn'));

    const { company: other } = await memberWithCompany();
    const rejected = await ask(member, other.id);
    assert.equal((await admin.call('POST', `/company/join-request/${rejected}/reject`, { reason: 'No.' })).status, 200);
    const late = await member.client.call('POST', `/company/join-request/${rejected}/withdraw`);
    assert.equal(late.status, 409);
    assert.equal(late.body.message.message, PORTAL_MESSAGES.joinRequestNotWithdrawable('Rejected'));
    assert.equal(await statusOf(rejected), 'Rejected');

    await ageWithdrawal(withdrawn, AFTER_WITHDRAW_MS);
    const approved = await ask(member, company.id);
    assert.equal((await admin.call('POST', `/company/join-request/${approved}/approve`)).status, 200);
    const gone = await member.client.call('POST', `/company/join-request/${approved}/withdraw`);
    assert.equal(gone.status, 409);
    assert.equal(gone.body.message.message, PORTAL_MESSAGES.joinRequestNotWithdrawable('Approved'));
    assert.equal(await statusOf(approved), 'Approved');
    assert.equal(await companyOf(member), company.id, 'still in the company');
  });

  it("another member's request is a 404 to anyone but its requester, admins included, and stays pending", async () => {
    const owner = await signUpMember({ tag: 'owner-of-request' });
    const id = await ask(owner, company.id);
    const stranger = await signUpMember({ tag: 'stranger' });
    const { client: member } = await memberWithCompany();
    for (const [who, client] of [['newcomer', stranger.client], ['member', member], ['admin', admin]] as const) {
      const res = await client.call('POST', `/company/join-request/${id}/withdraw`);
      assert.equal(res.status, 404, who);
      assert.equal(res.body.message.message, PORTAL_MESSAGES.joinRequestNotFound, who);
    }
    assert.equal((await new Client().call('POST', `/company/join-request/${id}/withdraw`)).status, 401);
    assert.equal(await statusOf(id), 'Pending');
    assert.equal((await owner.client.call('POST', `/company/join-request/${id}/withdraw`)).status, 200);
  });

  it('400 for a malformed id, 404 for an unknown one; a body changes nothing else', async () => {
    const member = await signUpMember({ tag: 'badid' });
    for (const id of ['x', '0', '-3', '1.5', '99999999999']) {
      const res = await member.client.call('POST', `/company/join-request/${id}/withdraw`);
      assert.equal(res.status, 400, id);
      assert.equal(res.body.message.message, PORTAL_MESSAGES.badId);
    }
    assert.equal((await member.client.call('POST', '/company/join-request/2000000000/withdraw')).status, 404);
    const id = await ask(member, company.id);
    const res = await member.client.call('POST', `/company/join-request/${id}/withdraw`, { status: 'Approved', company: company.id, user: 1 });
    assert.equal(res.status, 200, res.text);
    assert.equal(await statusOf(id), 'Withdrawn');
    assert.equal(await companyOf(member), null);
  });

  it('a withdrawal and an approval at the same moment: exactly one wins, and the rows agree with it', async () => {
    for (let round = 0; round < 8; round += 1) {
      const member = await signUpMember({ tag: `race${round}` });
      const id = await ask(member, company.id);
      const calls = [member.client.call('POST', `/company/join-request/${id}/withdraw`), admin.call('POST', `/company/join-request/${id}/approve`)];
      // Alternate which request leaves first.
      const [withdraw, approve] = round % 2 ? await Promise.all(calls) : (await Promise.all([...calls].reverse())).reverse();
      assert.deepEqual([withdraw.status, approve.status].sort(), [200, 409], `${withdraw.text} ${approve.text}`);
      const status = await statusOf(id);
      const joined = await companyOf(member);
      if (withdraw.status === 200) {
        assert.equal(status, 'Withdrawn');
        assert.equal(joined, null, 'a withdrawn request never gives the company');
        assert.equal(approve.body.message.message, ADMIN_MESSAGES.joinRequestNotPending('Withdrawn'));
      } else {
        assert.equal(status, 'Approved');
        assert.equal(joined, company.id);
        assert.equal(withdraw.body.message.message, PORTAL_MESSAGES.joinRequestNotWithdrawable('Approved'));
      }
      const [{ n }] = await sql("SELECT COUNT(*) AS n FROM admin_activities WHERE subject = 'join-request' AND subject_id = $1", [id]);
      assert.equal(Number(n), withdraw.status === 200 ? 0 : 1, 'an activity entry only for the approval that happened');
    }
  });
});

describe('the notice of a new join request: the company\'s members and the admins, settings permitting', () => {
  let admin: Client;
  let owner: Awaited<ReturnType<typeof memberWithCompany>>;
  let colleague: Member;
  let quietColleague: Member;
  let inactiveColleague: Member;
  let newAdmin: Member;
  let quietAdmin: Member;
  before(async () => {
    admin = await signInAdmin();
    owner = await memberWithCompany();
    [colleague, quietColleague, inactiveColleague] = await Promise.all(['colleague', 'quietcolleague', 'inactive'].map((tag) => signUpMember({ tag, firstname: 'Cole' })));
    for (const m of [colleague, quietColleague, inactiveColleague]) {
      const id = await ask(m, owner.company.id);
      assert.equal((await admin.call('POST', `/company/join-request/${id}/approve`)).status, 200);
    }
    newAdmin = await signUpMember({ tag: 'newadmin', firstname: 'Nadia' });
    quietAdmin = await signUpMember({ tag: 'quietadmin' });
    for (const m of [quietColleague, quietAdmin]) {
      const off = await m.client.call('PUT', '/account/setting', { setting: { key: 'join-requests' }, channel: 'email', value: false });
      assert.equal(off.status, 200, off.text);
    }
    // SQL only once no request is under way (see the authorization matrix).
    await makeAdmin(newAdmin.id);
    await makeAdmin(quietAdmin.id);
    await sql("UPDATE up_users SET status = 'Inactive' WHERE id = $1", [inactiveColleague.id]);
  });

  /** The notice with this subject ('<requester> asked to join <company>') to an address. */
  const notice = (address: string, subject: string, timeoutMs = 30_000) => waitForMailWhere(address, (m) => m.subject === subject, timeoutMs);

  it('emails each current member and each admin whose setting is on; never the requester, a quiet one or an inactive one', async () => {
    const requester = await signUpMember({ tag: 'requester', firstname: 'Rhea', lastname: 'Quest' });
    const before = (await waitForMail(requester.email, 0)).length;
    await releaseJoinRequestNotice(await ask(requester, owner.company.id, 'I run the Detroit office.'));
    const subject = `Rhea Quest asked to join ${owner.company.name}`;

    const [toOwner, toColleague, toAdmin, toSeededAdmin] = await Promise.all([owner.email, colleague.email, newAdmin.email, SEEDED_ADMIN.email].map((to) => notice(to, subject)));
    for (const mail of [toOwner, toColleague, toAdmin, toSeededAdmin]) {
      assert.equal(mail.subject, subject);
      assert.match(mail.text ?? '', /Their note: I run the Detroit office\./);
      assert.match(mail.text ?? '', /"Company join requests" is on in your GRO notification settings/);
      assert.match(mail.html ?? '', new RegExp(`New request to join ${escape(owner.company.name)}`));
    }
    // Members learn who asks and that an administrator decides; only admins get the address and the review link.
    assert.match(toOwner.text ?? '', new RegExp(`Rhea Quest asked to join ${escape(owner.company.name)}, your company`));
    assert.match(toOwner.text ?? '', /A GRO administrator reviews the request/);
    assert.doesNotMatch(toOwner.text ?? '', new RegExp(escape(requester.email)));
    assert.doesNotMatch(toOwner.text ?? '', /administrator\/company\/join/);
    assert.match(toAdmin.text ?? '', new RegExp(`Rhea Quest \\(${escape(requester.email)}\\) asked to join`));
    assert.match(toAdmin.text ?? '', /Review join requests: http:\/\/gro\.test\/portal\/administrator\/company\/join/);
    assert.match(toAdmin.text ?? '', /^Hello Nadia,$/m);

    // The others were sent in the same pass as those above: none arrives.
    for (const quiet of [quietColleague, quietAdmin, inactiveColleague]) {
      await assert.rejects(notice(quiet.email, subject, 500), /no matching mail/, quiet.email);
    }
    assert.equal((await waitForMail(requester.email, 0)).length, before, 'the requester gets nothing but the welcome');
  });

  it('a request without a note says so; one to another company tells only that company', async () => {
    const { email: otherOwner, company: other } = await memberWithCompany();
    const requester = await signUpMember({ tag: 'nonote', firstname: 'Nolan', lastname: 'Note' });
    await releaseJoinRequestNotice(await ask(requester, other.id, null));
    const subject = `Nolan Note asked to join ${other.name}`;
    const mail = await notice(otherOwner, subject);
    assert.match(mail.text ?? '', /They left no note\./);
    await notice(newAdmin.email, subject);
    await assert.rejects(notice(owner.email, subject, 500), /no matching mail/);
  });
});
