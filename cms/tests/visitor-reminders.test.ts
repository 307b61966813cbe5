import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { DateTime } from 'luxon';
import type { ParsedMail } from 'mailparser';
import { HONEYPOT_FIELD, REMINDER_HOURS_DEFAULT, UNSUBSCRIBE_MESSAGES, chapterDefaults, eventDefaults, eventFormToPayload } from '@gro/config';
import { Client, api, count, mailsTo, endTimeOnItsDay, quarterHourAfter, retireTestData, setClockOffset, signInAdmin, sql, uniqueEmail, waitForMailWhere, waitUntil } from './helpers';

/**
 * Where visitors and reminders meet: guests registered for a chapter's meeting get its
 * reminder by email (never by SMS), once, with their own unsubscribe link that turns the reminders
 * of their registration off without an account.
 */

const run = `vrem${process.pid}${Date.now().toString(36)}`;
const ZONE = 'America/Detroit';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let admin: Client;

type Chapter = { id: number; slug: string };
type Guest = { id: number; email: string };

/** A start on a quarter hour 20 to 35 minutes after 24 hours from now (later only in the hour a fall-back repeats). */
const start = quarterHourAfter(DAY, ZONE);

/** A chapter of this file whose only (so next) meeting is a one-time event starting at `at`. */
async function chapterWithMeeting(name: string, at: DateTime) {
  const made = await admin.call('POST', '/chapter', {
    ...chapterDefaults,
    name: `${name} ${run}`,
    location: 'Guardian Building',
    email: uniqueEmail('chapter'),
    address: '500 Griswold St',
    city: 'Detroit',
    state: 'MI',
    postalCode: '48226',
    timeZone: ZONE,
  });
  assert.equal(made.status, 201, made.text);
  const chapter = made.body.data as Chapter;
  const local = at.setZone(ZONE);
  const payload = eventFormToPayload({
    ...eventDefaults,
    title: `${name} meeting ${run}`,
    chapterId: chapter.id,
    type: 'Once',
    date: local.toISODate() as string,
    dayOfWeek: '',
    timeStart: local.toFormat('HH:mm'),
    timeEnd: endTimeOnItsDay(local, 2),
    location: 'Guardian Building',
  } as typeof eventDefaults);
  const event = await admin.call('POST', '/event', payload);
  assert.equal(event.status, 201, event.text);
  return { chapter, event: event.body.data as { id: number; title: string } };
}

/** Registers a guest (each from their own address) on the chapter page. */
async function register(chapter: Chapter, firstname: string): Promise<Guest> {
  const email = uniqueEmail(`guest-${firstname.toLowerCase()}`);
  const res = await new Client().call('POST', `/chapter/${chapter.slug}/visitor`, {
    firstname,
    lastname: 'Guest',
    email,
    phoneNumber: '(313) 555-0142',
    phoneExt: '',
    company: 'Guest Works',
    industry: 'Software',
    heardFrom: 'Search engine',
    [HONEYPOT_FIELD]: '',
  });
  assert.equal(res.status, 201, res.text);
  const [row] = await sql('SELECT id FROM visitors WHERE email = $1', [email]);
  return { id: Number(row.id), email };
}

async function runScans(n = 1) {
  const stamp = Date.now();
  await Promise.all(Array.from({ length: n }, () => sql("INSERT INTO jobs (kind, payload, status, attempts, run_at) VALUES ('reminders.scan', '{}', 'queued', 0, $1)", [stamp])));
  const ids = (await sql("SELECT id FROM jobs WHERE kind = 'reminders.scan' AND run_at = $1", [stamp])).map((r) => Number(r.id));
  await waitUntil(async () => (await count('jobs', `id IN (${ids.join(',')}) AND status <> 'done'`)) === 0, 'the reminder scans');
  await waitUntil(async () => (await count('jobs', "kind IN ('email.send', 'sms.send') AND status IN ('queued', 'running')")) === 0, 'the queued reminders');
}

const sendsOf = async (eventId: number) =>
  (await sql('SELECT hours, channel, recipient FROM reminder_sends WHERE event_id = $1 ORDER BY recipient, channel, hours', [eventId])).map(
    (r: { hours: number; channel: string; recipient: string }) => `${r.recipient} ${r.channel} ${Number(r.hours)}`,
  );
