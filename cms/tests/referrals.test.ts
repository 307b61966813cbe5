import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AUTH_TEXTS, REFERRAL_MESSAGES, REFERRAL_SETTING_KEY, SERVER_MESSAGES, formatCents } from '@gro/config';
import { API, type Client, count, keysOf, retireTestData, signInAdmin, sql, waitForMailWhere } from './helpers';
import { DAY_MS, mailQueueDrained, mailsAbout, member, ownChapter, passBody, setEmailSetting, tally, utcDay, type Member } from './referral-fixtures';

/**
 * Referrals over HTTP: passing one (validation, idempotency,
 * the receiver's email), who sees what (giver, receiver, a third member of the chapter, admins),
 * following it to Closed with the credit in the figures, soft deletion and the history, and the
 * figures' counters against a recount after a burst of parallel writes.
 */

const MARKER = `${process.pid}-referrals`;
let admin: Client;
let chapterId: number;
let ann: Member; // gives
let ben: Member; // receives
let cat: Member; // same chapter, neither
let dan: Member; // receives, 'referrals' email off
const statuses: number[] = [];

const month = () => utcDay(Date.now()).slice(0, 7);
const today = () => utcDay(Date.now());

async function pass(from: Member, body: unknown, key?: string) {
  const res = await from.client.call('POST', '/referral', body, key === undefined ? {} : { 'Idempotency-Key': key });
  statuses.push(res.status);
  return res;
}

async function follow(by: Member | Client, id: number, body: unknown) {
  const res = await ('client' in by ? by.client : by).call('PUT', `/referral/${id}/status`, body);
  statuses.push(res.status);
  return res;
}

/** A raw JSON body (keys such as __proto__ that JSON.stringify cannot write). */
async function rawPost(from: Member, path: string, raw: string, extra: Record<string, string> = {}, method = 'POST') {
  const res = await fetch(`${API}/api${path}`, { method, headers: { ...from.client.headers(extra), 'Content-Type': 'application/json' }, body: raw });
  statuses.push(res.status);
  return { status: res.status, text: await res.text() };
}

