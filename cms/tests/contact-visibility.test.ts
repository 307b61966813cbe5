import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONTACT_MESSAGES, CONTACT_MESSAGE_MAX_LENGTH, PORTAL_MESSAGES, SEND_LIMITS, retryAfterText } from '@gro/config';
import { Client, approveCompany, mailsTo, retireTestData, signInAdmin, signUpMember, waitForMailWhere } from './helpers';

/**
 * Who sees a member's email and phone: each member chooses organisation (the default), chapter or
 * nobody. Admins and the leaders of the member's chapter always see them; a viewer who may not
 * gets null and contactHidden, finds nothing by searching that address, and writes through the
 * Contact message instead, which is mailed without ever showing the recipient's address.
 */

const run = `${process.pid}${Date.now().toString(36)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);
const LAST = `Aaazvis${run}`;

type Member = Awaited<ReturnType<typeof memberOf>>;
type Answer = Awaited<ReturnType<Client['call']>>;

/** A new member of `chapterId` with a company of their own (a reader of member data). */
async function memberOf(tag: string, chapterId: number) {
  const member = await signUpMember({ tag: `vis-${tag}`, chapterId, firstname: tag[0]!.toUpperCase() + tag.slice(1), lastname: LAST });
  const res = await member.client.call('POST', '/company', { name: `Visibility ${tag} Co ${run}`, description: 'A company of the tests.', address: '1 Woodward Ave', city: 'Detroit', state: 'MI' });
  assert.equal(res.status, 201, res.text);
  await approveCompany(res.body.data.company.uuid);
  return member;
}

const setVisibility = (m: Member, contactVisibility: unknown) => m.client.call('PUT', '/account/contact-visibility', { contactVisibility });
const byName = (client: Client) => client.call('GET', `/user/directory?q=${encodeURIComponent(LAST.toLowerCase())}`);
const itemOf = (res: Answer, id: number) => (res.body.data.items as { id: number }[]).find((m) => m.id === id) as Record<string, unknown> | undefined;
const idsOf = (res: Answer) => (res.body.data.items as { id: number }[]).map((m) => m.id);
const contact = (client: Client, id: number, body: unknown = { message: 'Hello, could we meet for coffee next week?' }) => client.call('POST', `/user/${id}/contact`, body);

let chapterA: number;
let chapterB: number;
let owner: Member;
let sameChapter: Member;
let otherChapter: Member;
let leader: Member;
let admin: Client;

before(async () => {
  const chapters = ((await new Client().call('GET', '/chapter/active')).body.data as { id: number }[]).map((c) => c.id);
  assert.ok(chapters.length >= 2, 'two chapters');
  [chapterA, chapterB] = [chapters[0]!, chapters[1]!];
  [owner, sameChapter, otherChapter, leader] = await Promise.all([memberOf('owner', chapterA), memberOf('neighbour', chapterA), memberOf('stranger', chapterB), memberOf('leader', chapterB)]);
  admin = await signInAdmin();
  // The leader's home is chapter B; they lead chapter A, the owner's.
  const grant = await admin.call('PUT', `/chapter/${chapterA}/leaders/${leader.id}`);
  assert.equal(grant.status, 201, grant.text);
});

after(async () => {
  await admin.call('DELETE', `/chapter/${chapterA}/leaders/${leader.id}`);
  await retireTestData(run);
});

/** What `viewer` reads of the owner in the directory, the users list, the member's page and by searching their email. */
async function ownerAsSeenBy(viewer: Client) {
  const email = encodeURIComponent(owner.email);
  const [directory, users, detail, byEmail, usersByEmail, letters] = await Promise.all([
    byName(viewer),
    viewer.call('GET', `/user?q=${encodeURIComponent(LAST.toLowerCase())}`),
    viewer.call('GET', `/user/${owner.id}`),
    viewer.call('GET', `/user/directory?q=${email}`),
    viewer.call('GET', `/user?q=${email}`),
    viewer.call('GET', `/user/directory/letters?q=${email}`),
  ]);
  for (const res of [directory, users, detail, byEmail, usersByEmail, letters]) assert.equal(res.status, 200, res.text);
  return {
    entries: [itemOf(directory, owner.id)!, itemOf(users, owner.id)!, detail.body.data as Record<string, unknown>],
    foundByEmail: [idsOf(byEmail), idsOf(usersByEmail)],
    lettersByEmail: (letters.body.data as { count: number }[]).reduce((sum, l) => sum + l.count, 0),
    texts: [directory.text, users.text, detail.text, byEmail.text, usersByEmail.text],
  };
}

function assertSees(seen: Awaited<ReturnType<typeof ownerAsSeenBy>>, who: string) {
  for (const entry of seen.entries) {
    assert.equal(entry.email, owner.email, `${who} sees the email`);
    assert.ok(typeof entry.phoneNumber === 'string' && entry.phoneNumber.length > 0, `${who} sees the phone`);
    assert.ok(!('contactHidden' in entry));
  }
  for (const ids of seen.foundByEmail) assert.deepEqual(ids, [owner.id], `${who} finds the owner by email`);
  assert.equal(seen.lettersByEmail, 1);
}

function assertHidden(seen: Awaited<ReturnType<typeof ownerAsSeenBy>>, who: string) {
  for (const entry of seen.entries) {
    assert.equal(entry.email, null, `${who} gets no email`);
    assert.equal(entry.phoneNumber, null, `${who} gets no phone`);
    assert.equal(entry.phoneExt, null);
    assert.equal(entry.contactHidden, true);
    assert.equal(entry.fullname, `Owner ${LAST}`, 'the name is still there');
  }
  for (const ids of seen.foundByEmail) assert.deepEqual(ids, [], `${who} finds nobody by the hidden email`);
  assert.equal(seen.lettersByEmail, 0, 'nor do the A-Z counts');
  for (const text of seen.texts) assert.ok(!text.toLowerCase().includes(owner.email.toLowerCase()), `${who}: the address appears nowhere`);
}

const dashboardEntry = async (m: Member) => {
  const res = await m.client.call('GET', '/dashboard');
  assert.equal(res.status, 200, res.text);
  return { entry: (res.body.data.members as { id: number }[]).find((u) => u.id === owner.id) as Record<string, unknown> | undefined, text: res.text };
};

describe('the setting', () => {
  it('GET /account answers organisation by default; PUT /account/contact-visibility sets it and answers the account', async () => {
    assert.equal((await owner.client.call('GET', '/account')).body.data.contactVisibility, 'organisation');
    const res = await setVisibility(owner, 'chapter');
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.id, owner.id);
    assert.equal(res.body.data.contactVisibility, 'chapter');
    assert.deepEqual(res.body.message, { title: CONTACT_MESSAGES.visibilitySaved.title, message: CONTACT_MESSAGES.visibilitySavedText.chapter });
    assert.equal((await owner.client.call('GET', '/account')).body.data.contactVisibility, 'chapter');
  });

  it('refuses anything but one of the three choices, and callers who are not signed in', async () => {
    const bodies: unknown[] = [{}, { contactVisibility: 'everyone' }, { contactVisibility: null }, { contactVisibility: 1 }, { contactVisibility: ['nobody'] }, { contactVisibility: { $ne: 'x' } },
      { contactVisibility: 'nobody\r\n' }, { contactVisibility: 'NOBODY' }, ['nobody'], 'nobody', JSON.parse('{"__proto__":{"contactVisibility":"nobody"}}'), { contactVisibility: 'nobody', constructor: { prototype: {} } }];
    for (const body of bodies) assert.equal((await owner.client.call('PUT', '/account/contact-visibility', body)).status, 400, JSON.stringify(body));
    assert.equal((await new Client().call('PUT', '/account/contact-visibility', { contactVisibility: 'nobody' })).status, 401);
    assert.equal((await owner.client.call('GET', '/account')).body.data.contactVisibility, 'chapter', 'unchanged');
  });
});

describe('chapter only', () => {
  it("hides the email and phone from another chapter's member: directory, users, member page, and searching the email finds nothing", async () => {
    assertHidden(await ownerAsSeenBy(otherChapter.client), 'a member of another chapter');
  });

  it('a member of the same chapter, a leader of the chapter and an admin still see them and find them by email', async () => {
    assertSees(await ownerAsSeenBy(sameChapter.client), 'the same chapter');
    assertSees(await ownerAsSeenBy(leader.client), 'the chapter leader');
    assertSees(await ownerAsSeenBy(admin), 'an admin');
    const { entry } = await dashboardEntry(sameChapter);
    assert.equal(entry?.email, owner.email, "on the same chapter's dashboard");
  });
});

describe('nobody', () => {
  it('hides them from every member, the same chapter and its dashboard included; leaders and admins still see them', async () => {
    assert.equal((await setVisibility(owner, 'nobody')).status, 200);
    assertHidden(await ownerAsSeenBy(otherChapter.client), 'a member of another chapter');
    assertHidden(await ownerAsSeenBy(sameChapter.client), 'the same chapter');
    const { entry, text } = await dashboardEntry(sameChapter);
    assert.equal(entry?.email, null, 'the dashboard');
    assert.equal(entry?.contactHidden, true);
    assert.ok(!text.includes(owner.email));
    assertSees(await ownerAsSeenBy(leader.client), 'the chapter leader');
    assertSees(await ownerAsSeenBy(admin), 'an admin');
  });

  it('the member still sees and finds themself', async () => {
    assertSees(await ownerAsSeenBy(owner.client), 'the member');
  });

  it('organisation shows them to every member again at once', async () => {
    assert.equal((await setVisibility(owner, 'organisation')).status, 200);
    assertSees(await ownerAsSeenBy(otherChapter.client), 'a member of another chapter');
    assert.equal((await setVisibility(owner, 'chapter')).status, 200);
  });
});

describe('the Contact message', () => {
  it('reaches the member, with the sender as Reply-To, and the answer never holds the recipient\u2019s address', async () => {
    const message = `Hello Owner,\nI saw your company in the directory ${run}.\nCould we meet?`;
    const res = await contact(otherChapter.client, owner.id, { message });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.data, { id: owner.id, fullname: `Owner ${LAST}` });
    assert.deepEqual(res.body.message, { title: CONTACT_MESSAGES.sentTitle, message: CONTACT_MESSAGES.sent(`Owner ${LAST}`) });
    assert.ok(!res.text.toLowerCase().includes(owner.email.toLowerCase()), 'no address in the answer');
    assert.ok(!JSON.stringify([...res.headers]).toLowerCase().includes(owner.email.toLowerCase()), 'nor in its headers');
    const mail = await waitForMailWhere(owner.email, (m) => (m.subject ?? '').includes('sent you a message') && (m.text ?? '').includes(run));
    assert.equal(mail.subject, `Stranger ${LAST} sent you a message on GRO`);
    assert.equal(mail.replyTo?.value[0]?.address, otherChapter.email);
    assert.equal(mail.replyTo?.value[0]?.name, `Stranger ${LAST}`);
    for (const line of message.split('\n')) assert.ok(mail.text!.includes(line), line);
  });

  it('400 to oneself or for a bad message, 404 for an unknown or inactive member, 401/403 for callers without member data', async () => {
    const self = await contact(owner.client, owner.id);
    assert.equal(self.status, 400);
    assert.equal(self.body.message.message, CONTACT_MESSAGES.notToYourself);
    const bad: unknown[] = [{}, { message: '' }, { message: '   ' }, { message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) }, { message: 'a\u0000b' }, { message: 'bell\u0007' },
      { message: ['hi'] }, { message: { $gt: '' } }, ['hi'], 'hi', JSON.parse('{"__proto__":{"message":"hi"}}'), { message: 'hi', constructor: { prototype: {} } }];
    for (const body of bad) {
      const res = await contact(sameChapter.client, owner.id, body);
      assert.equal(res.status, 400, `${JSON.stringify(body)}: ${res.text}`);
    }
    const huge = await contact(sameChapter.client, owner.id, { message: 'x'.repeat(300_000) });
    assert.ok([400, 413].includes(huge.status), `huge body: ${huge.status}`);
    for (const id of ['999999999', '0', 'abc', '-1']) {
      const res = await contact(sameChapter.client, id as unknown as number);
      assert.ok([400, 404].includes(res.status), `${id}: ${res.status}`);
    }
    assert.equal((await contact(sameChapter.client, 999_999_999)).body.message.message, PORTAL_MESSAGES.memberNotFound);
    const newcomer = await signUpMember({ tag: 'vis-newcomer', chapterId: chapterA });
    assert.equal((await contact(newcomer.client, owner.id)).status, 403, 'no company: no member data');
    assert.equal((await contact(new Client(), owner.id)).status, 401);
    // The newcomer is Active but hidden from the directory now: to a member who never met them, unknown.
    assert.equal((await newcomer.client.call('PUT', '/account/directory', { directoryHidden: true })).status, 200);
    assert.equal((await contact(sameChapter.client, newcomer.id)).status, 404);
    const sent = (await mailsTo(owner.email)).filter((m) => m.subject?.includes('sent you a message'));
    assert.equal(sent.length, 1, 'only the first test mailed the owner');
  });

  it(`the limits fire: ${SEND_LIMITS.contactMessagesPerRecipient.max} a day to one member, ${SEND_LIMITS.contactMessagesPerHour.max} an hour in all, also in a parallel burst`, async () => {
    const perRecipient = SEND_LIMITS.contactMessagesPerRecipient.max;
    for (let i = 1; i < perRecipient; i += 1) assert.equal((await contact(otherChapter.client, owner.id)).status, 200);
    const over = await contact(otherChapter.client, owner.id);
    assert.equal(over.status, 429, over.text);
    const retryAfter = Number(over.headers.get('retry-after'));
    assert.ok(retryAfter > 0);
    assert.equal(over.body.message.message, retryAfterText(retryAfter));

    // A fresh sender writes to four members at once, the per-recipient limit each time: the hour's limit alone stops them.
    const sender = await memberOf('sender', chapterB);
    const adminId = (await admin.call('GET', '/account')).body.data.id as number;
    const recipients = [owner.id, sameChapter.id, leader.id, adminId];
    const burst = await Promise.all(recipients.flatMap((id) => Array.from({ length: perRecipient }, () => contact(sender.client, id))));
    const statuses = burst.map((r) => r.status).sort();
    const allowed = Math.min(SEND_LIMITS.contactMessagesPerHour.max, recipients.length * perRecipient);
    assert.equal(statuses.filter((s) => s === 200).length, allowed, statuses.join(','));
    assert.equal(statuses.filter((s) => s === 429).length, recipients.length * perRecipient - allowed);
    assert.equal((await contact(sender.client, otherChapter.id)).status, 429, 'a new recipient too');
  });
});
