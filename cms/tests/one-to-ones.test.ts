import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ONE_TO_ONE_MESSAGES, ONE_TO_ONE_MINUTES, REFERRAL_LABELS, REFERRAL_LIMITS, REFERRAL_MESSAGES, REFERRAL_SETTING_KEY, mustBeOneLine, type OneToOne } from '@gro/config';
import { Client, NAME_INJECTION, checkIcsLines, count, memberWithCompany, retireTestData, setClockOffset, signInAdmin, sql, waitForMail, waitForMailWhere, waitUntil, mailsTo, isSignUpMail } from './helpers';
import { ONE_TO_ONE_DATE_RANGE } from '../src/api/one-to-one/services/one-to-one';

const MARKER = `${process.pid}-one-to-one`;
const DAY_MS = 86_400_000;
type Member = Awaited<ReturnType<typeof memberWithCompany>>;

/** 'YYYY-MM-DD' of today + days, in UTC. */
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
let serial = 0;
const key = () => `key-${MARKER}-${(serial += 1)}`;

let admin: Client;
let alice: Member;
let bob: Member;
let carol: Member;

const propose = (from: Member, body: Record<string, unknown>, idempotencyKey?: string) =>
  from.client.call('POST', '/one-to-one', body, idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey });
const meeting = (to: Member, fields: Record<string, unknown> = {}) => ({ withId: to.id, date: inDays(7), time: '08:30', place: `Coffee ${MARKER}`, ...fields });
const othersMails = async (address: string) => (await mailsTo(address)).filter((m) => !isSignUpMail(m));

async function proposed(from: Member, to: Member, fields: Record<string, unknown> = {}): Promise<OneToOne> {
  const res = await propose(from, meeting(to, fields));
  assert.equal(res.status, 201, res.text);
  return res.body.data;
}

async function setReferralEmails(member: Member, value: boolean) {
  const res = await member.client.call('PUT', '/account/setting', { setting: { key: REFERRAL_SETTING_KEY }, channel: 'email', value });
  assert.equal(res.status, 200, res.text);
}

const tally = async (userId: number, month: string) =>
  Number((await sql('SELECT SUM(one_to_ones) AS n FROM referral_tallies WHERE user_id = $1 AND month = $2', [userId, month]))[0]?.n ?? 0);

before(async () => {
  admin = await signInAdmin();
  alice = await memberWithCompany();
  bob = await memberWithCompany();
  carol = await memberWithCompany();
  await sql("UPDATE up_users SET firstname = 'Alice', lastname = 'Proposer' WHERE id = $1", [alice.id]);
  await sql("UPDATE up_users SET firstname = 'Bob', lastname = 'Invitee' WHERE id = $1", [bob.id]);
});

after(async () => {
  setClockOffset(0);
  await retireTestData(MARKER);
});