const rowsWithKey = async (giverId: number, key: string) => count('referrals', `giver_id = ${giverId} AND idempotency_key = '${key}'`);
const newKey = () => `key-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** Every member of this file (for the clean-up). */
const everyone: Member[] = [];
/**
 * A new giver and receiver: a member passes SEND_LIMITS.referralsPerHour referrals an hour and each
 * receiver is mailed one referral of a giver an hour, so each part of this file has its own pair.
 */
async function newPair() {
  ann = await member(chapterId, 'Ann');
  ben = await member(chapterId, 'Ben');
  everyone.push(ann, ben);
}

before(async () => {
  admin = await signInAdmin();
  chapterId = await ownChapter(admin, MARKER);
  await newPair();
  cat = await member(chapterId, 'Cat');
  dan = await member(chapterId, 'Dan');
  everyone.push(cat, dan);
  await setEmailSetting(dan, REFERRAL_SETTING_KEY, false);
});

after(async () => {
  const ids = everyone.map((m) => m.id);
  if (ids.length) {
    const list = ids.join(',');
    await sql(`DELETE FROM referral_changes WHERE referral_id IN (SELECT id FROM referrals WHERE giver_id IN (${list}) OR receiver_id IN (${list}))`);
    await sql(`DELETE FROM referrals WHERE giver_id IN (${list}) OR receiver_id IN (${list})`);
  }
  if (chapterId) await sql('DELETE FROM referral_tallies WHERE chapter_id = $1', [chapterId]);
  await retireTestData(MARKER);
});

describe('POST /referral: passing a referral', () => {
  it('201 with the referral, counted for both members, a history line, and the receiver emailed (no amount, with the unsubscribe link)', async () => {
    const [annBefore, benBefore, totalBefore] = [await tally(chapterId, ann.id, month()), await tally(chapterId, ben.id, month()), await tally(chapterId, 0, month())];
    const body = passBody(ben.id, `Needs a roof ${MARKER}`);
    const res = await pass(ann, body);
    assert.equal(res.status, 201, res.text);
    const r = res.body.data;
    assert.deepEqual(res.body.message, REFERRAL_MESSAGES.passed(r.receiver.fullname));
    assert.equal(r.giver.id, ann.id);
    assert.equal(r.giver.fullname, 'Ann Referrer');
    assert.equal(r.receiver.id, ben.id);
    assert.equal(r.status, 'New');
    assert.equal(r.contactPhone, '(313) 555-0199');
    assert.equal(r.amountCents, null);
    assert.equal(r.deletedAt, null);
    const [row] = await sql('SELECT giver_chapter_id, receiver_chapter_id, given_month, idempotency_key FROM referrals WHERE id = $1', [r.id]);
    assert.deepEqual([Number(row.giver_chapter_id), Number(row.receiver_chapter_id), row.given_month, row.idempotency_key], [chapterId, chapterId, month(), null]);
    assert.equal((await tally(chapterId, ann.id, month())).given, annBefore.given + 1);
    assert.equal((await tally(chapterId, ben.id, month())).received, benBefore.received + 1);
    const total = await tally(chapterId, 0, month());
    assert.deepEqual([total.given, total.received], [totalBefore.given + 1, totalBefore.received + 1]);
    assert.deepEqual((await sql('SELECT action FROM referral_changes WHERE referral_id = $1', [r.id])).map((c) => c.action), ['created']);

    const mail = await waitForMailWhere(ben.email, (m) => (m.text ?? '').includes(`Needs a roof ${MARKER}`));
    assert.equal(mail.subject, 'Ann Referrer passed you a referral');
    assert.match(mail.text ?? '', new RegExp(`http://gro\\.test/portal/referral/${r.id}\\b`));
    assert.match(mail.text ?? '', /How warm: 4/);
    assert.match(mail.text ?? '', /Turn off "Referrals and one-to-ones" by email: http:\/\/gro\.test\/unsubscribe\?token=/);
    const listUnsubscribe = mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '';
    assert.match(listUnsubscribe, /<http:\/\/gro\.test\/api\/unsubscribe\?token=/, 'the one-click unsubscribe header');
    assert.doesNotMatch(mail.text ?? '', /\$|dana@contact|555-0199/, 'no amount, no contact details in the email');
  });

  it('no email when the receiver turned the referrals setting off', async () => {
    const res = await pass(ann, passBody(dan.id, `Quiet one ${MARKER}`));
    assert.equal(res.status, 201, res.text);
    await mailQueueDrained();
    assert.equal((await mailsAbout(dan.email, `Quiet one ${MARKER}`)).length, 0);
  });

  it('an Internal referral stores no contact fields', async () => {
    const res = await pass(ann, { ...passBody(ben.id), type: 'Internal' });
    assert.equal(res.status, 201, res.text);
    const r = res.body.data;
    assert.deepEqual([r.type, r.contactName, r.contactCompany, r.contactPhone, r.contactEmail, r.expectsCall], ['Internal', null, null, null, null, false]);
    const [row] = await sql('SELECT contact_name, contact_company, contact_phone, contact_email FROM referrals WHERE id = $1', [r.id]);
    assert.deepEqual(Object.values(row), [null, null, null, null]);
  });

  it('refuses missing and malformed fields, huge strings, NUL, prototype keys, arrays: 400, nothing stored', async () => {
    const before = await count('referrals', `giver_id = ${ann.id}`);
    const good = passBody(ben.id);
    const bodies: unknown[] = [
      {},
      { ...good, receiverId: undefined },
      { ...good, receiverId: 'abc' },
      { ...good, receiverId: -1 },
      { ...good, receiverId: 1.5 },
      { ...good, receiverId: [ben.id] },
      { ...good, type: 'Other' },
      { ...good, type: ['Outside'] },
      { ...good, contactName: '' },
      { ...good, contactPhone: '', contactEmail: '' },
      { ...good, contactEmail: 'not-an-email' },
      { ...good, need: '' },
      { ...good, need: '   ' },
      { ...good, need: 'x'.repeat(2001) },
      { ...good, need: 'x'.repeat(20_000) },
      { ...good, need: ['a'] },
      { ...good, need: { a: 1 } },
      { ...good, contactName: 'y'.repeat(121) },
      { ...good, warmth: 0 },
      { ...good, warmth: 6 },
      { ...good, warmth: 2.5 },
      { ...good, warmth: 'hot' },
      { ...good, warmth: null },
      { ...good, expectsCall: 'maybe' },
      { ...good, need: 'a\u0000b' },
      { ...good, extra: { a: { b: { c: { d: { e: { f: { g: { h: { i: 1 } } } } } } } } } },
      [good],
      'a string',
    ];
    for (const body of bodies) {
      const res = await pass(ann, body);
      assert.equal(res.status, 400, `${JSON.stringify(body).slice(0, 120)}: ${res.status} ${res.text.slice(0, 200)}`);
    }
    for (const raw of [
      `{"__proto__": {"admin": true}, "receiverId": ${ben.id}}`,
      `{"constructor": {"prototype": {}}, "receiverId": ${ben.id}}`,
      `{"receiverId": ${ben.id}, "need": "x", "toString": "y"}`,
      `{"receiverId": ${ben.id}, "ne\\u0000ed": "x"}`,
      '{"receiverId": ',
    ]) {
      const res = await rawPost(ann, '/referral', raw);
      assert.equal(res.status, 400, `${raw}: ${res.text.slice(0, 200)}`);
    }
    const huge = await rawPost(ann, '/referral', JSON.stringify({ ...good, need: 'x'.repeat(3_000_000) }));
    assert.ok(huge.status === 413 || huge.status === 400, `a huge body: ${huge.status}`);
    assert.equal(await count('referrals', `giver_id = ${ann.id}`), before);
  });

  it('a member hidden from the directory is an unknown receiver to members who have no referral or one-to-one with them yet', async () => {
    const hid = await member(chapterId, 'Hidalgo');
    assert.equal((await hid.client.call('PUT', '/account/directory', { directoryHidden: true })).status, 200);
    const rows = await count('referrals', `receiver_id = ${hid.id} OR giver_id = ${hid.id}`);
    const unknown = await pass(ann, passBody(2_000_000_000));
    const hidden = await pass(ann, passBody(hid.id));
    assert.equal(unknown.status, 404, unknown.text);
    assert.equal(hidden.status, unknown.status, hidden.text);
    assert.deepEqual(hidden.body, unknown.body, 'the same answer as an unknown id');
    assert.ok(!hidden.text.includes('Hidalgo'));
    assert.equal(await count('referrals', `receiver_id = ${hid.id} OR giver_id = ${hid.id}`), rows, 'nothing written');
    // The hidden member may pass one to Ann; from then on the two have met and Ann may answer in kind.
    assert.equal((await pass(hid, passBody(ann.id))).status, 201);
    const back = await pass(ann, passBody(hid.id));
    assert.equal(back.status, 201, back.text);
    assert.equal(back.body.data.receiver.id, hid.id);
    // So may a member with a one-to-one with them, in either direction.
    const today = utcDay(Date.now());
    assert.equal((await hid.client.call('POST', '/one-to-one', { withId: ben.id, date: today, time: '09:00', place: `Hidden ${MARKER}` })).status, 201);
    assert.equal((await pass(ben, passBody(hid.id))).status, 201);
    assert.equal((await pass(cat, passBody(hid.id))).status, unknown.status, 'Cat has met them neither way');
  });

  it('oneself is a 400 (notYourself); an unknown or inactive receiver a 404 (receiverNotFound)', async () => {
    const self = await pass(ann, passBody(ann.id));
    assert.equal(self.status, 400, self.text);
    assert.equal(self.body.message.message, REFERRAL_MESSAGES.notYourself);
    const unknown = await pass(ann, passBody(2_000_000_000));
    assert.equal(unknown.status, 404, unknown.text);
    assert.equal(unknown.body.message.message, REFERRAL_MESSAGES.receiverNotFound);
    const gone = await member(chapterId, 'Gus');
    await sql("UPDATE up_users SET status = 'Suspended' WHERE id = $1", [gone.id]);
    const inactive = await pass(ann, passBody(gone.id));
    assert.equal(inactive.status, 404, inactive.text);
    assert.equal(inactive.body.message.message, REFERRAL_MESSAGES.receiverNotFound);
  });
});

