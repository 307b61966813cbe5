import { after, describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_MESSAGES, AUTH_TEXTS, PORTAL_MESSAGES } from '@gro/config';
import { Client, SEEDED_MEMBER_PASSWORD, memberWithCompany, signInAdmin, signUpMember, sql, waitForMail, waitForMailWhere, retireTestData } from './helpers';

type Member = Awaited<ReturnType<typeof signUpMember>>;

/** A member without a company asking to join `companyId`; answers the request's id. */
async function ask(member: Member, companyId: number, note = 'We work together.') {
  const res = await member.client.call('POST', '/company/join-request', { companyId, note });
  assert.equal(res.status, 201, res.text);
  return res.body.data.id as number;
}


// Other files count the Active members of one page exactly.
after(() => retireTestData(`${process.pid}-no-chapters`));
describe('GET /company/join-request (admins): the pending requests, paged', () => {
  let admin: Client;
  let company: Awaited<ReturnType<typeof memberWithCompany>>['company'];
  let member: Member;
  let requestId: number;
  before(async () => {
    admin = await signInAdmin();
    ({ company } = await memberWithCompany());
    member = await signUpMember({ tag: 'asker', firstname: 'Ada', lastname: 'Asker' });
    requestId = await ask(member, company.id, 'Please add me.');
  });

  it('lists a pending request with its member, company and note', async () => {
    const res = await admin.call('GET', '/company/join-request?pageSize=100&sort=createdAt:desc');
    assert.equal(res.status, 200, res.text);
    const item = res.body.data.items.find((r: { id: number }) => r.id === requestId);
    assert.ok(item, 'the new request is listed');
    assert.deepEqual(item.user, { id: member.id, firstname: 'Ada', lastname: 'Asker', email: member.email });
    assert.deepEqual(item.company, { id: company.id, uuid: company.uuid, name: company.name });
    assert.equal(item.companyId, company.id);
    assert.equal(item.note, 'Please add me.');
    assert.ok(!Number.isNaN(Date.parse(item.createdAt)));
    assert.deepEqual(Object.keys(item.user).sort(), ['email', 'firstname', 'id', 'lastname'], 'no other member field');
  });

  it('pages like the other tables: page, pageSize, sort and search; bad ones are 400', async () => {
    const first = await admin.call('GET', '/company/join-request?pageSize=1');
    assert.equal(first.status, 200);
    assert.equal(first.body.data.items.length, 1);
    const { total, pageCount, pageSize } = first.body.data.pagination;
    assert.equal(pageSize, 1);
    assert.equal(pageCount, total);
    const found = await admin.call('GET', `/company/join-request?q=${encodeURIComponent(member.email)}`);
    assert.deepEqual(found.body.data.items.map((r: { id: number }) => r.id), [requestId]);
    for (const sort of ['company:asc', 'member:desc', 'email:asc', 'createdAt:desc']) assert.equal((await admin.call('GET', `/company/join-request?sort=${sort}`)).status, 200, sort);
    for (const query of ['sort=note:asc', 'page=0', 'pageSize=101', 'page=x']) assert.equal((await admin.call('GET', `/company/join-request?${query}`)).status, 400, query);
  });

  it('is refused to members, with or without a company (403), and to visitors (401)', async () => {
    const seeded = new Client();
    assert.equal((await seeded.signIn('marcus.bell@example.com', SEEDED_MEMBER_PASSWORD)).status, 200);
    for (const client of [seeded, member.client]) {
      const res = await client.call('GET', '/company/join-request');
      assert.equal(res.status, 403);
      assert.equal(res.body.message.message, AUTH_TEXTS.adminOnly);
      assert.equal((await client.call('POST', `/company/join-request/${requestId}/approve`)).status, 403);
      assert.equal((await client.call('POST', `/company/join-request/${requestId}/reject`, { reason: 'no' })).status, 403);
    }
    assert.equal((await new Client().call('GET', '/company/join-request')).status, 401);
    const [row] = await sql('SELECT status FROM join_requests WHERE id = $1', [requestId]);
    assert.equal(row.status, 'Pending');
  });
});