const remindersTo = async (email: string, title: string) => (await mailsTo(email)).filter((m) => m.subject?.startsWith(`Reminder: ${title}`));
const rawHeader = (m: ParsedMail, name: string) => m.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' ') ?? null;
const tokenIn = (text: string) => decodeURIComponent(/unsubscribe\?token=([^\s>"]+)/.exec(text)![1]);
const post = (body: unknown) => api('/unsubscribe', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
/** The visitor's remindersOff (SQLite stores booleans as 1 and 0). */
const remindersOff = async (g: Guest) => Boolean((await sql('SELECT reminders_off FROM visitors WHERE id = $1', [g.id]))[0]?.reminders_off);

let meeting: { chapter: Chapter; event: { id: number; title: string } };
let other: { chapter: Chapter; event: { id: number; title: string } };
let ada: Guest; // Registered
let ben: Guest; // Attended
let fay: Guest; // FollowedUp
let joe: Guest; // Joined: a member now
let oli: Guest; // registered for another occurrence of the event
let ola: Guest; // a visitor of another chapter, meeting at the same time

before(async () => {
  admin = await signInAdmin();
  meeting = await chapterWithMeeting('Reminded', start);
  other = await chapterWithMeeting('Elsewhere', start);
  [ada, ben, fay, joe, oli] = [await register(meeting.chapter, 'Ada'), await register(meeting.chapter, 'Ben'), await register(meeting.chapter, 'Fay'), await register(meeting.chapter, 'Joe'), await register(meeting.chapter, 'Oli')];
  ola = await register(other.chapter, 'Ola');
  for (const [g, status] of [[ben, 'Attended'], [fay, 'FollowedUp'], [joe, 'Joined']] as const) {
    const res = await admin.call('PUT', `/visitor/${g.id}`, { status });
    assert.equal(res.status, 200, res.text);
  }
  await sql('UPDATE visitors SET occurrence_date = $1 WHERE id = $2', [start.plus({ days: 7 }).toISODate(), oli.id]);
});

after(async () => {
  setClockOffset(0);
  await admin.call('PUT', '/admin/reminders', { hours: [...REMINDER_HOURS_DEFAULT] });
  const events = [meeting.event.id, other.event.id];
  await sql(`DELETE FROM reminder_sends WHERE event_id IN (${events.join(',')})`);
  const visitors = (await sql(`SELECT visitor_id FROM visitors_event_lnk WHERE event_id IN (${events.join(',')})`)).map((r) => Number(r.visitor_id));
  if (visitors.length) {
    for (const table of ['visitors_event_lnk', 'visitors_chapter_lnk']) await sql(`DELETE FROM ${table} WHERE visitor_id IN (${visitors.join(',')})`);
    await sql(`DELETE FROM visitors WHERE id IN (${visitors.join(',')})`);
  }
  await retireTestData(run);
});

describe('reminders of registered visitors (the reminder scan, with the server clock moved)', () => {
  it("the visitor's confirmation is transactional: no unsubscribe link", async () => {
    const confirmation = await waitForMailWhere(ada.email, (m) => m.subject?.startsWith('You are registered') ?? false);
    assert.equal(rawHeader(confirmation, 'List-Unsubscribe'), null);
    assert.doesNotMatch(confirmation.text ?? '', /unsubscribe/i);
  });

  it('24 hours before: one email to each Registered, Attended and FollowedUp guest of the occurrence, no SMS; none to Joined, another occurrence or another chapter', async () => {
    setClockOffset(start.toMillis() - DAY + 60_000 - Date.now());
    await runScans();
    assert.deepEqual(await sendsOf(meeting.event.id), [`visitor:${ada.id} email 24`, `visitor:${ben.id} email 24`, `visitor:${fay.id} email 24`].sort());
    assert.deepEqual(await sendsOf(other.event.id), [`visitor:${ola.id} email 24`], "the other chapter's guest, of their own meeting only");
    for (const g of [ada, ben, fay]) assert.equal((await remindersTo(g.email, meeting.event.title)).length, 1, g.email);
    for (const g of [joe, oli, ola]) assert.equal((await remindersTo(g.email, meeting.event.title)).length, 0, g.email);
    assert.equal((await remindersTo(ola.email, other.event.title)).length, 1);

    const [mail] = await remindersTo(ada.email, meeting.event.title);
    assert.ok(mail.text?.includes('Hello Ada,'), mail.text);
    assert.ok(mail.text?.includes(`You registered to attend ${meeting.event.title} as a guest.`), mail.text);
    assert.doesNotMatch(mail.text ?? '', /Not going/, 'a guest has no RSVP to change');
    assert.match(mail.text ?? '', /Turn off "Event reminders" by email: http:\/\/gro\.test\/unsubscribe\?token=v1\./);
    assert.match(String(rawHeader(mail, 'List-Unsubscribe')), /^<http:\/\/gro\.test\/api\/unsubscribe\?token=v1\.[^>]+>$/);
    assert.equal(rawHeader(mail, 'List-Unsubscribe-Post'), 'List-Unsubscribe=One-Click');
  });

  it('a second scan, and several at once (replicas), send nothing more', async () => {
    await runScans();
    await runScans(4);
    assert.equal((await sendsOf(meeting.event.id)).length, 3);
    await new Promise((r) => setTimeout(r, 300));
    for (const g of [ada, ben, fay]) assert.equal((await remindersTo(g.email, meeting.event.title)).length, 1, g.email);
  });

  it("the visitor's link names Event reminders by email, turns them off for that visitor only (no My Account in the answer), and the 1-hour reminder skips them", async () => {
    const [mail] = await remindersTo(ada.email, meeting.event.title);
    const token = tokenIn(mail.text ?? '');
    const preview = await api(`/unsubscribe?token=${encodeURIComponent(token)}`);
    assert.equal(preview.status, 200, preview.text);
    assert.deepEqual(preview.body.data, { audience: 'visitor', setting: { key: 'event-reminders', label: 'Event reminders' }, channel: 'email', off: false });
    assert.equal(preview.headers.get('cache-control'), 'no-store');

    const done = await post({ token });
    assert.equal(done.status, 200, done.text);
    assert.deepEqual(done.body.message, UNSUBSCRIBE_MESSAGES.visitorDone('Event reminders', 'email'));
    assert.doesNotMatch(done.body.message.message, /My Account/);
    assert.equal(await remindersOff(ada), true);
    assert.equal((await api(`/unsubscribe?token=${encodeURIComponent(token)}`)).body.data.off, true);
    assert.equal((await post({ token })).status, 200, 'again is harmless');
    for (const g of [ben, fay]) assert.equal(await remindersOff(g), false, 'the other guests keep theirs');

    // Ben uses his mail client's one-click unsubscribe (RFC 8058).
    const [bens] = await remindersTo(ben.email, meeting.event.title);
    const oneClick = /^<(.+)>$/.exec(String(rawHeader(bens, 'List-Unsubscribe')))![1].replace('http://gro.test/api', '');
    const res = await api(oneClick, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    assert.equal(res.status, 200, res.text);
    assert.equal(await remindersOff(ben), true);

    setClockOffset(start.toMillis() - HOUR + 60_000 - Date.now());
    await runScans();
    assert.deepEqual(await sendsOf(meeting.event.id), [`visitor:${ada.id} email 24`, `visitor:${ben.id} email 24`, `visitor:${fay.id} email 1`, `visitor:${fay.id} email 24`].sort());
    await waitUntil(async () => (await remindersTo(fay.email, meeting.event.title)).length === 2, "Fay's 1-hour reminder");
    for (const g of [ada, ben]) assert.equal((await remindersTo(g.email, meeting.event.title)).length, 1, g.email);
  });

  it('a tampered, forged or unknown visitor token is the same 400, and changes nothing', async () => {
    const [mail] = await remindersTo(fay.email, meeting.event.title);
    const token = tokenIn(mail.text ?? '');
    const [version, id, signature] = token.split('.');
    const flip = (s: string) => s.slice(0, -1) + (s.endsWith('A') ? 'B' : 'A');
    const forged = [
      [version, id, flip(signature)].join('.'),
      [version, oli.id.toString(36), signature].join('.'),
      [version, id].join('.'),
      ['u1', id, signature].join('.'),
      [version, id, 'event-reminders', 'e', signature].join('.'),
      'v1.1.AAAAAAAAAAAAAAAA',
      `${token}.x`,
    ];
    for (const bad of forged) {
      for (const res of [await api(`/unsubscribe?token=${encodeURIComponent(bad)}`), await post({ token: bad })]) {
        assert.equal(res.status, 400, `${bad}: ${res.text}`);
        assert.equal(res.body.message.message, UNSUBSCRIBE_MESSAGES.tokenInvalid);
      }
    }
    assert.equal((await post({ token: `${token}\u0000` })).status, 400, 'NUL');
    assert.equal(await remindersOff(fay), false);
    assert.equal(await remindersOff(oli), false);

    // A visitor whose registration is gone: their link no longer works.
    await sql('DELETE FROM visitors_event_lnk WHERE visitor_id = $1', [fay.id]);
    await sql('DELETE FROM visitors_chapter_lnk WHERE visitor_id = $1', [fay.id]);
    await sql('DELETE FROM visitors WHERE id = $1', [fay.id]);
    for (const res of [await api(`/unsubscribe?token=${encodeURIComponent(token)}`), await post({ token })]) {
      assert.equal(res.status, 400, res.text);
      assert.equal(res.body.message.message, UNSUBSCRIBE_MESSAGES.tokenInvalid);
    }
  });
});