describe('POST /referral with an Idempotency-Key', () => {
  beforeEach(newPair);
  it('the same key and body twice: one referral, 201 then 200 with the same one, one email', async () => {
    const key = newKey();
    const body = passBody(ben.id, `Twice ${key}`);
    const first = await pass(ann, body, key);
    const second = await pass(ann, body, key);
    assert.equal(first.status, 201, first.text);
    assert.equal(second.status, 200, second.text);
    assert.equal(second.body.data.id, first.body.data.id);
    assert.equal(await rowsWithKey(ann.id, key), 1);
    await waitForMailWhere(ben.email, (m) => (m.text ?? '').includes(`Twice ${key}`));
    await mailQueueDrained();
    assert.equal((await mailsAbout(ben.email, `Twice ${key}`)).length, 1);
  });

  it('10 at once with the same key: one referral, counted once, one email', async () => {
    const key = newKey();
    const body = passBody(ben.id, `Ten ${key}`);
    const before = await tally(chapterId, ann.id, month());
    const answers = await Promise.all(Array.from({ length: 10 }, () => pass(ann, body, key)));
    const codes = answers.map((a) => a.status).sort();
    assert.deepEqual(codes, [200, 200, 200, 200, 200, 200, 200, 200, 200, 201], answers.map((a) => a.text.slice(0, 120)).join('\n'));
    assert.equal(new Set(answers.map((a) => a.body.data.id)).size, 1);
    assert.equal(await rowsWithKey(ann.id, key), 1);
    assert.equal((await tally(chapterId, ann.id, month())).given, before.given + 1);
    await waitForMailWhere(ben.email, (m) => (m.text ?? '').includes(`Ten ${key}`));
    await mailQueueDrained();
    assert.equal((await mailsAbout(ben.email, `Ten ${key}`)).length, 1);
  });

  it('the same key with another body: 409; a malformed key: 400; no key: each POST creates one', async () => {
    const key = newKey();
    assert.equal((await pass(ann, passBody(ben.id, 'First body'), key)).status, 201);
    const reused = await pass(ann, passBody(ben.id, 'Another body'), key);
    assert.equal(reused.status, 409, reused.text);
    assert.equal(reused.body.message.message, REFERRAL_MESSAGES.idempotencyReused);
    assert.equal(await rowsWithKey(ann.id, key), 1);
    // Another giver may use the same key: keys are per giver.
    assert.equal((await pass(cat, passBody(ben.id, 'First body'), key)).status, 201);

    for (const bad of ['short', 'has space in it', 'x'.repeat(101), 'semi;colon-key', 'ünïcødé-key']) {
      const res = await pass(ann, passBody(ben.id), bad);
      assert.equal(res.status, 400, `${bad}: ${res.text}`);
      assert.equal(res.body.message.message, REFERRAL_MESSAGES.idempotencyKeyInvalid);
    }
    const empty = await rawPost(ann, '/referral', JSON.stringify(passBody(ben.id)), { 'Idempotency-Key': '' });
    assert.equal(empty.status, 400, empty.text);

    const before = await count('referrals', `giver_id = ${ann.id}`);
    const body = passBody(ben.id, 'No key');
    assert.equal((await pass(ann, body)).status, 201);
    assert.equal((await pass(ann, body)).status, 201);
    assert.equal(await count('referrals', `giver_id = ${ann.id}`), before + 2);
  });
});