describe('POST /company/join-request/{id}/approve and /reject', () => {
  let admin: Client;
  let company: Awaited<ReturnType<typeof memberWithCompany>>['company'];
  before(async () => {
    admin = await signInAdmin();
    ({ company } = await memberWithCompany());
  });

  it('approving makes the company the member\'s: the same session reaches the portal, and the member is emailed', async () => {
    const member = await signUpMember({ tag: 'approved', firstname: 'Apollo' });
    const id = await ask(member, company.id);
    assert.equal((await member.client.call('GET', '/dashboard')).status, 403);
    const res = await admin.call('POST', `/company/join-request/${id}/approve`);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.status, 'Approved');
    assert.equal(res.body.data.reason, null);
    assert.deepEqual(res.body.message, ADMIN_MESSAGES.joinRequestApproved('Apollo Member', company.name));
    const account = await member.client.call('GET', '/account');
    assert.equal(account.body.data.companyId, company.id);
    assert.equal((await member.client.call('GET', '/dashboard')).status, 200, 'no new sign-in needed');
    const mine = await member.client.call('GET', '/company/join-request/mine');
    assert.equal(mine.body.data[0].status, 'Approved');
    const [mail] = await waitForMail(member.email);
    assert.equal(mail.subject, `Your request to join ${company.name} was approved`);
    assert.match(mail.text ?? '', new RegExp(`Your request to join ${company.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} was approved`));
    assert.match(mail.text ?? '', /http:\/\/gro\.test\/portal/);
    const listed = await admin.call('GET', `/company/join-request?q=${encodeURIComponent(member.email)}`);
    assert.deepEqual(listed.body.data.items, [], 'no longer pending');
  });

  it('rejecting with a reason tells the member why; the member stays without a company', async () => {
    const member = await signUpMember({ tag: 'rejected', firstname: 'Rex' });
    const id = await ask(member, company.id);
    const res = await admin.call('POST', `/company/join-request/${id}/reject`, { reason: '  We do not know you.  ' });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.status, 'Rejected');
    assert.equal(res.body.data.reason, 'We do not know you.');
    assert.deepEqual(res.body.message, ADMIN_MESSAGES.joinRequestRejected('Rex Member', company.name));
    assert.equal((await member.client.call('GET', '/account')).body.data.companyId, null);
    const mine = await member.client.call('GET', '/company/join-request/mine');
    assert.deepEqual([mine.body.data[0].status, mine.body.data[0].reason], ['Rejected', 'We do not know you.']);
    const mail = await waitForMailWhere(member.email, (m) => /was not approved/.test(m.subject ?? ''));
    assert.equal(mail.subject, `Your request to join ${company.name} was not approved`);
    assert.match(mail.text ?? '', /The reason given: We do not know you\./);
    assert.match(mail.text ?? '', /was reviewed and rejected/);
  });

  it('rejecting without a reason (no body at all) says that none was given', async () => {
    const member = await signUpMember({ tag: 'noreason' });
    const id = await ask(member, company.id);
    const res = await admin.call('POST', `/company/join-request/${id}/reject`);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.reason, null);
    const [mail] = await waitForMail(member.email);
    assert.match(mail.text ?? '', /No reason was given\./);
  });

  it('409 for a request that is no longer pending, either way round', async () => {
    const member = await signUpMember({ tag: 'twice' });
    const id = await ask(member, company.id);
    assert.equal((await admin.call('POST', `/company/join-request/${id}/approve`)).status, 200);
    for (const action of ['approve', 'reject']) {
      const res = await admin.call('POST', `/company/join-request/${id}/${action}`, {});
      assert.equal(res.status, 409, action);
      assert.equal(res.body.message.message, ADMIN_MESSAGES.joinRequestNotPending('Approved'));
    }
    const other = await signUpMember({ tag: 'twicerej' });
    const rejected = await ask(other, company.id);
    assert.equal((await admin.call('POST', `/company/join-request/${rejected}/reject`)).status, 200);
    const res = await admin.call('POST', `/company/join-request/${rejected}/approve`);
    assert.equal(res.status, 409);
    assert.equal(res.body.message.message, ADMIN_MESSAGES.joinRequestNotPending('Rejected'));
    assert.equal((await other.client.call('GET', '/account')).body.data.companyId, null);
  });

  it('two admins approving one request at once: one succeeds, the other gets a 409', async () => {
    const member = await signUpMember({ tag: 'race' });
    const id = await ask(member, company.id);
    const second = await signInAdmin();
    const results = await Promise.all([admin.call('POST', `/company/join-request/${id}/approve`), second.call('POST', `/company/join-request/${id}/reject`)]);
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 409]);
  });

  it('409 when approving a member who meanwhile joined another company; rejecting still works', async () => {
    const { company: other } = await memberWithCompany();
    const member = await signUpMember({ tag: 'joinedother' });
    const first = await ask(member, company.id);
    const second = await ask(member, other.id);
    assert.equal((await admin.call('POST', `/company/join-request/${first}/approve`)).status, 200);
    const res = await admin.call('POST', `/company/join-request/${second}/approve`);
    assert.equal(res.status, 409);
    assert.equal(res.body.message.message, ADMIN_MESSAGES.joinRequestMemberInCompany(company.name));
    assert.equal((await member.client.call('GET', '/account')).body.data.companyId, company.id, 'unchanged');
    assert.equal((await admin.call('POST', `/company/join-request/${second}/reject`, { reason: 'Already in a company.' })).status, 200);
  });

  it('no email when the member switched off join-request emails', async () => {
    const member = await signUpMember({ tag: 'quiet' });
    const off = await member.client.call('PUT', '/account/setting', { setting: { key: 'join-requests' }, channel: 'email', value: false });
    assert.equal(off.status, 200, off.text);
    const id = await ask(member, company.id);
    assert.equal((await admin.call('POST', `/company/join-request/${id}/reject`, { reason: 'Quietly.' })).status, 200);
    // A second member's email, sent after, proves the first one would have arrived by now.
    const loud = await signUpMember({ tag: 'loud' });
    const loudId = await ask(loud, company.id);
    assert.equal((await admin.call('POST', `/company/join-request/${loudId}/reject`)).status, 200);
    await waitForMail(loud.email);
    await assert.rejects(waitForMail(member.email, 1, 500), /got 0/);
  });

  it('404 for an unknown request, 400 for a malformed id or reason', async () => {
    const missing = await admin.call('POST', '/company/join-request/2000000000/approve');
    assert.equal(missing.status, 404);
    assert.equal(missing.body.message.message, ADMIN_MESSAGES.joinRequestNotFound);
    assert.equal((await admin.call('POST', '/company/join-request/2000000000/reject', {})).status, 404);
    for (const id of ['x', '0', '-3', '99999999999']) assert.equal((await admin.call('POST', `/company/join-request/${id}/approve`)).status, 400, id);
    const member = await signUpMember({ tag: 'badreason' });
    const id = await ask(member, company.id);
    for (const reason of ['x'.repeat(5001), ['a'], { a: 1 }]) {
      const res = await admin.call('POST', `/company/join-request/${id}/reject`, { reason });
      assert.equal(res.status, 400, JSON.stringify(reason).slice(0, 40));
      assert.deepEqual(res.body.details.errors[0].path, ['reason']);
    }
    const [row] = await sql('SELECT status FROM join_requests WHERE id = $1', [id]);
    assert.equal(row.status, 'Pending');
    assert.equal((await admin.call('POST', `/company/join-request/${id}/reject`, { reason: 'Fine.', status: 'Approved', user: 1, company: 1 })).status, 200, 'unknown fields ignored');
    const [after] = await sql('SELECT status FROM join_requests WHERE id = $1', [id]);
    assert.equal(after.status, 'Rejected');
  });

  it('a member cannot ask while the company gate is closed to them, nor ask twice (unchanged rules)', async () => {
    const member = await signUpMember({ tag: 'rules' });
    await ask(member, company.id);
    const again = await member.client.call('POST', '/company/join-request', { companyId: company.id });
    assert.equal(again.status, 409);
    assert.equal(again.body.message.message, PORTAL_MESSAGES.joinRequestPending(company.name));
  });
});
