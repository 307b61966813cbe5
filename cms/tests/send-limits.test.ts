import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  ABUSE_DELAYS, ACCOUNT_LIMITS, HONEYPOT_FIELD, SEND_LIMITS, chapterDefaults, eventDefaults, eventFormToPayload, retryAfterText,
} from '@gro/config';
import { closeRateLimitStore } from '../src/providers/rate-limit';
import { reset } from '../src/platform/limits/rate-limit';
import { countedSend } from '../src/platform/limits/send-limits';
import {
  Client, SEEDED_ADMIN, joinRequestNoticeJob, mailsTo, makeAdmin, memberWithCompany, releaseJoinRequestNotice, retireTestData, signInAdmin, signUpMember, uniqueEmail, waitForMailWhere,
} from './helpers';

/**
 * What one account (or the public, from any number of addresses) can make GRO send: per-account
 * hourly and daily limits on join requests, one-to-ones, referrals and visitor invitations; one
 * notice per recipient per sender per hour; a delayed join request notice; visitor registrations
 * per chapter and one confirmation per email address. Every limit here runs with its default.
 */

const run = `sendlim${process.pid}${Date.now().toString(36)}`;
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
type Answer = Awaited<ReturnType<Client['call']>>;
type Member = Awaited<ReturnType<typeof memberWithCompany>>;

after(async () => {
  await retireTestData(run);
  await closeRateLimitStore();
});

/** Counts answers by status; every 429 carries Retry-After and names when to try again. */
function tally(answers: Answer[]) {
  const statuses: Record<number, number> = {};
  for (const a of answers) {
    statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    if (a.status !== 429) continue;
    const retryAfter = Number(a.headers.get('retry-after'));
    assert.ok(retryAfter > 0, 'Retry-After');
    assert.equal(a.body.message.message, retryAfterText(retryAfter));
  }
  return statuses;
}

