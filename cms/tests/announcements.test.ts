import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ABUSE_DELAYS, NEW_EVENT_NOTICE_TEXTS, NOTIFICATION_SETTING, ROLE_MEMBER, chapterDefaults, eventDefaults, eventFormToPayload, type InboxItem } from '@gro/config';
import { ownCmsForFile } from './cms-process';
import { Client, SEEDED_ADMIN, mailsTo, setClockOffset, sqlIn, uniqueEmail, waitUntil } from './helpers';

/**
 * Announcements on a cms of this file's own (the shared one announces no new event: other files
 * move its clock by days): new-event notices go once per event, after the delay, to the chapter's
 * members whose "New chapter events" setting is on (email, SMS where on), as one digest for the
 * events added within the delay; each delivery row is written first and each recipient is sent once.
 */
const own = ownCmsForFile('announcements', { NEW_EVENT_NOTICE_DELAY_SECONDS: String(ABUSE_DELAYS.newEventNotice.value) });
const run = `${process.pid}${Date.now().toString(36)}`;
const DELAY_MS = ABUSE_DELAYS.newEventNotice.value * 1000;
const PASSWORD = 'Copper-kettle-72';

type Member = { client: Client; id: number; email: string; firstname: string };

function client(): Client {
  const c = new Client();
  c.base = own.current().base;
  return c;
}

async function signedIn(email: string, password: string): Promise<Client> {
  const c = client();
  const res = await c.signIn(email, password);
  assert.equal(res.status, 200, res.text);
  return c;
}

async function member(admin: Client, chapterId: number, firstname: string): Promise<Member> {
  const email = uniqueEmail(`news-${firstname.toLowerCase()}`);
  const made = await admin.call('POST', '/user', { firstname, lastname: 'Notice', email, phoneNumber: '(313) 555-0145', phoneExt: '', chapterId, companyId: null, status: 'Active', role: ROLE_MEMBER, password: PASSWORD });
  assert.equal(made.status, 201, made.text);
  return { client: await signedIn(email, PASSWORD), id: Number(made.body.data.id), email, firstname };
}

const setting = (m: Member, channel: 'email' | 'sms', value: boolean) =>
  m.client.call('PUT', '/account/setting', { setting: { key: NOTIFICATION_SETTING.newEvents }, channel, value });

/** Runs the scan now (a job row, as the schedule would queue it) and waits until it has run. */
async function scan() {
  const db = own.db;
  await sqlIn(db, "INSERT INTO jobs (kind, payload, status, attempts, run_at) VALUES ('announcements.scan', '{}', 'queued', 0, $1)", [Date.now()]);
  const [{ id }] = await sqlIn(db, "SELECT MAX(id) AS id FROM jobs WHERE kind = 'announcements.scan'");
  await waitUntil(async () => (await sqlIn(db, 'SELECT status FROM jobs WHERE id = $1', [id]))[0]?.status === 'done', 'the announcements scan');
}

const announcementsOf = (chapterId: number) => sqlIn(own.db, 'SELECT id, status, subject, recipients, sent, skipped, failed FROM announcements WHERE chapter_id = $1 ORDER BY id', [chapterId]);

type Sms = { to: string; body: string };
function smsWith(text: string): Sms[] {
  const dir = process.env.GRO_SMS_DIR!;
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Sms)
    .filter((m) => m.body.includes(text));
}

