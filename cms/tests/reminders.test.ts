import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { DateTime } from 'luxon';
import type { ParsedMail } from 'mailparser';
import { REMINDER_HOURS_DEFAULT, REMINDER_MESSAGES, UNSUBSCRIBE_MESSAGES } from '@gro/config';
import { type Client, activeChapterId, api, count, memberWithCompany, mailsTo, endTimeOnItsDay, quarterHourAfter, retireTestData, setClockOffset, signInAdmin, sql, waitUntil } from './helpers';

const MARKER = `${process.pid}-remind`;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
type Member = Awaited<ReturnType<typeof memberWithCompany>>;

let admin: Client;
let chapterId: number;
let zone: string;

/** A one-time event of this file starting at the quarter hour `startsAt` (chapter's zone), with `capacity` seats. */
async function createEvent(startsAt: DateTime, capacity: number | null = null) {
  const local = startsAt.setZone(zone);
  const res = await admin.call('POST', '/event', {
    title: `${Math.random().toString(36).slice(2, 8)} Reminder ${MARKER}`,
    type: 'Once',
    date: local.toISODate(),
    dayOfWeek: null,
    chapter: { connect: [{ id: chapterId }] },
    timeStart: local.toFormat('HH:mm'),
    timeEnd: endTimeOnItsDay(local, 2),
    location: 'Guardian Building, 500 Griswold St',
    capacity,
  });
  assert.equal(res.status, 201, res.text);
  return { ...(res.body.data as { id: number; title: string }), date: local.toISODate() as string, start: local.startOf('minute') };
}

/**
 * A start on a quarter hour 20 to 35 minutes after `hours` from now (later only in the hour a
 * fall-back repeats): the clock is then moved a little, to just inside that reminder's window.
 */
const startAfter = (hours: number) => quarterHourAfter(hours * HOUR, zone);

/** Moves the server's clock to `before` ahead of `start` (a minute inside the window of that reminder time). */
const clockTo = (start: DateTime, before: number) => setClockOffset(start.toMillis() - before - Date.now());

/** Queues `n` reminder scans at once (as a schedule would, or several replicas) and waits until every one has run. */
async function runScans(n = 1) {
  const stamp = Date.now();
  await Promise.all(Array.from({ length: n }, () => sql("INSERT INTO jobs (kind, payload, status, attempts, run_at) VALUES ('reminders.scan', '{}', 'queued', 0, $1)", [stamp])));
  const ids = (await sql("SELECT id FROM jobs WHERE kind = 'reminders.scan' AND run_at = $1", [stamp])).map((r) => Number(r.id));
  assert.ok(ids.length >= n);
  await waitUntil(async () => (await count('jobs', `id IN (${ids.join(',')}) AND status <> 'done'`)) === 0, 'the reminder scans');
  // The messages they queued: sent by the workers in the background.
  await waitUntil(async () => (await count('jobs', "kind IN ('email.send', 'sms.send') AND status IN ('queued', 'running')")) === 0, 'the queued reminders');
}

const sendsOf = async (eventId: number) =>
  (await sql('SELECT hours, channel, recipient FROM reminder_sends WHERE event_id = $1 ORDER BY recipient, channel, hours', [eventId])).map(
    (r: { hours: number; channel: string; recipient: string }) => `${r.recipient} ${r.channel} ${Number(r.hours)}`,
  );

/** A header as it was sent (mailparser folds the List-* headers into one structured 'list' value). */
const rawHeader = (m: ParsedMail, name: string) => m.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, ' ') ?? null;
const isReminder = (title: string) => (m: ParsedMail) => m.subject?.startsWith(`Reminder: ${title}`) ?? false;
const remindersTo = async (email: string, title: string) => (await mailsTo(email)).filter(isReminder(title));

type Sms = { to: string; body: string };
/** The messages in the cms's SMS outbox (SMS_OUTBOX_DIR) that mention `text`. */
function smsWith(text: string): Sms[] {
  const dir = process.env.GRO_SMS_DIR;
  if (!dir) throw new Error('GRO_SMS_DIR is not set');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Sms)
    .filter((m) => m.body.includes(text));
}

const setting = (m: Member, channel: 'email' | 'sms', value: boolean) =>
  m.client.call('PUT', '/account/setting', { setting: { key: 'event-reminders' }, channel, value });
const reminderSetting = async (m: Member) =>
  (await m.client.call('GET', '/account/setting')).body.data.find((s: { setting: { key: string } }) => s.setting.key === 'event-reminders') as { email: boolean; sms: boolean };
