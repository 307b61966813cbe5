import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DateTime } from 'luxon';
import { MEETING_REPORT_EMAIL_HOUR, NOTIFICATION_SETTING, SCORECARD_DEFAULTS, chapterDefaults, eventDefaults, eventFormToPayload, type ScorecardSettings } from '@gro/config';
import { count, retireTestData, signInAdmin, sql, uniqueEmail, waitUntil, type Client } from './helpers';
import { mailQueueDrained, mailsAbout, member, setEmailSetting, type Member } from './referral-fixtures';

/**
 * The meeting report by email, the morning after: the 'chapter-report.email' job, run here as the
 * scheduler would (job rows, two at once), for a chapter whose local time is past
 * MEETING_REPORT_EMAIL_HOUR and a meeting held yesterday. Each leader whose 'meeting-reports' email
 * is on gets it once, with the meeting's counts; a leader who turned it off gets nothing; nothing
 * when admins turned the report email off.
 */

const run = `${process.pid}${Date.now().toString(36)}`;
const MARKER = `Report mail ${run}`;
/** A zone where it is now between 08:00 and 22:00, so yesterday's meeting is reported today whatever the hour of the run. */
const ZONE = ['America/Detroit', 'Europe/London', 'Asia/Tokyo', 'Pacific/Auckland', 'America/Los_Angeles', 'Asia/Kolkata'].find((z) => {
  const hour = DateTime.now().setZone(z).hour;
  return hour >= Math.max(8, MEETING_REPORT_EMAIL_HOUR + 1) && hour <= 22;
})!;

let admin: Client;
let saved: ScorecardSettings;
let chapterId: number;
let lee: Member;
let lou: Member;
let ada: Member;
let title: string;

/** The meeting reports mailed to a member (the leadership and new-event notices name the chapter too). */
const reportsTo = async (m: Member) => (await mailsAbout(m.email, MARKER)).filter((mail) => mail.subject?.startsWith('Meeting report:'));

async function runScans(n = 2) {
  const stamp = Date.now();
  await Promise.all(Array.from({ length: n }, () => sql("INSERT INTO jobs (kind, payload, status, attempts, run_at) VALUES ('chapter-report.email', '{}', 'queued', 0, $1)", [stamp])));
  const ids = (await sql("SELECT id FROM jobs WHERE kind = 'chapter-report.email' AND run_at = $1", [stamp])).map((r) => Number(r.id));
  await waitUntil(async () => (await count('jobs', `id IN (${ids.join(',')}) AND status <> 'done'`)) === 0, 'the meeting report scans', 20_000);
  await mailQueueDrained();
}

before(async () => {
  admin = await signInAdmin();
  saved = (await admin.call<ScorecardSettings>('GET', '/admin/scorecard-settings')).body.data;
  assert.equal((await admin.call('PUT', '/admin/scorecard-settings', { ...saved, reportEmail: true })).status, 200);
  const made = await admin.call('POST', '/chapter', { ...chapterDefaults, name: MARKER, location: 'Somewhere', email: uniqueEmail('report-mail'), description: 'Made by the tests.', dayOfWeek: 'Monday', isActive: true, timeZone: ZONE });
  assert.equal(made.status, 201, made.text);
  chapterId = made.body.data.id;
  [lee, lou, ada] = await Promise.all(['Lee', 'Lou', 'Ada'].map((name) => member(chapterId, name)));
  for (const m of [lee, lou]) assert.equal((await admin.call('PUT', `/chapter/${chapterId}/leaders/${m.id}`)).status, 201);
  await setEmailSetting(lou, NOTIFICATION_SETTING.meetingReports, false);
  const yesterday = DateTime.now().setZone(ZONE).minus({ days: 1 });
  title = `Weekly meeting ${MARKER}`;
  const event = await admin.call('POST', '/event', eventFormToPayload({
    ...eventDefaults, title, type: 'Recurring', dayOfWeek: yesterday.toFormat('cccc'), chapterId, location: 'The hall', timeStart: '07:00', timeEnd: '08:00', description: 'Made by the tests.',
  }));
  assert.equal(event.status, 201, event.text);
  const marks = await lee.client.call('PUT', `/event/${event.body.data.id}/attendance`, {
    date: yesterday.toISODate(),
    marks: [
      { userId: ada.id, status: 'Late', key: `rm-${run}-1`, markedAt: new Date().toISOString() },
      { userId: lou.id, status: 'Medical', key: `rm-${run}-2`, markedAt: new Date().toISOString() },
    ],
  });
  assert.equal(marks.status, 200, marks.text);
});

after(async () => {
  await admin.call('PUT', '/admin/scorecard-settings', saved ?? SCORECARD_DEFAULTS);
  await sql('DELETE FROM attendances WHERE chapter_id = $1', [chapterId]);
  await retireTestData(MARKER);
});

describe('the meeting report by email, the morning after', () => {
  it('goes once to each leader who wants it, with the counts and the report page; not to a leader who turned it off', async () => {
    await runScans(2);
    const toLee = await reportsTo(lee);
    assert.equal(toLee.length, 1, 'two scans at once send it once');
    const mail = toLee[0]!;
    assert.match(mail.subject ?? '', new RegExp(`^Meeting report: ${title}`));
    assert.match(mail.text ?? '', /Late: 1/);
    assert.match(mail.text ?? '', /Medical: 1/);
    assert.match(mail.text ?? '', new RegExp(`/portal/chapter/${chapterId}/report\\?event=\\d+&date=`));
    assert.match(mail.text ?? '', /unsubscribe/i);
    assert.equal((await reportsTo(lou)).length, 0);
    assert.equal((await reportsTo(ada)).length, 0, 'members who do not lead get no report');

    await runScans(1);
    assert.equal((await reportsTo(lee)).length, 1, 'a later scan sends nothing again');
  });

  it('sends nothing while admins have the report email off', async () => {
    await sql('DELETE FROM meeting_report_sends WHERE user_id = $1', [lee.id]);
    assert.equal((await admin.call('PUT', '/admin/scorecard-settings', { ...saved, reportEmail: false })).status, 200);
    await runScans(1);
    assert.equal((await reportsTo(lee)).length, 1);
    assert.equal(await count('meeting_report_sends', `user_id = ${lee.id}`), 0);
  });
});