describe('new-event notices', () => {
  it('two events added within the delay (one edited, one weekly) go once, as one digest, to the members with the setting on; SMS where on; every notification centre', async () => {
    const admin = await signedIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    const chapterName = `Notices ${run}`;
    const made = await admin.call('POST', '/chapter', { ...chapterDefaults, name: chapterName, location: 'Guardian Building', email: uniqueEmail('chapter'), city: 'Detroit', state: 'MI', timeZone: 'America/Detroit' });
    assert.equal(made.status, 201, made.text);
    const chapterId = Number(made.body.data.id);
    const [ann, ben, cat] = [await member(admin, chapterId, 'Ann'), await member(admin, chapterId, 'Ben'), await member(admin, chapterId, 'Cat')];
    assert.equal((await setting(ben, 'email', false)).status, 200);
    assert.equal((await setting(cat, 'sms', true)).status, 200);

    try {
      const mixer = await admin.call('POST', `/chapter/${chapterId}/event`, eventFormToPayload({ ...eventDefaults, chapterId, title: `Mixer draft ${run}`, type: 'Once', date: '2033-05-05', timeStart: '18:00', timeEnd: '20:00' }));
      assert.equal(mixer.status, 201, mixer.text);
      const mixerId = Number(mixer.body.data.id);
      // A quick correction is not announced twice: the notice reads the event as it is when it goes.
      const fixed = await admin.call('PUT', `/event/${mixerId}`, eventFormToPayload({ ...eventDefaults, chapterId, title: `Spring Mixer ${run}`, type: 'Once', date: '2033-05-05', timeStart: '18:00', timeEnd: '20:00' }));
      assert.equal(fixed.status, 200, fixed.text);
      setClockOffset(60_000);
      const weekly = await admin.call('POST', `/chapter/${chapterId}/event`, eventFormToPayload({ ...eventDefaults, chapterId, title: `Breakfast ${run}`, type: 'Recurring', dayOfWeek: 'Thursday', timeStart: '07:00', timeEnd: '08:30' }));
      assert.equal(weekly.status, 201, weekly.text);

      // The first event's delay has passed, but the second moved the chapter's notice to its own.
      setClockOffset(DELAY_MS + 30_000);
      await scan();
      assert.deepEqual(await announcementsOf(chapterId), [], 'not due yet: the second event was added a minute later');

      setClockOffset(DELAY_MS + 61_000);
      await scan();
      await waitUntil(async () => (await announcementsOf(chapterId))[0]?.status === 'sent', 'the notice is sent', 20_000);
      const [notice] = await announcementsOf(chapterId);
      assert.equal(notice.subject, NEW_EVENT_NOTICE_TEXTS.digestSubject(2, chapterName));
      assert.deepEqual([notice.recipients, notice.sent, notice.skipped, notice.failed].map(Number), [3, 2, 1, 0], 'Ben turned the email off: skipped');

      const noticesTo = async (m: Member) => (await mailsTo(m.email)).filter((mail) => mail.subject === notice.subject);
      await waitUntil(async () => (await noticesTo(ann)).length === 1 && (await noticesTo(cat)).length === 1, 'Ann and Cat get the notice', 10_000);
      const [toAnn] = await noticesTo(ann);
      assert.match(toAnn.text ?? '', new RegExp(`Spring Mixer ${run}`));
      assert.doesNotMatch(toAnn.text ?? '', /Mixer draft/);
      assert.match(toAnn.text ?? '', new RegExp(`Breakfast ${run} — .*\\(every Thursday\\)`));
      assert.match(toAnn.text ?? '', new RegExp(`/events/${mixerId}`));
      assert.deepEqual(toAnn.attachments.map((a) => a.contentType).sort(), ['text/calendar', 'text/calendar'], 'each event\u2019s calendar file');
      assert.match(toAnn.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line ?? '', /One-Click/);
      assert.equal((await noticesTo(ben)).length, 0);
      assert.equal(smsWith(notice.subject).length, 1, 'Cat turned SMS on');
      assert.equal(smsWith(notice.subject)[0]!.to, '+13135550145');

      for (const m of [ann, ben, cat]) {
        const inbox = await m.client.call('GET', '/account/inbox');
        const items = (inbox.body.data.items as InboxItem[]).filter((i) => i.kind === 'newEvents');
        assert.deepEqual(items.map((i) => [i.title, i.link]), [[notice.subject, '/portal/event']], `${m.firstname}'s notification centre`);
      }

      // Once: a later scan, and an edit, send nothing more.
      await admin.call('PUT', `/event/${mixerId}`, eventFormToPayload({ ...eventDefaults, chapterId, title: `Spring Mixer ${run}`, type: 'Once', date: '2033-05-06', timeStart: '18:00', timeEnd: '20:00' }));
      setClockOffset(3 * DELAY_MS);
      await scan();
      assert.equal((await announcementsOf(chapterId)).length, 1);
      assert.equal((await noticesTo(ann)).length, 1);
      const deliveries = await sqlIn(own.db, 'SELECT user_id, status, channels FROM announcement_deliveries WHERE announcement_id = $1 ORDER BY user_id', [notice.id]);
      assert.deepEqual(deliveries.map((d) => [Number(d.user_id), d.status, d.channels]), [[ann.id, 'sent', 'email'], [ben.id, 'skipped', ''], [cat.id, 'sent', 'email,sms']]);
    } finally {
      setClockOffset(0);
    }
  });

  it('an event deleted before its notice is due is not announced', async () => {
    const admin = await signedIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
    const made = await admin.call('POST', '/chapter', { ...chapterDefaults, name: `Quiet ${run}`, location: 'Guardian Building', email: uniqueEmail('chapter'), city: 'Detroit', state: 'MI', timeZone: 'America/Detroit' });
    const chapterId = Number(made.body.data.id);
    await member(admin, chapterId, 'Dee');
    const event = await admin.call('POST', `/chapter/${chapterId}/event`, eventFormToPayload({ ...eventDefaults, chapterId, title: `Mistake ${run}`, type: 'Once', date: '2033-06-06' }));
    assert.equal(event.status, 201, event.text);
    await sqlIn(own.db, 'DELETE FROM events WHERE id = $1', [event.body.data.id]);
    try {
      setClockOffset(DELAY_MS + 1000);
      await scan();
      assert.deepEqual(await announcementsOf(chapterId), []);
      assert.deepEqual(await sqlIn(own.db, 'SELECT id FROM event_notices WHERE event_id = $1', [event.body.data.id]), []);
    } finally {
      setClockOffset(0);
    }
  });
});