const rsvp = (m: Member, event: { id: number; date: string }, status: string) => m.client.call('PUT', `/event/${event.id}/rsvp`, { date: event.date, status });

before(async () => {
  admin = await signInAdmin();
  chapterId = await activeChapterId();
  const [row] = await sql('SELECT time_zone FROM chapters WHERE id = $1', [chapterId]);
  zone = row?.time_zone || process.env.APP_TIMEZONE || 'America/Detroit';
});

after(async () => {
  setClockOffset(0);
  await admin.call('PUT', '/admin/reminders', { hours: [...REMINDER_HOURS_DEFAULT] });
  await sql('DELETE FROM reminder_sends WHERE event_id IN (SELECT id FROM events WHERE title LIKE $1)', [`%${MARKER}%`]);
  await sql('DELETE FROM rsvps WHERE event_id IN (SELECT id FROM events WHERE title LIKE $1)', [`%${MARKER}%`]);
  await retireTestData(MARKER);
});

describe('GET and PUT /admin/reminders: the hours before an event at which members are reminded', () => {
  it('are 24 and 1 until an admin changes them; 1 to 3 different whole hours from 1 to 168', async () => {
    const res = await admin.call('GET', '/admin/reminders');
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.data, { hours: [24, 1] });

    const saved = await admin.call('PUT', '/admin/reminders', { hours: [1, 168, 48] });
    assert.equal(saved.status, 200, saved.text);
    assert.deepEqual(saved.body.data, { hours: [168, 48, 1] }, 'the earliest reminder first');
    assert.deepEqual(saved.body.message, REMINDER_MESSAGES.saved([168, 48, 1]));
    assert.deepEqual((await admin.call('GET', '/admin/reminders')).body.data, { hours: [168, 48, 1] });
    const [logged] = await sql("SELECT summary FROM admin_activities WHERE subject = 'reminders' ORDER BY id DESC LIMIT 1");
    assert.match(logged.summary, /168, 48, 1/);

    const refused: [unknown, string][] = [
      [{}, REMINDER_MESSAGES.hoursRequired],
      [{ hours: null }, REMINDER_MESSAGES.hoursRequired],
      [{ hours: [] }, REMINDER_MESSAGES.hoursRequired],
      [{ hours: [0] }, REMINDER_MESSAGES.hourInvalid],
      [{ hours: [169] }, REMINDER_MESSAGES.hourInvalid],
      [{ hours: [-1] }, REMINDER_MESSAGES.hourInvalid],
      [{ hours: [1.5] }, REMINDER_MESSAGES.hourInvalid],
      [{ hours: ['24'] }, REMINDER_MESSAGES.hourInvalid],
      [{ hours: [null] }, REMINDER_MESSAGES.hourInvalid],
      [{ hours: [[24]] }, REMINDER_MESSAGES.hourInvalid],
      [{ hours: [1e308] }, REMINDER_MESSAGES.hourInvalid],
      [{ hours: [24, 24] }, REMINDER_MESSAGES.duplicate],
      [{ hours: [1, 2, 3, 4] }, REMINDER_MESSAGES.tooMany],
      [{ hours: 24 }, REMINDER_MESSAGES.hoursList],
      [{ hours: '24,1' }, REMINDER_MESSAGES.hoursList],
      [{ hours: { 0: 24 } }, REMINDER_MESSAGES.hoursList],
    ];
    for (const [body, message] of refused) {
      const bad = await admin.call('PUT', '/admin/reminders', body);
      assert.equal(bad.status, 400, `${JSON.stringify(body)}: ${bad.text}`);
      assert.equal(bad.body.message.message, message, JSON.stringify(body));
    }
    for (const body of [[24, 1], 'hours', { hours: ['2\u0000'] }, JSON.parse('{"__proto__": {"hours": [2]}}')]) {
      assert.equal((await admin.call('PUT', '/admin/reminders', body)).status, 400, JSON.stringify(body));
    }
    assert.deepEqual((await admin.call('GET', '/admin/reminders')).body.data, { hours: [168, 48, 1] }, 'nothing written by a refused change');
    assert.equal((await admin.call('PUT', '/admin/reminders', { hours: [24, 1] })).status, 200);
  });

  it('are for admins only: a member is refused (403), a visitor must sign in (401)', async () => {
    const member = await memberWithCompany();
    assert.equal((await member.client.call('GET', '/admin/reminders')).status, 403);
    assert.equal((await member.client.call('PUT', '/admin/reminders', { hours: [2] })).status, 403);
    assert.equal((await api('/admin/reminders')).status, 401);
    assert.deepEqual((await admin.call('GET', '/admin/reminders')).body.data, { hours: [24, 1] });
  });
});