describe('POST /one-to-one', () => {
  it('proposes: 201 with both members, the proposer chapter\'s time zone, and the invitee is emailed the .ics', async () => {
    const res = await propose(alice, meeting(bob, { time: '07:45' }));
    assert.equal(res.status, 201, res.text);
    const o = res.body.data as OneToOne;
    assert.equal(o.status, 'Proposed');
    assert.deepEqual([o.proposer.id, o.invitee.id], [alice.id, bob.id]);
    assert.equal(o.invitee.fullname, 'Bob Invitee');
    assert.equal(o.proposer.company, alice.company.name);
    assert.equal(o.time, '07:45');
    assert.equal(o.myNote, null);
    assert.match(o.timeZone, /^[A-Za-z_]+\/[A-Za-z_]+/);
    assert.equal(res.body.message.title, ONE_TO_ONE_MESSAGES.proposed('x', 'y').title);
    assert.match(res.body.message.message, /Bob Invitee/);
    const [row] = await sql('SELECT proposer_chapter_id, invitee_chapter_id FROM one_to_ones WHERE id = $1', [o.id]);
    assert.deepEqual([Number(row.proposer_chapter_id), Number(row.invitee_chapter_id)], [alice.chapterId, bob.chapterId]);

    const [mail] = await waitForMail(bob.email, 1);
    assert.match(mail!.subject ?? '', /Alice Proposer proposes a one-to-one/);
    assert.match(mail!.text ?? '', /\/portal\/one-to-one/);
    assert.match(mail!.text ?? '', new RegExp(`Coffee ${MARKER}`));
    assert.ok(mail!.headerLines.some((h) => h.key === 'list-unsubscribe'), 'a notice carries its unsubscribe link');
    const ics = mail!.attachments.find((a) => a.filename === 'one-to-one.ics');
    assert.ok(ics, 'the .ics is attached');
    assert.match(ics.contentType, /text\/calendar/);
    const text = ics.content.toString('utf8');
    assert.match(text, /BEGIN:VEVENT/);
    assert.match(text, new RegExp(`DTSTART;TZID=${o.timeZone.replace('/', '\\/')}:${o.date.replace(/-/g, '')}T074500`));
    assert.match(text, new RegExp(`DTEND;TZID=[^:]+:${o.date.replace(/-/g, '')}T${String(7 + Math.floor((45 + ONE_TO_ONE_MINUTES) / 60)).padStart(2, '0')}${String((45 + ONE_TO_ONE_MINUTES) % 60).padStart(2, '0')}00`));
    assert.match(text, /SUMMARY:One-to-one: Alice Proposer and Bob Invitee/);
    assert.ok(!(await othersMails(alice.email)).length, 'the proposer is not emailed');
  });

  it('does not email an invitee whose "referrals" email setting is off', async () => {
    // A proposer who has not yet written to bob this hour (one email per proposer and invitee an hour).
    const proposer = await memberWithCompany();
    await setReferralEmails(bob, false);
    await proposed(proposer, bob, { place: `Quiet ${MARKER}` });
    await setReferralEmails(bob, true);
    // The next proposal's mail comes after the first would have: only it arrives.
    await proposed(proposer, bob, { place: `Loud ${MARKER}` });
    await waitForMailWhere(bob.email, (m) => (m.text ?? '').includes(`Loud ${MARKER}`));
    await new Promise((r) => setTimeout(r, 500));
    assert.ok((await othersMails(bob.email)).every((m) => !(m.text ?? '').includes(`Quiet ${MARKER}`)));
  });

  it('a member hidden from the directory is an unknown member to those who have no one-to-one or referral with them yet', async () => {
    const hid = await memberWithCompany();
    await sql("UPDATE up_users SET firstname = 'Hilda', lastname = 'Hidden' WHERE id = $1", [hid.id]);
    assert.equal((await hid.client.call('PUT', '/account/directory', { directoryHidden: true })).status, 200);
    const rows = await count('one_to_ones', `invitee_id = ${hid.id} OR proposer_id = ${hid.id}`);
    const unknown = await propose(carol, meeting(bob, { withId: 2_000_000_000 }));
    const hidden = await propose(carol, meeting(hid));
    assert.equal(unknown.status, 404, unknown.text);
    assert.equal(hidden.status, unknown.status, hidden.text);
    assert.deepEqual(hidden.body, unknown.body, 'the same answer as an unknown id');
    assert.ok(!hidden.text.includes('Hilda'), 'the answer does not name them');
    assert.equal(await count('one_to_ones', `invitee_id = ${hid.id} OR proposer_id = ${hid.id}`), rows, 'nothing written');
    // The hidden member proposes one to Carol: from then on Carol may propose to them, even once it is cancelled.
    const first = await proposed(hid, carol, { place: `Hidden ${MARKER}` });
    assert.equal((await hid.client.call('PUT', `/one-to-one/${first.id}/cancel`)).status, 200);
    const back = await propose(carol, meeting(hid, { place: `Hidden back ${MARKER}` }));
    assert.equal(back.status, 201, back.text);
    assert.equal(back.body.data.invitee.fullname, 'Hilda Hidden');
    // An admin sees hidden members and may propose to them.
    const admins = await propose({ client: admin } as Member, meeting(hid, { place: `Hidden admin ${MARKER}` }));
    assert.equal(admins.status, 201, admins.text);
    assert.equal((await propose(alice, meeting(hid))).status, unknown.status, 'Alice has met them neither way');
  });

  it('refuses oneself, an unknown or inactive member, dates out of range and hostile input: 4xx, never 500, nothing written', async () => {
    const rows = await count('one_to_ones');
    const field = async (body: Record<string, unknown>, path: string, message: string | RegExp, status = 400) => {
      const res = await propose(alice, body);
      assert.equal(res.status, status, `${JSON.stringify(body).slice(0, 120)}: ${res.text}`);
      const errors = res.body.details?.errors as { path: string[]; message: string }[];
      const error = errors.find((e) => e.path.join('.') === path);
      assert.ok(error, `${path}: ${res.text}`);
      if (typeof message === 'string') assert.equal(error.message, message);
      else assert.match(error.message, message);
    };
    await field(meeting(alice), 'withId', ONE_TO_ONE_MESSAGES.notYourself);
    await field(meeting(bob, { withId: 2_000_000_000 }), 'withId', ONE_TO_ONE_MESSAGES.memberNotFound, 404);
    const [{ id: deleted }] = await sql("SELECT id FROM up_users WHERE status = 'Deleted' ORDER BY id LIMIT 1").then((r) => (r.length ? r : [{ id: 0 }]));
    if (Number(deleted)) await field(meeting(bob, { withId: Number(deleted) }), 'withId', ONE_TO_ONE_MESSAGES.memberNotFound, 404);
    await field(meeting(bob, { date: inDays(-31) }), 'date', ONE_TO_ONE_DATE_RANGE);
    await field(meeting(bob, { date: inDays(367) }), 'date', ONE_TO_ONE_DATE_RANGE);
    await field(meeting(bob, { date: '2026-02-30' }), 'date', /date/i);
    await field(meeting(bob, { time: '25:00' }), 'time', /./);
    await field(meeting(bob, { place: '' }), 'place', /required/i);
    await field(meeting(bob, { place: 'x'.repeat(REFERRAL_LIMITS.place + 1) }), 'place', /./);

    const hostile: unknown[] = [
      { ...meeting(bob), withId: 'bob' },
      { ...meeting(bob), withId: { id: bob.id } },
      { ...meeting(bob), withId: -1 },
      { ...meeting(bob), withId: 1.5 },
      { ...meeting(bob), withId: 1e30 },
      { ...meeting(bob), date: 20261201 },
      { ...meeting(bob), date: ['2026-12-01'] },
      { ...meeting(bob), time: { h: 8 } },
      { ...meeting(bob), place: 'Caf\u0000e' },
      { ...meeting(bob), place: { $ne: null } },
      JSON.parse(`{"withId": ${bob.id}, "date": "${inDays(7)}", "time": "08:00", "place": "x", "__proto__": {"admin": true}}`),
      { ...meeting(bob), constructor: { prototype: { polluted: true } } },
      { ...meeting(bob), place: 'x'.repeat(200_000) },
      { ...meeting(bob), deep: JSON.parse(`${'['.repeat(1000)}${']'.repeat(1000)}`) },
      [meeting(bob)],
      'withId=1',
      null,
    ];
    for (const body of hostile) {
      const res = await alice.client.call('POST', '/one-to-one', body);
      assert.ok(res.status >= 400 && res.status < 500, `${JSON.stringify(body)?.slice(0, 80)}: ${res.status} ${res.text.slice(0, 200)}`);
    }
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    for (const bad of ['short', 'has space in it', 'x'.repeat(101), 'semi;colon-key', 'ünïcödé-key', '']) {
      const res = await propose(alice, meeting(bob), bad);
      assert.equal(res.status, 400, `${bad}: ${res.text}`);
      assert.equal(res.body.message.message, REFERRAL_MESSAGES.idempotencyKeyInvalid);
    }
    assert.equal(await count('one_to_ones'), rows, 'nothing written');
  });

  it('an idempotency key stores the proposal once, in parallel too (one row, one email); the key with another body is a 409', async () => {
    const k = key();
    const body = meeting(bob, { place: `Once ${MARKER}` });
    // Proposers who have not yet written to bob this hour (one email per proposer and invitee an hour).
    const [alice, carol] = await Promise.all([memberWithCompany(), memberWithCompany()]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => propose(alice, body, k)));
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 200, 200, 200, 200, 201], answers.map((a) => a.text.slice(0, 100)).join('\n'));
    assert.equal(new Set(answers.map((a) => a.body.data.id)).size, 1, 'the same one-to-one');
    assert.equal(await count('one_to_ones', `proposer_id = ${alice.id} AND idempotency_key = '${k}'`), 1);
    const again = await propose(alice, body, k);
    assert.equal(again.status, 200);
    assert.equal(again.body.data.id, answers[0]!.body.data.id);
    const other = await propose(alice, { ...body, time: '09:00' }, k);
    assert.equal(other.status, 409, other.text);
    assert.equal(other.body.message.message, REFERRAL_MESSAGES.idempotencyReused);
    // Another member may use the same key for their own proposal.
    assert.equal((await propose(carol, meeting(bob, { place: `Once ${MARKER}` }), k)).status, 201);
    const once = async () => (await othersMails(bob.email)).filter((m) => (m.text ?? '').includes(`Once ${MARKER}`));
    await waitUntil(async () => (await once()).length >= 2, 'the two proposals\' emails', 30_000);
    await new Promise((r) => setTimeout(r, 500));
    assert.equal((await once()).length, 2, 'one email per stored proposal');
  });
});