describe('per account: what one member makes GRO send, with the defaults', () => {
  it(`50 join requests each withdrawn: ${SEND_LIMITS.joinRequestsPerHour.max} are taken, the rest are 429 for the hour, and no notice is mailed`, async () => {
    const owners = await Promise.all(Array.from({ length: SEND_LIMITS.joinRequestsPerHour.max + 1 }, () => memberWithCompany(`Asked Co ${run} ${uniqueEmail('co')}`)));
    const { client } = await signUpMember({ tag: 'looper' });
    const answers: Answer[] = [];
    const ids: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const company = owners[Math.min(i, owners.length - 1)]!.company;
      const res = await client.call('POST', '/company/join-request', { companyId: company.id, note: 'Again.' });
      answers.push(res);
      if (res.status !== 201) continue;
      ids.push(res.body.data.id);
      assert.equal((await client.call('POST', `/company/join-request/${res.body.data.id}/withdraw`)).status, 200);
    }
    assert.deepEqual(tally(answers), { 201: SEND_LIMITS.joinRequestsPerHour.max, 429: 50 - SEND_LIMITS.joinRequestsPerHour.max });
    const retryAfter = Number(answers.at(-1)!.headers.get('retry-after'));
    assert.ok(retryAfter > 3500 && retryAfter <= 3600, `the hour's wait: ${retryAfter} s`);
    // Their notices were due later and the requests are withdrawn: the jobs run and mail nothing.
    for (const id of ids) await releaseJoinRequestNotice(id);
    for (const owner of owners) assert.equal((await mailsTo(owner.email)).filter((m) => /asked to join/.test(m.subject ?? '')).length, 0, owner.email);
  });

  it(`a join request's notice is queued to leave ${ABUSE_DELAYS.joinRequestNotice.value} s later, and only then is mailed`, async () => {
    const owner = await memberWithCompany(`Delayed Co ${run}`);
    const asker = await signUpMember({ tag: 'delayed', firstname: 'Della', lastname: 'Yed' });
    const t0 = Date.now();
    const res = await asker.client.call('POST', '/company/join-request', { companyId: owner.company.id, note: null });
    const t1 = Date.now();
    assert.equal(res.status, 201, res.text);
    const job = await joinRequestNoticeJob(res.body.data.id);
    assert.ok(job && job.status === 'queued', 'queued');
    const delayMs = ABUSE_DELAYS.joinRequestNotice.value * 1000;
    assert.ok(job.runAt >= t0 + delayMs && job.runAt <= t1 + delayMs, `runs ${job.runAt - t0} ms after the request`);
    assert.equal((await mailsTo(owner.email)).filter((m) => /asked to join/.test(m.subject ?? '')).length, 0, 'not yet');
    await releaseJoinRequestNotice(res.body.data.id);
    await waitForMailWhere(owner.email, (m) => m.subject === `Della Yed asked to join ${owner.company.name}`);
  });

  it('a requester\'s second notice within the hour to the same reviewer is stored, not mailed', async () => {
    const [first, second] = await Promise.all([memberWithCompany(`Notice A ${run}`), memberWithCompany(`Notice B ${run}`)]);
    const asker = await signUpMember({ tag: 'twice', firstname: 'Tomas', lastname: 'Twice' });
    const ask = async (companyId: number) => {
      const res = await asker.client.call('POST', '/company/join-request', { companyId });
      assert.equal(res.status, 201, res.text);
      await releaseJoinRequestNotice(res.body.data.id);
      return res.body.data.id as number;
    };
    const id = await ask(first.company.id);
    assert.equal((await asker.client.call('POST', `/company/join-request/${id}/withdraw`)).status, 200);
    await ask(second.company.id);
    await waitForMailWhere(second.email, (m) => m.subject === `Tomas Twice asked to join ${second.company.name}`);
    const toAdmin = (await mailsTo(SEEDED_ADMIN.email)).filter((m) => /^Tomas Twice asked to join/.test(m.subject ?? ''));
    assert.deepEqual(toAdmin.map((m) => m.subject), [`Tomas Twice asked to join ${first.company.name}`], 'the admin reviews both, mailed of the first');
    const listed = (await (await signInAdmin()).call('GET', `/company/join-request?q=${encodeURIComponent(asker.email)}`)).body.data.items;
    assert.equal(listed.length, 1, 'the second is in the review list');
  });

  it(`a withdrawn request: the same company cannot be asked again for ${ABUSE_DELAYS.joinRequestAfterWithdraw.value} hours (429 saying when)`, async () => {
    const owner = await memberWithCompany(`Withdrawn Co ${run}`);
    const asker = await signUpMember({ tag: 'reasks' });
    const first = await asker.client.call('POST', '/company/join-request', { companyId: owner.company.id });
    assert.equal(first.status, 201, first.text);
    assert.equal((await asker.client.call('POST', `/company/join-request/${first.body.data.id}/withdraw`)).status, 200);
    const again = await asker.client.call('POST', '/company/join-request', { companyId: owner.company.id });
    assert.equal(again.status, 429, again.text);
    const retryAfter = Number(again.headers.get('retry-after'));
    const hours = ABUSE_DELAYS.joinRequestAfterWithdraw.value;
    assert.ok(retryAfter > hours * 3600 - 60 && retryAfter <= hours * 3600, `${retryAfter} s`);
    assert.equal(again.body.message.message, `You withdrew your request to join ${owner.company.name} recently. You can ask again in ${hours} hours.`);
  });

  /** Sends 50 of one kind from `from` to `to`: the answers, and the mails `to` was sent of that kind. */
  async function fifty(from: Member, to: Member, path: string, body: (i: number) => Record<string, unknown>, subject: RegExp) {
    const answers: Answer[] = [];
    for (let i = 0; i < 50; i += 1) answers.push(await from.client.call('POST', path, body(i)));
    await waitForMailWhere(to.email, (m) => subject.test(m.subject ?? ''));
    // Any further mail would have been queued with its one-to-one or referral, before the answer.
    await new Promise((r) => setTimeout(r, 1500));
    return { statuses: tally(answers), mails: (await mailsTo(to.email)).filter((m) => subject.test(m.subject ?? '')).length };
  }

  it(`50 one-to-one proposals to one member: ${SEND_LIMITS.oneToOnesPerHour.max} are stored, the rest 429; the invitee is mailed once`, async () => {
    const [proposer, invitee] = await Promise.all([memberWithCompany(), memberWithCompany()]);
    const { statuses, mails } = await fifty(proposer, invitee, '/one-to-one', (i) => ({ withId: invitee.id, date: inDays(3), time: '09:00', place: `Cafe ${i}` }), /proposes a one-to-one/);
    assert.deepEqual(statuses, { 201: SEND_LIMITS.oneToOnesPerHour.max, 429: 50 - SEND_LIMITS.oneToOnesPerHour.max });
    const listed = (await invitee.client.call('GET', '/one-to-one')).body.data as unknown[];
    assert.equal(listed.length, SEND_LIMITS.oneToOnesPerHour.max, 'each stored proposal is in the invitee\'s list');
    assert.equal(mails, SEND_LIMITS.noticesPerRecipientPerSender.max);
  });

  it(`50 referrals to one member: ${SEND_LIMITS.referralsPerHour.max} are stored, the rest 429; the receiver is mailed once`, async () => {
    const [giver, receiver] = await Promise.all([memberWithCompany(), memberWithCompany()]);
    const { statuses, mails } = await fifty(giver, receiver, '/referral', (i) => ({ receiverId: receiver.id, type: 'Internal', need: `Bookkeeping ${i}`, warmth: 3, expectsCall: false }), /passed you a referral/);
    assert.deepEqual(statuses, { 201: SEND_LIMITS.referralsPerHour.max, 429: 50 - SEND_LIMITS.referralsPerHour.max });
    const received = (await receiver.client.call('GET', '/referral?box=received')).body.data.total;
    assert.equal(received, SEND_LIMITS.referralsPerHour.max, 'each stored referral is in the receiver\'s list');
    assert.equal(mails, SEND_LIMITS.noticesPerRecipientPerSender.max);
  });

  it('refused work gives its count back: 400s do not use up the limit', async () => {
    const [giver, receiver] = await Promise.all([memberWithCompany(), memberWithCompany()]);
    for (let i = 0; i < SEND_LIMITS.referralsPerHour.max + 5; i += 1) {
      assert.equal((await giver.client.call('POST', '/referral', { receiverId: giver.id, type: 'Internal', need: 'Me', warmth: 3 })).status, 400);
    }
    const res = await giver.client.call('POST', '/referral', { receiverId: receiver.id, type: 'Internal', need: 'Real', warmth: 3 });
    assert.equal(res.status, 201, res.text);
  });

  it(`the daily limits hold past the hourly ones, and a refused attempt does not use up the day (${SEND_LIMITS.joinRequestsPerDay.max} join requests a day)`, async () => {
    const userId = 2_000_000_000 - process.pid;
    const hour = `send:join-request:hour:user:${userId}`;
    const send = () => countedSend('join-request', userId, async () => 'sent');
    let sent = 0;
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < SEND_LIMITS.joinRequestsPerHour.max + 3; i += 1) {
        try {
          await send();
          sent += 1;
        } catch (err) {
          assert.equal((err as Error).name, 'RateLimitError');
        }
      }
      // As if the hour had passed: the hourly count starts again, the daily one goes on.
      await reset([hour, SEND_LIMITS.joinRequestsPerHour]);
    }
    assert.equal(sent, SEND_LIMITS.joinRequestsPerDay.max);
  });
});

