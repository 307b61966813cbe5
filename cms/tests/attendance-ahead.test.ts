import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DateTime } from 'luxon';
import { ATTENDANCE_MESSAGES, MEETING_TIMES, chapterDefaults, type EventFormat, eventDefaults, eventFormToPayload, type AttendanceSheet, type MyMeeting } from '@gro/config';
import { chapterMembers } from './attendance-fixtures';
import { Client, endTimeOnItsDay, mailsTo, memberWithCompany, quarterHourAfter, retireTestData, setClockOffset, signInAdmin, sql, uniqueEmail, waitForMailWhere } from './helpers';

/**
 * What a member says ahead of a meeting of their chapter, until it starts: absent, Medical, or
 * sending a substitute (who is emailed the meeting with its calendar file, within the member's
 * send limits); the leaders' sheet shows it. A chapter of the test's own, with a meeting in about
 * two hours.
 */

const run = `${process.pid}${Date.now().toString(36)}`;
const MARKER = `Ahead ${run}`;
const MINUTE = 60_000;
/** LIMIT_SUBSTITUTE_INVITATIONS_PER_HOUR's default. */
const SUBSTITUTES_PER_HOUR = 3;

type Member = { client: Client; id: number; email: string };

let admin: Client;
let chapterId: number;
let zone: string;
let companyId: number;
let leader: Member;
let ada: Member;
let ben: Member;
let cy: Member;
let outsider: Member;
let meeting: { id: number; date: string; start: DateTime };

/** Verified members of the test's company at home in the chapter (attendance-fixtures.ts). */
const membersOf = (lastnames: string[]) => chapterMembers({ chapterId, companyId, lastnames, tag: 'ahead' });

async function makeEvent(title: string, start: DateTime, format: EventFormat = 'InPerson'): Promise<{ id: number; date: string }> {
  const local = start.setZone(zone);
  const res = await admin.call('POST', '/event', eventFormToPayload({
    ...eventDefaults, title: `${title} ${MARKER}`, type: 'Once', date: local.toISODate(), chapterId, location: 'TechTown Detroit',
    timeStart: local.toFormat('HH:mm'), timeEnd: endTimeOnItsDay(local, 2), description: 'Made by the tests.', format,
  }));
  assert.equal(res.status, 201, res.text);
  return { id: res.body.data.id as number, date: local.toISODate() as string };
}

const say = (who: Client, body: Record<string, unknown>, eventId = meeting.id) => who.call<{ meeting: MyMeeting; substituteEmailed: boolean }>('PUT', `/event/${eventId}/attendance/mine`, { date: meeting.date, ...body });
const sheetRow = async (id: number) => {
  const res = await leader.client.call<AttendanceSheet>('GET', `/event/${meeting.id}/attendance?date=${meeting.date}`);
  assert.equal(res.status, 200, res.text);
  return res.body.data.members.find((m) => m.userId === id)!;
};
const rowsOf = async (id: number) => Number((await sql('SELECT COUNT(*) AS n FROM attendances WHERE event_id = $1 AND occurrence_date = $2 AND person = $3', [meeting.id, meeting.date, `u:${id}`]))[0].n);

before(async () => {
  admin = await signInAdmin();
  const res = await admin.call('POST', '/chapter', { ...chapterDefaults, name: MARKER, location: 'Detroit, MI', email: 'ahead.chapter@example.com', description: 'Made by the tests.', dayOfWeek: 'Monday', isActive: true });
  assert.equal(res.status, 201, res.text);
  chapterId = res.body.data.id;
  const [row] = await sql('SELECT time_zone FROM chapters WHERE id = $1', [chapterId]);
  zone = row?.time_zone || process.env.APP_TIMEZONE || 'America/Detroit';
  const owner = await memberWithCompany();
  companyId = owner.company.id;
  [leader, ada, ben, cy] = await membersOf(['Leader', 'Adams', 'Baker', 'Cole']);
  assert.equal((await admin.call('PUT', `/chapter/${chapterId}/leaders/${leader.id}`)).status, 201);
  outsider = { client: owner.client, id: owner.id, email: owner.email };
  const start = quarterHourAfter(2 * 60 * MINUTE, zone);
  meeting = { ...(await makeEvent('Weekly meeting', start)), start };
});

after(async () => {
  setClockOffset(0);
  await sql('DELETE FROM attendances WHERE chapter_id = $1', [chapterId]);
  await retireTestData(MARKER);
});