describe('PUT /one-to-one/{id}/confirm, /cancel', () => {
  it('only the invitee confirms, only from its day; parallel confirms count once for each side', async () => {
    const later = await proposed(alice, bob, { date: inDays(2) });
    assert.equal((await alice.client.call('PUT', `/one-to-one/${later.id}/confirm`)).status, 403);
    assert.equal((await alice.client.call('PUT', `/one-to-one/${later.id}/confirm`)).body.message.message, ONE_TO_ONE_MESSAGES.onlyInvitee);
    assert.equal((await carol.client.call('PUT', `/one-to-one/${later.id}/confirm`)).status, 404);
    assert.equal((await admin.call('PUT', `/one-to-one/${later.id}/confirm`)).status, 404, 'admins are not participants');
    const early = await bob.client.call('PUT', `/one-to-one/${later.id}/confirm`);
    assert.equal(early.status, 400, early.text);
    assert.equal(early.body.message.message, ONE_TO_ONE_MESSAGES.notYet);

    const today = await proposed(alice, bob, { date: inDays(0) });
    const month = today.date.slice(0, 7);
    const [a0, b0] = [await tally(alice.id, month), await tally(bob.id, month)];
    const [chapterBefore] = await sql('SELECT one_to_ones FROM referral_tallies WHERE chapter_id = $1 AND user_id = 0 AND month = $2', [alice.chapterId, month]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => bob.client.call('PUT', `/one-to-one/${today.id}/confirm`)));
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409, 409, 409, 409, 409], answers.map((a) => a.text.slice(0, 100)).join('\n'));
    const done = answers.find((a) => a.status === 200)!;
    assert.equal(done.body.data.status, 'Confirmed');
    assert.ok(done.body.data.confirmedAt);
    assert.deepEqual(done.body.message, ONE_TO_ONE_MESSAGES.confirmed);
    assert.equal(await tally(alice.id, month), a0 + 1);
    assert.equal(await tally(bob.id, month), b0 + 1);
    const [chapterAfter] = await sql('SELECT one_to_ones FROM referral_tallies WHERE chapter_id = $1 AND user_id = 0 AND month = $2', [alice.chapterId, month]);
    assert.equal(Number(chapterAfter.one_to_ones), Number(chapterBefore?.one_to_ones ?? 0) + 2, 'a one-to-one between two members of a chapter counts for both');
    const [row] = await sql('SELECT counted_month FROM one_to_ones WHERE id = $1', [today.id]);
    assert.equal(row.counted_month, month);
    assert.equal((await bob.client.call('PUT', `/one-to-one/${today.id}/confirm`)).status, 409);
    assert.equal((await alice.client.call('PUT', `/one-to-one/${today.id}/cancel`)).body.message.message, ONE_TO_ONE_MESSAGES.notProposed);

    // Two days on, the first one's day has come.
    setClockOffset(2 * DAY_MS);
    try {
      const bobLater = new Client();
      assert.equal((await bobLater.signIn(bob.email, bob.password)).status, 200);
      const res = await bobLater.call('PUT', `/one-to-one/${later.id}/confirm`);
      assert.equal(res.status, 200, res.text);
    } finally {
      setClockOffset(0);
    }
  });

  it('either participant cancels while proposed, and the other is emailed; a third member gets 404', async () => {
    const o = await proposed(bob, alice, { place: `Cancelled ${MARKER}` });
    assert.equal((await carol.client.call('PUT', `/one-to-one/${o.id}/cancel`)).status, 404);
    const res = await alice.client.call('PUT', `/one-to-one/${o.id}/cancel`);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.status, 'Cancelled');
    assert.deepEqual(res.body.message, ONE_TO_ONE_MESSAGES.cancelled);
    const mail = await waitForMailWhere(bob.email, (m) => /cancelled your one-to-one/.test(m.subject ?? ''));
    assert.match(mail.text ?? '', /Alice Proposer cancelled/);
    for (const action of ['cancel', 'confirm']) {
      const again = await alice.client.call('PUT', `/one-to-one/${o.id}/${action}`);
      assert.equal(again.status, 409, again.text);
    }
    assert.equal((await bob.client.call('PUT', `/one-to-one/${o.id}/cancel`)).status, 409);
  });
});