describe('visitor registrations, from any number of addresses', () => {
  let admin: Client;
  const chapters: { id: number; slug: string }[] = [];

  before(async () => {
    admin = await signInAdmin();
    for (let i = 0; i < 3; i += 1) {
      const made = await admin.call('POST', '/chapter', {
        ...chapterDefaults, name: `Visitors Limit ${i} ${run}`, location: 'Hall', email: uniqueEmail('chapter'), address: '1 Main St', city: 'Detroit', state: 'MI', postalCode: '48226',
      });
      assert.equal(made.status, 201, made.text);
      const body = eventFormToPayload({ ...eventDefaults, title: `Guest night ${i} ${run}`, chapterId: made.body.data.id, type: 'Once', date: inDays(10), timeStart: '18:00', timeEnd: '20:00', location: 'Hall', address: '1 Main St', city: 'Detroit', state: 'MI' } as typeof eventDefaults);
      assert.equal((await admin.call('POST', '/event', body)).status, 201);
      chapters.push({ id: made.body.data.id, slug: made.body.data.slug });
    }
  });

  const guest = (email: string) => ({ firstname: 'Grace', lastname: 'Hopper', email, phoneNumber: '(313) 555-0142', phoneExt: '', company: '', industry: '', heardFrom: 'Search engine', [HONEYPOT_FIELD]: '' });

  it(`40 registrations at one chapter from 40 addresses: ${ACCOUNT_LIMITS.visitorRegistrationsPerChapter.max} are taken, the rest 429`, async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 40; i += 1) answers.push(await new Client().call('POST', `/chapter/${chapters[0]!.slug}/visitor`, guest(uniqueEmail('guest'))));
    assert.deepEqual(tally(answers), { 201: ACCOUNT_LIMITS.visitorRegistrationsPerChapter.max, 429: 40 - ACCOUNT_LIMITS.visitorRegistrationsPerChapter.max });
  });

  it(`one admin invites the ${ACCOUNT_LIMITS.visitorRegistrationsPerChapter.max} visitors of a chapter: ${SEND_LIMITS.visitorInvitationsPerHour.max} are invited, the rest 429 and not mailed`, async () => {
    // An admin of the test's own: the seeded one's invitations are other files' to count.
    const inviter = await signUpMember({ tag: 'inviter' });
    await makeAdmin(inviter.id);
    const listed = await inviter.client.call('GET', `/chapter/${chapters[0]!.id}/visitors?pageSize=100`);
    assert.equal(listed.status, 200, listed.text);
    const visitors = listed.body.data.items as { id: number; email: string }[];
    assert.equal(visitors.length, ACCOUNT_LIMITS.visitorRegistrationsPerChapter.max);
    const answers: Answer[] = [];
    for (const v of visitors) answers.push(await inviter.client.call('POST', `/visitor/${v.id}/invite`));
    const max = SEND_LIMITS.visitorInvitationsPerHour.max;
    assert.deepEqual(tally(answers), { 200: max, 429: visitors.length - max });
    const refused = visitors.filter((_, i) => answers[i]!.status === 429);
    await waitForMailWhere(visitors[max - 1]!.email, (m) => /^Become a member/.test(m.subject ?? ''));
    await new Promise((r) => setTimeout(r, 1500));
    for (const v of refused) assert.equal((await mailsTo(v.email)).filter((m) => /^Become a member/.test(m.subject ?? '')).length, 0, v.email);
  });

  it('one address registered at several chapters is sent one confirmation', async () => {
    const bystander = uniqueEmail('bystander');
    for (const chapter of chapters.slice(1)) {
      const res = await new Client().call('POST', `/chapter/${chapter.slug}/visitor`, guest(bystander.toUpperCase()));
      assert.equal(res.status, 201, res.text);
    }
    await waitForMailWhere(bystander, (m) => /^You are registered/.test(m.subject ?? ''));
    await new Promise((r) => setTimeout(r, 1500));
    assert.equal((await mailsTo(bystander)).filter((m) => /^You are registered/.test(m.subject ?? '')).length, ACCOUNT_LIMITS.visitorConfirmationsPerEmail.max);
  });
});