describe('who sees a referral: its giver, its receiver, admins; nobody else', () => {
  let id: number;
  before(async () => {
    const res = await pass(ann, passBody(ben.id, `Private ${MARKER}`));
    assert.equal(res.status, 201, res.text);
    id = res.body.data.id;
  });

  it('the giver and the receiver read it; in "given" for one and "received" for the other', async () => {
    for (const m of [ann, ben]) {
      const res = await m.client.call('GET', `/referral/${id}`);
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.data.contactEmail, 'dana@contact.example.com');
    }
    const given = await ann.client.call('GET', '/referral?box=given&pageSize=100');
    assert.equal(given.status, 200, given.text);
    assert.ok(given.body.data.items.some((r: { id: number }) => r.id === id));
    assert.ok(given.body.data.items.every((r: { giver: { id: number } }) => r.giver.id === ann.id));
    const received = await ben.client.call('GET', '/referral?pageSize=100');
    assert.ok(received.body.data.items.some((r: { id: number }) => r.id === id), 'received is the default box');
    assert.ok(received.body.data.items.every((r: { receiver: { id: number } }) => r.receiver.id === ben.id));
    const created = received.body.data.items.map((r: { createdAt: string }) => r.createdAt);
    assert.deepEqual(created, [...created].sort().reverse(), 'newest first');
    assert.equal(received.body.data.total, await count('referrals', `receiver_id = ${ben.id} AND deleted_at IS NULL`));
    const paged = await ben.client.call('GET', '/referral?page=2&pageSize=1');
    assert.equal(paged.body.data.items.length, 1);
    assert.equal(paged.body.data.items[0].id, received.body.data.items[1].id);
    const filtered = await ben.client.call('GET', '/referral?status=Closed');
    assert.ok(filtered.body.data.items.every((r: { status: string }) => r.status === 'Closed'));
  });

  it('a third member of the same chapter: 404 on read, follow and delete; 403 on the history (admins only); never in a list', async () => {
    const get = await cat.client.call('GET', `/referral/${id}`);
    assert.equal(get.status, 404, get.text);
    assert.equal(get.body.message.message, REFERRAL_MESSAGES.notFound);
    const missing = await cat.client.call('GET', '/referral/2000000000');
    assert.equal(missing.text.replace(/2000000000/g, ''), get.text.replace(String(id), ''), 'the same answer as a referral that does not exist');
    const put = await follow(cat, id, { status: 'Contacted', date: today() });
    assert.equal(put.status, 404, put.text);
    const bad = await follow(cat, id, { status: 'Nope', date: 'x'.repeat(10_000) });
    assert.equal(bad.status, 404, 'even with a bad body');
    const del = await cat.client.call('DELETE', `/referral/${id}`);
    assert.equal(del.status, 404, del.text);
    const history = await cat.client.call('GET', `/referral/${id}/history`);
    assert.equal(history.status, 403, history.text);
    for (const box of ['given', 'received']) {
      const list = await cat.client.call('GET', `/referral?box=${box}&pageSize=100`);
      assert.equal(list.status, 200, list.text);
      assert.ok(!list.body.data.items.some((r: { id: number }) => r.id === id), box);
    }
    const all = await cat.client.call('GET', '/referral?box=all');
    assert.equal(all.status, 403, all.text);
    assert.equal(all.body.message.message, AUTH_TEXTS.adminOnly);
    // In parallel, with every id around it: only 404s (and the row is untouched).
    const others = (await sql('SELECT id FROM referrals WHERE giver_id <> $1 AND receiver_id <> $2 ORDER BY id DESC LIMIT 12', [cat.id, cat.id])).map((r) => Number(r.id));
    const burst = await Promise.all(
      others.flatMap((n) => [cat.client.call('GET', `/referral/${n}`), cat.client.call('PUT', `/referral/${n}/status`, { status: 'Closed', date: today(), amount: '5' }), cat.client.call('DELETE', `/referral/${n}`)]),
    );
    for (const res of burst) statuses.push(res.status);
    assert.ok(burst.every((res) => res.status === 404), burst.map((r) => r.status).join(','));
    const [row] = await sql('SELECT status, deleted_at FROM referrals WHERE id = $1', [id]);
    assert.deepEqual([row.status, row.deleted_at], ['New', null]);
  });

  it('the giver cannot follow it (403 onlyReceiver), the receiver cannot delete it (403 onlyGiver)', async () => {
    const put = await follow(ann, id, { status: 'Contacted', date: today() });
    assert.equal(put.status, 403, put.text);
    assert.equal(put.body.message.message, REFERRAL_MESSAGES.onlyReceiver);
    const del = await ben.client.call('DELETE', `/referral/${id}`);
    assert.equal(del.status, 403, del.text);
    assert.equal(del.body.message.message, REFERRAL_MESSAGES.onlyGiver);
  });

  it('admins see it, every referral in "all", and its history', async () => {
    const res = await admin.call('GET', `/referral/${id}`);
    assert.equal(res.status, 200, res.text);
    const all = await admin.call('GET', '/referral?box=all&pageSize=100');
    assert.equal(all.status, 200, all.text);
    assert.ok(all.body.data.items.some((r: { id: number }) => r.id === id));
    assert.equal(all.body.data.total, await count('referrals'));
    const history = await admin.call('GET', `/referral/${id}/history`);
    assert.equal(history.status, 200, history.text);
    assert.deepEqual(history.body.data.map((c: { action: string }) => c.action), ['created']);
    assert.equal(history.body.data[0].actor.id, ann.id);
    assert.equal((await admin.call('GET', '/referral/2000000000/history')).status, 404);
  });

  it('the list refuses bad parameters with a 400', async () => {
    for (const q of ['box=mine', 'box=given&box=received', 'status=Open', 'page=0', 'page=x', 'pageSize=101', 'pageSize=0', 'sort=id:asc']) {
      const res = await ann.client.call('GET', `/referral?${q}`);
      statuses.push(res.status);
      assert.equal(res.status, 400, `${q}: ${res.text}`);
    }
    for (const path of ['/referral/0', '/referral/abc', '/referral/99999999999', '/referral/1.5']) {
      const res = await ann.client.call('GET', path);
      statuses.push(res.status);
      assert.equal(res.status, 400, `${path}: ${res.text}`);
    }
  });
});