describe('notes, the list and the .ics', () => {
  it('each participant\'s note is their own: the other never sees it; a third member gets 404 everywhere', async () => {
    const o = await proposed(alice, bob);
    const aliceNote = `Alice's secret ${MARKER}`;
    const bobNote = `Bob's secret ${MARKER}`;
    const a = await alice.client.call('PUT', `/one-to-one/${o.id}/note`, { note: aliceNote });
    assert.equal(a.status, 200, a.text);
    assert.equal(a.body.data.myNote, aliceNote);
    assert.deepEqual(a.body.message, ONE_TO_ONE_MESSAGES.noteSaved);
    const b = await bob.client.call('PUT', `/one-to-one/${o.id}/note`, { note: bobNote });
    assert.equal(b.body.data.myNote, bobNote);
    const edited = await alice.client.call('PUT', `/one-to-one/${o.id}/note`, { note: `${aliceNote} (edited)` });
    assert.equal(edited.body.data.myNote, `${aliceNote} (edited)`);
    assert.equal(await count('one_to_one_notes', `one_to_one_id = ${o.id}`), 2, 'one note per author');

    const aliceList = await alice.client.call('GET', '/one-to-one');
    const bobList = await bob.client.call('GET', '/one-to-one');
    assert.equal(aliceList.body.data.find((x: OneToOne) => x.id === o.id).myNote, `${aliceNote} (edited)`);
    assert.equal(bobList.body.data.find((x: OneToOne) => x.id === o.id).myNote, bobNote);
    assert.ok(!aliceList.text.includes(bobNote) && !bobList.text.includes(aliceNote), 'never the other\'s note');
    assert.ok(!a.text.includes(bobNote) && !b.text.includes(aliceNote));

    const tooLong = await alice.client.call('PUT', `/one-to-one/${o.id}/note`, { note: 'x'.repeat(REFERRAL_LIMITS.note + 1) });
    assert.equal(tooLong.status, 400);
    for (const note of [{ a: 1 }, ['x', 'y']]) assert.equal((await alice.client.call('PUT', `/one-to-one/${o.id}/note`, { note })).status, 400, JSON.stringify(note));
    const cleared = await bob.client.call('PUT', `/one-to-one/${o.id}/note`, { note: '' });
    assert.equal(cleared.body.data.myNote, null);

    for (const [method, path] of [['PUT', 'note'], ['PUT', 'confirm'], ['PUT', 'cancel'], ['GET', 'invite.ics']] as const) {
      const res = await carol.client.call(method, `/one-to-one/${o.id}/${path}`, method === 'PUT' ? { note: 'Nosy' } : undefined);
      assert.equal(res.status, 404, `${path}: ${res.text}`);
      assert.equal(res.body.message.message, ONE_TO_ONE_MESSAGES.notFound);
    }
    const carolList = await carol.client.call('GET', '/one-to-one');
    assert.ok(!carolList.body.data.some((x: OneToOne) => x.id === o.id));
    assert.ok(!carolList.text.includes('secret'));
    assert.equal(await count('one_to_one_notes', `one_to_one_id = ${o.id} AND author_id = ${carol.id}`), 0);
  });

  it('lists the caller\'s one-to-ones, the newest date first', async () => {
    const res = await bob.client.call('GET', '/one-to-one');
    assert.equal(res.status, 200);
    const list = res.body.data as OneToOne[];
    assert.ok(list.length >= 5);
    assert.ok(list.every((o) => o.proposer.id === bob.id || o.invitee.id === bob.id));
    for (let i = 1; i < list.length; i += 1) assert.ok(`${list[i - 1]!.date} ${list[i - 1]!.time}` >= `${list[i]!.date} ${list[i]!.time}`, 'newest date first');
  });

  it('GET /one-to-one/{id}/invite.ics: both participants get the calendar file; anyone else 404; a bad id 400', async () => {
    const o = await proposed(alice, bob, { time: '23:30' });
    for (const m of [alice, bob]) {
      const res = await fetch(`${m.client.base}/api/one-to-one/${o.id}/invite.ics`, { headers: m.client.headers() });
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type') ?? '', /text\/calendar/);
      const text = await res.text();
      assert.match(text, /BEGIN:VCALENDAR/);
      assert.match(text, new RegExp(`UID:one-to-one-${o.id}@`));
      assert.match(text, /T233000/);
      assert.match(text, /DTEND;TZID=[^:]+:\d{8}T003000/, 'past midnight: the next day');
    }
    assert.equal((await carol.client.call('GET', `/one-to-one/${o.id}/invite.ics`)).status, 404);
    assert.equal((await admin.call('GET', `/one-to-one/${o.id}/invite.ics`)).status, 404);
    for (const bad of ['abc', '0', '-1', '1e3', '99999999999']) assert.equal((await alice.client.call('GET', `/one-to-one/${bad}/invite.ics`)).status, 400, bad);
    assert.equal((await alice.client.call('GET', '/one-to-one/2000000000/invite.ics')).status, 404);
  });

  it('a place with a line break is a 400; a name stored with line breaks starts no line of the .ics (download and attachment) and no header of the email', async () => {
    const res = await propose(alice, meeting(bob, { place: `Cafe ${MARKER}\r\nBEGIN:VALARM` }));
    assert.equal(res.status, 400, res.text);
    assert.equal(res.body.message.message, mustBeOneLine(REFERRAL_LABELS.place));
    const [eve, dan] = [await memberWithCompany(), await memberWithCompany()];
    // Stored before the rules refused it (written past the API, as an old row would be).
    await sql("UPDATE up_users SET firstname = $1, lastname = 'Proposer' WHERE id = $2", [NAME_INJECTION, eve.id]);
    await sql("UPDATE up_users SET firstname = 'Dan', lastname = $1 WHERE id = $2", ['Invitee\r\nBcc: victim@example.com', dan.id]);
    const o = await proposed(eve, dan);
    const summary = 'One-to-one: Eve END:VEVENT BEGIN:VEVENT SUMMARY:Urgent pay Proposer and Dan Invitee Bcc: victim@example.com';

    const [mail] = await waitForMail(dan.email, 1);
    assert.match(mail!.subject ?? '', /^Eve END:VEVENT BEGIN:VEVENT SUMMARY:Urgent pay Proposer proposes a one-to-one on [^\r\n]+$/);
    for (const injected of ['end', 'begin', 'summary', 'bcc']) assert.equal(mail!.headers.has(injected), false, injected);
    const attached = mail!.attachments.find((a) => a.filename === 'one-to-one.ics')!.content.toString('utf8');
    checkIcsLines(attached, 1);
    assert.match(attached.replace(/\r\n[ \t]/g, ''), new RegExp(`\\r\\nSUMMARY:${summary}\\r\\n`));

    for (const m of [eve, dan]) {
      const file = await fetch(`${m.client.base}/api/one-to-one/${o.id}/invite.ics`, { headers: m.client.headers() });
      assert.equal(file.status, 200);
      checkIcsLines(await file.text(), 1);
    }
  });

  it('a burst of mixed calls on one one-to-one never answers 500', async () => {
    const o = await proposed(alice, bob, { date: inDays(0) });
    const calls = [
      ...Array.from({ length: 4 }, () => bob.client.call('PUT', `/one-to-one/${o.id}/confirm`)),
      ...Array.from({ length: 4 }, () => alice.client.call('PUT', `/one-to-one/${o.id}/cancel`)),
      ...Array.from({ length: 4 }, (_, i) => alice.client.call('PUT', `/one-to-one/${o.id}/note`, { note: `n${i}` })),
      ...Array.from({ length: 4 }, () => carol.client.call('PUT', `/one-to-one/${o.id}/confirm`)),
    ];
    const answers = await Promise.all(calls);
    assert.ok(answers.every((a) => a.status < 500), answers.map((a) => `${a.status} ${a.text.slice(0, 80)}`).join('\n'));
    const [row] = await sql('SELECT status FROM one_to_ones WHERE id = $1', [o.id]);
    const confirmed = answers.slice(0, 4).filter((a) => a.status === 200).length;
    const cancelled = answers.slice(4, 8).filter((a) => a.status === 200).length;
    assert.equal(confirmed + cancelled, 1, 'one of them wins');
    assert.equal(row.status, confirmed ? 'Confirmed' : 'Cancelled');
  });
});