describe('the reminder scan (a scheduled job, with the server clock moved)', () => {
  let going: Member;
  let texted: Member;
  let quiet: Member;
  let waitlisted: Member;
  let notGoing: Member;
  let event: Awaited<ReturnType<typeof createEvent>>;

  before(async () => {
    going = await memberWithCompany();
    texted = await memberWithCompany();
    quiet = await memberWithCompany();
    waitlisted = await memberWithCompany();
    notGoing = await memberWithCompany();
    assert.equal((await setting(texted, 'sms', true)).status, 200);
    assert.equal((await setting(quiet, 'email', false)).status, 200);
    event = await createEvent(startAfter(24), 3);
    for (const m of [going, texted, quiet]) assert.equal((await rsvp(m, event, 'Going')).body.data.occurrences[0].status, 'Going');
    assert.equal((await rsvp(waitlisted, event, 'Going')).body.data.occurrences[0].status, 'Waitlisted');
    assert.equal((await rsvp(notGoing, event, 'NotGoing')).status, 200);
  });

  it('24 hours before: one email per going member whose email setting is on, one SMS to the member with SMS on; nothing for the waitlist, Not going or a setting off', async () => {
    clockTo(event.start, DAY - 60_000);
    await runScans();
    assert.deepEqual(await sendsOf(event.id), [`user:${going.id} email 24`, `user:${texted.id} email 24`, `user:${texted.id} sms 24`].sort());
    for (const m of [going, texted]) assert.equal((await remindersTo(m.email, event.title)).length, 1, m.email);
    for (const m of [quiet, waitlisted, notGoing]) assert.equal((await remindersTo(m.email, event.title)).length, 0, m.email);

    const [mail] = await remindersTo(going.email, event.title);
    const when = event.start.setZone(zone).toFormat("cccc, LLLL d, yyyy 'at' h:mm a ZZZZ");
    assert.equal(mail.subject, `Reminder: ${event.title}, ${when}`);
    assert.ok(mail.text?.includes(`When: ${when}`), mail.text);
    assert.ok(mail.text?.includes('Where: Guardian Building, 500 Griswold St'), mail.text);
    assert.ok(mail.text?.includes(`http://gro.test/events/${event.id}`), 'a link to the event page');
    assert.match(mail.text ?? '', /Turn off "Event reminders" by email: http:\/\/gro\.test\/unsubscribe\?token=/);
    assert.match(String(rawHeader(mail, 'List-Unsubscribe')), /^<http:\/\/gro\.test\/api\/unsubscribe\?token=[^>]+>$/);
    assert.equal(rawHeader(mail, 'List-Unsubscribe-Post'), 'List-Unsubscribe=One-Click');

    const texts = smsWith(event.title.slice(0, 6));
    assert.equal(texts.length, 1, JSON.stringify(texts));
    assert.equal(texts[0].to, '+13135550142');
    assert.ok(texts[0].body.length <= 160, `${texts[0].body.length}: ${texts[0].body}`);
    assert.ok(texts[0].body.includes(event.start.setZone(zone).toFormat('ccc LLL d, h:mm a')), texts[0].body);
    assert.match(texts[0].body, /\. Opt out: reply STOP or http:\/\/gro\.test\/unsubscribe\?token=\S+$/);
    assert.ok(texts[0].body.startsWith(`GRO: ${event.title.slice(0, 19)}`), texts[0].body);
  });

  it('a second scan, and several at once (replicas), send nothing more', async () => {
    await runScans();
    await runScans(4);
    assert.equal((await sendsOf(event.id)).length, 3);
    await new Promise((r) => setTimeout(r, 300));
    for (const m of [going, texted]) assert.equal((await remindersTo(m.email, event.title)).length, 1, m.email);
    assert.equal(smsWith(event.title.slice(0, 6)).length, 1);
  });

  it('the admins\' hours decide when reminders go; parallel scans of a new window send each exactly once', async () => {
    const soon = await createEvent(startAfter(2));
    for (const m of [going, texted]) assert.equal((await rsvp(m, soon, 'Going')).status, 200);
    clockTo(soon.start, 2 * HOUR - 60_000);
    await runScans();
    assert.deepEqual(await sendsOf(soon.id), [], '2 hours before is not a reminder time yet');

    assert.equal((await admin.call('PUT', '/admin/reminders', { hours: [2] })).status, 200);
    await runScans(5);
    assert.deepEqual(await sendsOf(soon.id), [`user:${going.id} email 2`, `user:${texted.id} email 2`, `user:${texted.id} sms 2`].sort());
    await new Promise((r) => setTimeout(r, 300));
    for (const m of [going, texted]) assert.equal((await remindersTo(m.email, soon.title)).length, 1);
    assert.equal(smsWith(soon.title.slice(0, 6)).length, 1);

    // 24 hours before the first event is no longer a reminder time: a scan there sends nothing.
    clockTo(event.start, DAY - 120_000);
    await runScans();
    assert.equal((await sendsOf(event.id)).length, 3);
    assert.equal((await admin.call('PUT', '/admin/reminders', { hours: [24, 1] })).status, 200);
  });

  describe('the unsubscribe link (GET and POST /unsubscribe, no sign-in)', () => {
    const tokenIn = (text: string) => decodeURIComponent(/unsubscribe\?token=([^\s>"]+)/.exec(text)![1]);

    it('shows what it turns off, turns off that setting on that channel only, and says so', async () => {
      const [mail] = await remindersTo(going.email, event.title);
      const token = tokenIn(mail.text ?? '');
      const preview = await api(`/unsubscribe?token=${encodeURIComponent(token)}`);
      assert.equal(preview.status, 200, preview.text);
      assert.deepEqual(preview.body.data, { audience: 'member', setting: { key: 'event-reminders', label: 'Event reminders' }, channel: 'email', off: false });
      assert.equal(preview.headers.get('cache-control'), 'no-store');

      const done = await api('/unsubscribe', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) });
      assert.equal(done.status, 200, done.text);
      assert.deepEqual(done.body.message, UNSUBSCRIBE_MESSAGES.done('Event reminders', 'email'));
      assert.equal((await reminderSetting(going)).email, false, 'the setting is off in My Account');
      assert.equal((await reminderSetting(going)).sms, false, 'SMS untouched (it was off)');
      assert.equal((await api(`/unsubscribe?token=${encodeURIComponent(token)}`)).body.data.off, true);
      assert.equal((await api('/unsubscribe', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) })).status, 200, 'again is harmless');
    });

    it("takes a mail client's one-click POST (RFC 8058) at the List-Unsubscribe address, and the SMS link turns off SMS only", async () => {
      const [mail] = await remindersTo(texted.email, event.title);
      const oneClick = /^<(.+)>$/.exec(String(rawHeader(mail, 'List-Unsubscribe')))![1].replace('http://gro.test', '');
      const res = await api(oneClick.replace(/^\/api/, ''), { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
      assert.equal(res.status, 200, res.text);
      assert.equal((await reminderSetting(texted)).email, false);
      assert.equal((await reminderSetting(texted)).sms, true, 'SMS stays on: the email link turns off email only');

      const [text] = smsWith(event.title.slice(0, 6));
      const smsToken = tokenIn(text.body);
      assert.deepEqual((await api(`/unsubscribe?token=${encodeURIComponent(smsToken)}`)).body.data.channel, 'sms');
      assert.equal((await api('/unsubscribe', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: smsToken }) })).status, 200);
      assert.equal((await reminderSetting(texted)).sms, false);
    });

    it('a tampered, forged, incomplete or hostile token is a 400 with a clear message, and changes nothing', async () => {
      const [mail] = await remindersTo(texted.email, event.title);
      const token = tokenIn(mail.text ?? '');
      const parts = token.split('.');
      const flip = (s: string) => s.slice(0, -1) + (s.endsWith('A') ? 'B' : 'A');
      const forged = [
        [...parts.slice(0, 4), flip(parts[4])].join('.'),
        [parts[0], waitlisted.id.toString(36), ...parts.slice(2)].join('.'),
        [parts[0], parts[1], 'newsletter', ...parts.slice(3)].join('.'),
        [...parts.slice(0, 3), 's', parts[4]].join('.'),
        [parts[0], String(waitlisted.id), 'event-reminders', 'e'].join('.'),
        String(waitlisted.id),
        'u1.1.event-reminders.e.AAAAAAAAAAAAAAAA',
        `${token}.x`,
        'x'.repeat(5000),
        '__proto__',
      ];
      const before = await reminderSetting(waitlisted);
      for (const bad of forged) {
        for (const res of [
          await api(`/unsubscribe?token=${encodeURIComponent(bad)}`),
          await api('/unsubscribe', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: bad }) }),
        ]) {
          assert.equal(res.status, 400, `${bad.slice(0, 60)}: ${res.text}`);
          assert.equal(res.body.message.message, UNSUBSCRIBE_MESSAGES.tokenInvalid);
        }
      }
      for (const body of [{ token: 12 }, { token: [token] }, { token: { a: token } }, { token: null }]) {
        const res = await api('/unsubscribe', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        assert.equal(res.status, 400, JSON.stringify(body));
      }
      assert.equal((await api('/unsubscribe')).body.message.message, UNSUBSCRIBE_MESSAGES.tokenRequired);
      assert.equal((await api(`/unsubscribe?token=a&token=b`)).status, 400);
      assert.equal((await api(`/unsubscribe?token=${encodeURIComponent(token)}%00`)).status, 400);
      assert.deepEqual(await reminderSetting(waitlisted), before);

      // A member whose account is deleted: the link no longer works.
      await sql("UPDATE up_users SET status = 'Deleted' WHERE id = $1", [texted.id]);
      assert.equal((await api(`/unsubscribe?token=${encodeURIComponent(token)}`)).status, 400);
      await sql("UPDATE up_users SET status = 'Active' WHERE id = $1", [texted.id]);
    });
  });
});