describe('PUT /referral/{id}/status: following it, and the closed business credited to the giver', () => {
  let id: number;
  before(async () => {
    const res = await pass(ann, passBody(ben.id, `Followed ${MARKER}`));
    id = res.body.data.id;
  });

  it('dates: not in the future, not before the referral was passed', async () => {
    const future = await follow(ben, id, { status: 'Contacted', date: utcDay(Date.now() + 2 * DAY_MS) });
    assert.equal(future.status, 400, future.text);
    assert.equal(future.body.message.message, REFERRAL_MESSAGES.dateInFuture);
    const early = await follow(ben, id, { status: 'Contacted', date: utcDay(Date.now() - 2 * DAY_MS) });
    assert.equal(early.status, 400, early.text);
    assert.equal(early.body.message.message, REFERRAL_MESSAGES.dateBeforeReferral);
    for (const date of ['2026-02-30', 'yesterday', '', 20260101, ['2026-01-01']]) {
      const res = await follow(ben, id, { status: 'Contacted', date });
      assert.equal(res.status, 400, `${JSON.stringify(date)}: ${res.text}`);
    }
    for (const body of [{}, { status: 'New', date: today() }, { status: ['Contacted'], date: today() }, { status: 'Contacted', date: 'x'.repeat(20_000) }, { status: 'Contacted\u0000', date: today() }, [{ status: 'Contacted', date: today() }], 'Contacted']) {
      const res = await follow(ben, id, body);
      assert.equal(res.status, 400, `${JSON.stringify(body).slice(0, 80)}: ${res.text.slice(0, 200)}`);
    }
    for (const raw of ['{"__proto__": {"status": "Closed"}, "status": "Contacted"}', '{"status": "Contacted", "date": "2026-01-01", "constructor": 1}', '{"status": ']) {
      const res = await rawPost(ben, `/referral/${id}/status`, raw, {}, 'PUT');
      assert.equal(res.status, 400, `${raw}: ${res.text.slice(0, 200)}`);
    }
    const [untouched] = await sql('SELECT status, contacted_on FROM referrals WHERE id = $1', [id]);
    assert.deepEqual([untouched.status, untouched.contacted_on], ['New', null]);
  });

  it('Contacted, then Meeting booked: each with its date, a history line each', async () => {
    const contacted = await follow(ben, id, { status: 'Contacted', date: today() });
    assert.equal(contacted.status, 200, contacted.text);
    assert.deepEqual(contacted.body.message, REFERRAL_MESSAGES.updated('Contacted'));
    assert.equal(contacted.body.data.contactedOn, today());
    const yesterday = utcDay(Date.now() - DAY_MS);
    const meeting = await follow(ben, id, { status: 'MeetingBooked', date: yesterday });
    assert.equal(meeting.status, 200, meeting.text);
    assert.deepEqual([meeting.body.data.status, meeting.body.data.contactedOn, meeting.body.data.meetingOn], ['MeetingBooked', today(), yesterday]);
    const notClosed = await follow(ben, id, { status: 'MeetingBooked', date: today(), amount: '5.00' });
    assert.equal(notClosed.status, 400, notClosed.text);
    assert.equal(notClosed.body.message.message, REFERRAL_MESSAGES.amountOnlyWhenClosed);
  });

  it('amounts: 0.01 to 10,000,000.00 in dollars and cents; anything else a 400', async () => {
    for (const amount of ['0.00', '0', '10000000.01', '1.234', '-5', -5, 'abc', [5], { v: 5 }, '1e3', '', null, Number.NaN, '٣']) {
      const res = await follow(ben, id, { status: 'Closed', date: today(), amount });
      assert.equal(res.status, 400, `${JSON.stringify(amount)}: ${res.text}`);
    }
    assert.equal((await follow(ben, id, { status: 'Closed', date: today() })).body.message.message, REFERRAL_MESSAGES.amountRequired);
    const [row] = await sql('SELECT status, amount_cents FROM referrals WHERE id = $1', [id]);
    assert.deepEqual([row.status, row.amount_cents], ['MeetingBooked', null], 'nothing changed');
    for (const [amount, cents] of [['0.01', 1], ['10000000.00', 1_000_000_000], [4000.5, 400_050]] as const) {
      const res = await follow(ben, id, { status: 'Closed', date: today(), amount });
      assert.equal(res.status, 200, `${amount}: ${res.text}`);
      assert.equal(res.body.data.amountCents, cents);
    }
  });

  it('closing credits the giver in the closed month (member row and chapter total); re-closing moves the credit; reopening takes it back', async () => {
    // Start from the state the previous test left: closed today at $4,000.50.
    const thisMonth = today().slice(0, 7);
    const yesterday = utcDay(Date.now() - DAY_MS);
    const months = [...new Set([thisMonth, yesterday.slice(0, 7)])];
    const snapshot = async () => Object.fromEntries(await Promise.all(months.flatMap((m) => [ann.id, 0, ben.id].map(async (u) => [`${u}:${m}`, (await tally(chapterId, u, m)).credited] as const))));
    const start = await snapshot();

    const closed = await follow(ben, id, { status: 'Closed', date: today(), amount: '$4,000.00' });
    assert.equal(closed.status, 200, closed.text);
    assert.deepEqual(closed.body.message, REFERRAL_MESSAGES.closed(formatCents(400_000)));
    let now = await snapshot();
    assert.equal(now[`${ann.id}:${thisMonth}`] - start[`${ann.id}:${thisMonth}`], 400_000 - 400_050);
    assert.equal(now[`0:${thisMonth}`] - start[`0:${thisMonth}`], 400_000 - 400_050);
    assert.equal(now[`${ben.id}:${thisMonth}`], start[`${ben.id}:${thisMonth}`], 'nothing credited to the receiver');

    const moved = await follow(ben, id, { status: 'Closed', date: yesterday, amount: '2500' });
    assert.equal(moved.status, 200, moved.text);
    now = await snapshot();
    const expected = { ...start };
    expected[`${ann.id}:${thisMonth}`] -= 400_050;
    expected[`0:${thisMonth}`] -= 400_050;
    expected[`${ann.id}:${yesterday.slice(0, 7)}`] += 250_000;
    expected[`0:${yesterday.slice(0, 7)}`] += 250_000;
    assert.deepEqual(now, expected, 'the credit is in the month of the new closed date, at the new amount');

    const reopened = await follow(ben, id, { status: 'NotAFit', date: today() });
    assert.equal(reopened.status, 200, reopened.text);
    assert.deepEqual([reopened.body.data.status, reopened.body.data.amountCents, reopened.body.data.closedOn], ['NotAFit', null, null]);
    now = await snapshot();
    expected[`${ann.id}:${yesterday.slice(0, 7)}`] -= 250_000;
    expected[`0:${yesterday.slice(0, 7)}`] -= 250_000;
    assert.deepEqual(now, expected, 'leaving Closed takes the credit back');

    const history = await admin.call('GET', `/referral/${id}/history`);
    const actions = history.body.data.map((c: { action: string }) => c.action);
    assert.deepEqual(actions, ['created', 'status', 'status', 'status', 'amount', 'amount', 'amount', 'amount', 'status']);
    const amountLine = history.body.data[7];
    assert.deepEqual([amountLine.before.amountCents, amountLine.after.amountCents, amountLine.after.closedOn, amountLine.actor.id], [400_000, 250_000, yesterday, ben.id]);
  });

  it('admins may follow it too', async () => {
    const res = await follow(admin, id, { status: 'Closed', date: today(), amount: '100' });
    assert.equal(res.status, 200, res.text);
    const history = await admin.call('GET', `/referral/${id}/history`);
    const last = history.body.data.at(-1);
    assert.equal(last.action, 'status');
    assert.ok(last.actor && ![ann.id, ben.id].includes(last.actor.id), 'the admin is the actor');
  });
});