describe('saying ahead of a meeting', () => {
  it("gives a member their chapter's next meeting with their mark, expected until they say otherwise", async () => {
    const res = await ada.client.call<{ meeting: MyMeeting | null }>('GET', '/attendance/next');
    assert.equal(res.status, 200, res.text);
    const next = res.body.data.meeting!;
    assert.deepEqual([next.eventId, next.date, next.status, next.open, next.chapter.id], [meeting.id, meeting.date, null, true, chapterId]);
    assert.equal(next.location, 'TechTown Detroit');
    assert.equal((await new Client().call('GET', '/attendance/next')).status, 401);
  });

  it("marks the member absent or Medical, or expected again, as the leaders' sheet shows", async () => {
    const absent = await say(ada.client, { status: 'Absent' });
    assert.equal(absent.status, 200, absent.text);
    assert.equal(absent.body.message.title, 'Marked absent');
    assert.deepEqual([absent.body.data.meeting.status, absent.body.data.meeting.source, absent.body.data.substituteEmailed], ['Absent', 'Member', false]);
    const row = await sheetRow(ada.id);
    assert.deepEqual([row.status, row.source, row.markedBy], ['Absent', 'Member', 'Mem Adams']);
    assert.equal((await say(ada.client, { status: 'Medical' })).body.data.meeting.status, 'Medical');
    assert.equal(await rowsOf(ada.id), 1);
    const back = await say(ada.client, { status: null });
    assert.equal(back.status, 200, back.text);
    assert.equal(back.body.data.meeting.status, null);
    assert.equal((await sheetRow(ada.id)).status, null);
    assert.equal(await rowsOf(ada.id), 0);
  });

  it('emails a new substitute the meeting with its calendar file, once, and shows the name to the leaders', async () => {
    const email = uniqueEmail('substitute');
    assert.equal((await say(ben.client, { status: 'Substitute', substituteEmail: email })).body.message.message, ATTENDANCE_MESSAGES.substituteNameRequired);
    const injected = await say(ben.client, { status: 'Substitute', substituteName: 'Sam\r\nBcc: x@example.com', substituteEmail: email });
    assert.equal(injected.body.message.message, ATTENDANCE_MESSAGES.substituteNameInvalid);
    const res = await say(ben.client, { status: 'Substitute', substituteName: 'Sam Stand-in', substituteEmail: email.toUpperCase() });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.substituteEmailed, true);
    assert.match(res.body.message.message, /^Sam Stand-in will attend .* we emailed them/);
    const mail = await waitForMailWhere(email, (m) => /^Mem Baker asks you to attend Weekly meeting/.test(m.subject ?? ''));
    assert.equal(mail.replyTo?.value[0]?.address, ben.email);
    assert.match(mail.text ?? '', /Hello Sam Stand-in,/);
    const ics = mail.attachments.find((a) => a.filename === 'meeting.ics');
    assert.ok(ics, 'the calendar file is attached');
    assert.match(ics.content.toString('utf8'), new RegExp(`DTSTART;TZID=${zone}:${meeting.start.setZone(zone).toFormat("yyyyMMdd'T'HHmm")}`));
    const row = await sheetRow(ben.id);
    assert.deepEqual([row.status, row.substituteName, row.substituteEmail], ['Substitute', 'Sam Stand-in', email.toLowerCase()]);
    // The same substitute again (another tap on Save): stored, not mailed or counted again.
    const again = await say(ben.client, { status: 'Substitute', substituteName: 'Sam Stand-in', substituteEmail: email });
    assert.equal(again.body.data.substituteEmailed, false);
    await new Promise((r) => setTimeout(r, 1_500));
    assert.equal((await mailsTo(email)).length, 1);
  });

  it(`emails ${SUBSTITUTES_PER_HOUR} substitutes an hour per member, counted atomically, and stores nothing past that`, async () => {
    const emails = Array.from({ length: 10 }, () => uniqueEmail('burst-sub'));
    const answers = await Promise.all(emails.map((substituteEmail, i) => say(cy.client, { status: 'Substitute', substituteName: `Stand-in ${i}`, substituteEmail })));
    const statuses = answers.map((a) => a.status).sort();
    assert.deepEqual(statuses, [...Array(SUBSTITUTES_PER_HOUR).fill(200), ...Array(10 - SUBSTITUTES_PER_HOUR).fill(429)], answers.map((a) => a.text.slice(0, 80)).join('\n'));
    assert.equal(await rowsOf(cy.id), 1);
    const emailed = emails.filter((_, i) => answers[i].status === 200).map((e) => e.toLowerCase());
    assert.ok(emailed.includes((await sheetRow(cy.id)).substituteEmail ?? ''), 'the sheet names one of the substitutes who were emailed');
    // Absent needs no mail: not held back by the send limit.
    assert.equal((await say(cy.client, { status: 'Absent' })).status, 200);
  });

  it("marks only the caller, for their own chapter's meetings, and refuses bad input", async () => {
    const other = await say(ada.client, { status: 'Absent', userId: ben.id });
    assert.ok([200, 400].includes(other.status), other.text);
    assert.equal((await sheetRow(ben.id)).status, 'Substitute', "another member's mark is theirs");
    const foreign = await say(outsider.client, { status: 'Absent' });
    assert.equal(foreign.status, 403);
    assert.equal(foreign.body.message.message, ATTENDANCE_MESSAGES.aheadNotYourChapter);
    assert.equal((await new Client().call('PUT', `/event/${meeting.id}/attendance/mine`, { date: meeting.date, status: 'Absent' })).status, 401);
    const wrongDate = DateTime.fromISO(meeting.date).plus({ days: 1 }).toISODate();
    for (const body of [
      { status: 'Present' },
      { status: 'Late' },
      { status: undefined },
      { status: ['Absent'] },
      { status: 'Absent', date: wrongDate },
      { status: 'Absent', date: `${meeting.date}\u0000` },
      { status: 'Absent', date: [meeting.date] },
      { status: 'Substitute', substituteName: 'x'.repeat(161), substituteEmail: 'sub@example.com' },
      { status: 'Substitute', substituteName: 'Sam', substituteEmail: 'sub@example.com\r\nBcc: x@example.com' },
      JSON.parse('{"__proto__": {"status": "Absent"}}'),
    ]) {
      const res = await say(ada.client, body);
      assert.equal(res.status, 400, `${JSON.stringify(body)}: ${res.text}`);
    }
    assert.equal((await ada.client.call('PUT', '/event/99999999/attendance/mine', { date: meeting.date, status: 'Absent' })).status, 404);
    const far = await makeEvent('Far meeting', meeting.start.plus({ days: 40 }));
    const tooFar = await ada.client.call('PUT', `/event/${far.id}/attendance/mine`, { date: far.date, status: 'Absent' });
    assert.equal(tooFar.status, 400);
    assert.equal(tooFar.body.message.message, ATTENDANCE_MESSAGES.aheadTooFar);
  });

  it('closes when the meeting starts, and once the member has checked in', async () => {
    const start = meeting.start.toMillis();
    setClockOffset(start - 10 * MINUTE - Date.now());
    const code = await leader.client.call('GET', `/event/${meeting.id}/check-in-code?date=${meeting.date}`);
    assert.equal(code.status, 200, code.text);
    assert.equal((await ada.client.call('POST', '/check-in', { eventId: meeting.id, date: meeting.date, code: code.body.data.code })).status, 200);
    const checkedIn = await say(ada.client, { status: 'Absent' });
    assert.equal(checkedIn.status, 409);
    assert.equal(checkedIn.body.message.message, ATTENDANCE_MESSAGES.aheadCheckedIn);
    assert.equal((await say(ada.client, { status: null })).status, 409, 'withdrawing would undo the check-in');
    assert.equal((await sheetRow(ada.id)).status, 'Present');

    setClockOffset(start + MINUTE - Date.now());
    const started = await say(ben.client, { status: null });
    assert.equal(started.status, 400);
    assert.equal(started.body.message.message, ATTENDANCE_MESSAGES.aheadStarted);
    assert.equal((await sheetRow(ben.id)).status, 'Substitute', 'what was said before the start stands');
    setClockOffset(0);
  });
});