describe('Twilio (the SMS provider with TWILIO_* set), against a loopback fake through the SDK\'s httpClient', () => {
  it('posts To, From and Body to the Messages API of the account, with the account SID and auth token', async () => {
    const { startFakeTwilio } = await import('./fake-twilio');
    const { smsSenderFor } = await import('../src/providers/sms');
    const fake = await startFakeTwilio();
    try {
      const accountSid = `AC${'1f'.repeat(16)}`;
      const env = { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: 'auth-token-of-the-test', TWILIO_FROM: '+15005550006', TWILIO_API_BASE: fake.url };
      const sender = smsSenderFor(env, '/app');
      assert.equal(sender.name, 'twilio');
      const sent = await sender.send({ to: '+13135550142', body: 'GRO reminder: Weekly meeting, Tue 7:00 AM' });
      assert.match(sent.id, /^SM[0-9a-f]{32}$/);
      assert.equal(fake.requests.length, 1);
      const [request] = fake.requests;
      assert.equal(request.method, 'POST');
      assert.equal(request.path, `/2010-04-01/Accounts/${accountSid}/Messages.json`);
      assert.deepEqual(request.auth, { user: accountSid, password: 'auth-token-of-the-test' });
      assert.match(request.contentType, /application\/x-www-form-urlencoded/);
      assert.deepEqual(request.form, { To: '+13135550142', From: '+15005550006', Body: 'GRO reminder: Weekly meeting, Tue 7:00 AM' });

      const viaService = smsSenderFor({ ...env, TWILIO_FROM: '', TWILIO_MESSAGING_SERVICE_SID: `MG${'2e'.repeat(16)}` }, '/app');
      await viaService.send({ to: '+13135550142', body: 'Hi' });
      assert.deepEqual(fake.requests[1].form, { To: '+13135550142', MessagingServiceSid: `MG${'2e'.repeat(16)}`, Body: 'Hi' });
    } finally {
      await fake.close();
    }
  });

  it('a refusal is an error (the sms.send job is retried with back-off); without a sender or token, the outbox', async () => {
    const { startFakeTwilio } = await import('./fake-twilio');
    const { smsSenderFor } = await import('../src/providers/sms');
    const fake = await startFakeTwilio({ refuse: { status: 400, code: 21211, message: "The 'To' number is not a valid phone number." } });
    try {
      const sender = smsSenderFor({ TWILIO_ACCOUNT_SID: `AC${'3a'.repeat(16)}`, TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15005550006', TWILIO_API_BASE: fake.url }, '/app');
      await assert.rejects(sender.send({ to: '+1', body: 'x' }), /not a valid phone number/);
    } finally {
      await fake.close();
    }
    assert.equal(smsSenderFor({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't' }, '/app').name, 'outbox');
    assert.equal(smsSenderFor({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_FROM: '+15005550006' }, '/app').name, 'outbox');
    assert.equal(smsSenderFor({}, '/app').name, 'outbox');
  });
});