describe('DELETE /referral/{id}: soft, counted back, admins still see it', () => {
  before(newPair);
  it('gone for the members, its counts and credit taken back, a "deleted" history line; admins see it and cannot follow it', async () => {
    const created = await pass(ann, passBody(ben.id, `Deleted ${MARKER}`));
    const id = created.body.data.id;
    assert.equal((await follow(ben, id, { status: 'Closed', date: today(), amount: '700' })).status, 200);
    const before = { ann: await tally(chapterId, ann.id, month()), ben: await tally(chapterId, ben.id, month()), total: await tally(chapterId, 0, month()) };

    const res = await ann.client.call('DELETE', `/referral/${id}`);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.message, REFERRAL_MESSAGES.removed);
    assert.deepEqual(await tally(chapterId, ann.id, month()), { ...before.ann, given: before.ann.given - 1, credited: before.ann.credited - 70_000 });
    assert.deepEqual(await tally(chapterId, ben.id, month()), { ...before.ben, received: before.ben.received - 1 });
    assert.deepEqual(await tally(chapterId, 0, month()), { given: before.total.given - 1, received: before.total.received - 1, credited: before.total.credited - 70_000 });

    for (const m of [ann, ben]) {
      assert.equal((await m.client.call('GET', `/referral/${id}`)).status, 404);
      assert.equal((await follow(m, id, { status: 'Contacted', date: today() })).status, 404);
      assert.equal((await m.client.call('DELETE', `/referral/${id}`)).status, 404);
    }
    for (const [m, box] of [[ann, 'given'], [ben, 'received']] as const) {
      const list = await m.client.call('GET', `/referral?box=${box}&pageSize=100`);
      assert.ok(!list.body.data.items.some((r: { id: number }) => r.id === id), box);
    }
    const seen = await admin.call('GET', `/referral/${id}`);
    assert.equal(seen.status, 200, seen.text);
    assert.ok(seen.body.data.deletedAt);
    const all = await admin.call('GET', '/referral?box=all&pageSize=100');
    assert.ok(all.body.data.items.some((r: { id: number; deletedAt: string | null }) => r.id === id && r.deletedAt));
    const history = await admin.call('GET', `/referral/${id}/history`);
    const last = history.body.data.at(-1);
    assert.equal(last.action, 'deleted');
    assert.equal(last.actor.id, ann.id);
    assert.equal(last.before.deletedAt, null);
    assert.ok(last.after.deletedAt);
    const follows = await follow(admin, id, { status: 'Contacted', date: today() });
    assert.equal(follows.status, 400, follows.text);
    assert.equal(follows.body.message.message, REFERRAL_MESSAGES.deleted);
    assert.equal((await admin.call('DELETE', `/referral/${id}`)).status, 400);
  });

  it('parallel deletes of one referral take its counts back once', async () => {
    const id = (await pass(ann, passBody(ben.id))).body.data.id;
    const before = await tally(chapterId, ann.id, month());
    const answers = await Promise.all(Array.from({ length: 6 }, () => ann.client.call('DELETE', `/referral/${id}`)));
    for (const a of answers) statuses.push(a.status);
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 404, 404, 404, 404, 404]);
    assert.equal((await tally(chapterId, ann.id, month())).given, before.given - 1);
  });
});