describe('checking in from the dashboard at an online or hybrid meeting', () => {
  it("takes the chapter's members while check-in is open, Present then Late, without the door's code; not at a meeting in person", async () => {
    // Three hours after the file's meeting starts (an hour after it ends): the clock moves within the session's life.
    const hybridStart = meeting.start.plus({ hours: 3 });
    const hybrid = await makeEvent('Hybrid meeting', hybridStart, 'Hybrid');
    const online = (who: Client, at = hybrid) => who.call('POST', '/check-in/online', { eventId: at.id, date: at.date });
    const start = hybridStart.toMillis();

    setClockOffset(start - 5 * MINUTE - Date.now());
    const next = (await cy.client.call<{ meeting: MyMeeting }>('GET', '/attendance/next')).body.data.meeting;
    assert.deepEqual([next.eventId, next.format, next.checkInOpen], [hybrid.id, 'Hybrid', true], 'the meeting under way is the one shown');
    const present = await online(cy.client);
    assert.equal(present.status, 200, present.text);
    assert.deepEqual([present.body.data.status, present.body.data.already], ['Present', false]);
    assert.equal((await online(cy.client)).body.data.already, true);
    assert.equal((await online(outsider.client)).status, 403);

    setClockOffset(start + (MEETING_TIMES.lateAfter.value + 1) * MINUTE - Date.now());
    assert.equal((await online(ben.client)).body.data.status, 'Late');
    const endsAt = Date.parse((await leader.client.call('GET', `/event/${hybrid.id}/attendance?date=${hybrid.date}`)).body.data.end);
    setClockOffset(endsAt + MINUTE - Date.now());
    const closed = await online(ada.client);
    assert.equal(closed.status, 400);
    assert.match(closed.body.message.message, /^Check-in for this meeting is open from /);

    // The file's meeting is in person: its members check in with the door's code only.
    setClockOffset(meeting.start.toMillis() - 5 * MINUTE - Date.now());
    const inPerson = await online(ada.client, meeting);
    assert.equal(inPerson.status, 400);
    assert.equal(inPerson.body.message.message, ATTENDANCE_MESSAGES.inPersonOnly);
    for (const body of [{ eventId: String(hybrid.id), date: hybrid.date }, { eventId: hybrid.id }, { eventId: hybrid.id, date: `${hybrid.date}\r\n` }]) {
      assert.equal((await cy.client.call('POST', '/check-in/online', body)).status, 400, JSON.stringify(body));
    }
    setClockOffset(0);
  });
});