describe('the figures agree with the referrals', () => {
  before(newPair);
  it('after a burst of parallel passes, closes, re-closes, reopens and deletes, every counter equals a recount of the referrals table', async () => {
    const people = [ann, ben, cat, dan];
    const passes = await Promise.all(
      Array.from({ length: 24 }, (_, i) => {
        const from = people[i % 4];
        const to = people[(i + 1 + (i % 3)) % 4];
        return pass(from, passBody(to.id), i % 5 === 0 ? `burst-${MARKER}-${i % 10}` : undefined).then((res) => ({ res, to }));
      }),
    );
    const made = passes.filter((p) => p.res.status === 201).map((p) => ({ id: p.res.body.data.id as number, to: p.to, from: p.res.body.data.giver.id as number }));
    assert.ok(made.length >= 20, passes.map((p) => p.res.status).join(','));
    const giverOf = (id: number) => people.find((m) => m.id === made.find((x) => x.id === id)!.from)!;
    await Promise.all(
      made.flatMap(({ id, to }, i) => [
        follow(to, id, { status: 'Closed', date: today(), amount: String(100 + i) }),
        follow(to, id, { status: i % 2 ? 'Closed' : 'Contacted', date: utcDay(Date.now() - DAY_MS), amount: i % 2 ? '55.55' : undefined }),
        ...(i % 4 === 0 ? [giverOf(id).client.call('DELETE', `/referral/${id}`)] : []),
      ]),
    );

    const tallies = (await sql('SELECT user_id, month, given, received, credited_cents FROM referral_tallies WHERE chapter_id = $1 AND user_id <> 0', [chapterId])).map((r) => ({
      key: `${Number(r.user_id)} ${r.month}`,
      given: Number(r.given),
      received: Number(r.received),
      credited: Number(r.credited_cents),
    }));
    const recount = new Map<string, { given: number; received: number; credited: number }>();
    const at = (key: string) => recount.get(key) ?? (recount.set(key, { given: 0, received: 0, credited: 0 }), recount.get(key)!);
    for (const r of await sql('SELECT giver_id AS u, given_month AS m, COUNT(*) AS n FROM referrals WHERE deleted_at IS NULL AND giver_chapter_id = $1 GROUP BY giver_id, given_month', [chapterId])) at(`${Number(r.u)} ${r.m}`).given = Number(r.n);
    for (const r of await sql('SELECT receiver_id AS u, given_month AS m, COUNT(*) AS n FROM referrals WHERE deleted_at IS NULL AND receiver_chapter_id = $1 GROUP BY receiver_id, given_month', [chapterId])) at(`${Number(r.u)} ${r.m}`).received = Number(r.n);
    for (const r of await sql(
      "SELECT giver_id AS u, SUBSTR(closed_on, 1, 7) AS m, SUM(amount_cents) AS n FROM referrals WHERE deleted_at IS NULL AND status = 'Closed' AND giver_chapter_id = $1 GROUP BY giver_id, SUBSTR(closed_on, 1, 7)",
      [chapterId],
    )) at(`${Number(r.u)} ${r.m}`).credited = Number(r.n);
    const nonZero = (rows: { key: string; given: number; received: number; credited: number }[]) =>
      rows.filter((r) => r.given || r.received || r.credited).sort((a, b) => a.key.localeCompare(b.key));
    assert.deepEqual(nonZero(tallies), nonZero([...recount].map(([key, v]) => ({ key, ...v }))));

    const totals = await sql('SELECT month, given, received, credited_cents FROM referral_tallies WHERE chapter_id = $1 AND user_id = 0', [chapterId]);
    for (const t of totals) {
      const members = tallies.filter((r) => r.key.endsWith(` ${t.month}`));
      assert.deepEqual(
        [Number(t.given), Number(t.received), Number(t.credited_cents)],
        [members.reduce((s, r) => s + r.given, 0), members.reduce((s, r) => s + r.received, 0), members.reduce((s, r) => s + r.credited, 0)],
        `the chapter total of ${t.month}`,
      );
    }
  });
});

describe('robustness', () => {
  it('no answer of this file was a 5xx', () => {
    assert.ok(statuses.length > 100);
    assert.deepEqual(statuses.filter((s) => s >= 500), []);
  });

  it('answers carry no secret and a member never sees another pair\'s referral in any list', async () => {
    const list = await cat.client.call('GET', '/referral?box=received&pageSize=100');
    const keys = keysOf(list.body);
    for (const secret of ['password', 'idempotencyKey', 'requestHash', 'request_hash']) assert.ok(!keys.has(secret), secret);
    assert.ok(list.body.data.items.every((r: { giver: { id: number }; receiver: { id: number } }) => r.giver.id === cat.id || r.receiver.id === cat.id));
  });
});

describe('the error of a body shape', () => {
  it('a deep body is refused with the tooDeep message', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 50; i += 1) deep = { a: deep };
    const res = await pass(ann, { ...passBody(ben.id), deep });
    assert.equal(res.status, 400, res.text);
    assert.equal(res.body.message.message, SERVER_MESSAGES.tooDeep);
  });
});
