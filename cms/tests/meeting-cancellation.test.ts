import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DateTime } from 'luxon';
import {
  ATTENDANCE_MESSAGES, HONEYPOT_FIELD, RSVP_MESSAGES, chapterDefaults, eventDefaults, eventFormToPayload,
  type AttendanceSheet, type CancelMeetingResult, type ChapterMeetings, type EventRsvps, type MyAttendance, type MyNextMeeting, type PublicEvent,
} from '@gro/config';
import { chapterMembers } from './attendance-fixtures';
import { API, Client, api, endTimeOnItsDay, memberWithCompany, quarterHourAfter, retireTestData, setClockOffset, signInAdmin, sql, uniqueEmail, waitForMailWhere, waitUntil } from './helpers';

/**
 * A leader cancels one occurrence of the chapter's weekly meeting (a holiday): the members are
 * told, the guests expected are emailed, nobody counts absent, nothing more is recorded for it,
 * lists skip it or flag it and calendars show it cancelled. A chapter of the test's own, meeting
 * weekly two days from now.
 */

const run = `${process.pid}${Date.now().toString(36)}`;
const MARKER = `Cancel ${run}`;
const MINUTE = 60_000;
/** LIMIT_MEETING_CANCELLATIONS_PER_HOUR's default. */
const CANCELLATIONS_PER_HOUR = 5;
const REASON = 'Thanksgiving week';

type Member = { client: Client; id: number; email: string };

let admin: Client;
let chapter: { id: number; slug: string };
let zone: string;
let companyId: number;
let leader: Member;
let ada: Member;
let ben: Member;
let cy: Member;
let outsider: Member;
let weeklyId: number;
/** The weekly meeting's next dates, the soonest first (two days from now, then weekly). */
let dates: string[];
let substituteEmail: string;
let visitorEmail: string;

/** Verified members of the test's company at home in the chapter (attendance-fixtures.ts). */
const membersOf = (lastnames: string[]) => chapterMembers({ chapterId: chapter.id, companyId, lastnames, tag: 'cancel' });

const cancel = (who: Client, body: Record<string, unknown>, eventId = weeklyId) => who.call<CancelMeetingResult>('POST', `/event/${eventId}/cancellation`, body);
const sheetOf = async (date: string) => {
  const res = await leader.client.call<AttendanceSheet>('GET', `/event/${weeklyId}/attendance?date=${date}`);
  assert.equal(res.status, 200, res.text);
  return res.body.data;
};

before(async () => {
  admin = await signInAdmin();
  const res = await admin.call('POST', '/chapter', { ...chapterDefaults, name: MARKER, location: 'Detroit, MI', email: 'cancel.chapter@example.com', description: 'Made by the tests.', dayOfWeek: 'Monday', isActive: true });
  assert.equal(res.status, 201, res.text);
  chapter = { id: res.body.data.id, slug: res.body.data.slug };
  const [row] = await sql('SELECT time_zone FROM chapters WHERE id = $1', [chapter.id]);
  zone = row?.time_zone || process.env.APP_TIMEZONE || 'America/Detroit';
  const owner = await memberWithCompany();
  companyId = owner.company.id;
  [leader, ada, ben, cy] = await membersOf(['Leader', 'Adams', 'Baker', 'Cole']);
  assert.equal((await admin.call('PUT', `/chapter/${chapter.id}/leaders/${leader.id}`)).status, 201);
  outsider = { client: owner.client, id: owner.id, email: owner.email };
  const first = DateTime.now().setZone(zone).plus({ days: 2 }).startOf('day');
  const made = await admin.call('POST', '/event', eventFormToPayload({
    ...eventDefaults, title: `Weekly meeting ${MARKER}`, type: 'Recurring', dayOfWeek: first.toFormat('cccc'), chapterId: chapter.id, location: 'TechTown Detroit',
    timeStart: '07:00', timeEnd: '08:30', description: 'Made by the tests.',
  }));
  assert.equal(made.status, 201, made.text);
  weeklyId = made.body.data.id;
  dates = Array.from({ length: 7 }, (_, i) => first.plus({ weeks: i }).toISODate() as string);
});

after(async () => {
  setClockOffset(0);
  await sql('DELETE FROM attendances WHERE chapter_id = $1', [chapter.id]);
  await sql('DELETE FROM meeting_cancellations WHERE chapter_id = $1', [chapter.id]);
  await retireTestData(MARKER);
});

describe('cancelling one occurrence of a meeting', () => {
  it('is for the chapter’s leaders, with a one-line reason, on a date the meeting takes place', async () => {
    const forbidden = await cancel(ada.client, { date: dates[0], reason: REASON });
    assert.equal(forbidden.status, 403, forbidden.text);
    assert.equal((await cancel(new Client(), { date: dates[0], reason: REASON })).status, 401);
    const wrongDay = DateTime.fromISO(dates[0]).plus({ days: 1 }).toISODate();
    for (const [body, message] of [
      [{ date: dates[0] }, ATTENDANCE_MESSAGES.reasonRequired],
      [{ date: dates[0], reason: '   ' }, ATTENDANCE_MESSAGES.reasonRequired],
      [{ date: dates[0], reason: 'Snow\r\nBcc: x@example.com' }, ATTENDANCE_MESSAGES.reasonInvalid],
      [{ date: dates[0], reason: 'x'.repeat(201) }, ATTENDANCE_MESSAGES.reasonInvalid],
      [{ date: dates[0], reason: ['Snow'] }, ATTENDANCE_MESSAGES.reasonInvalid],
      [{ date: wrongDay, reason: REASON }, ATTENDANCE_MESSAGES.dateInvalid],
      [{ date: `${dates[0]}\u0000`, reason: REASON }, 'Text cannot contain the NUL character.'],
      [JSON.parse(`{"__proto__": {"reason": "x"}, "date": "${dates[0]}"}`), '"__proto__" cannot be used as a field name.'],
    ] as const) {
      const res = await cancel(leader.client, body);
      assert.equal(res.status, 400, `${JSON.stringify(body)}: ${res.text}`);
      assert.equal(res.body.message.message, message, JSON.stringify(body));
    }
    assert.equal((await cancel(leader.client, { date: dates[0], reason: REASON }, 99_999_999)).status, 404);
    const [{ n }] = await sql('SELECT COUNT(*) AS n FROM meeting_cancellations WHERE chapter_id = $1', [chapter.id]);
    assert.equal(Number(n), 0, 'nothing refused is stored');
  });

  it('tells the members and the guests expected, and counts nobody absent', async () => {
    // Before: a member said absent, another sends a substitute, a guest registered, a member of another chapter is going.
    assert.equal((await ada.client.call('PUT', `/event/${weeklyId}/attendance/mine`, { date: dates[0], status: 'Absent' })).status, 200);
    substituteEmail = uniqueEmail('cancel-sub');
    const sub = await ben.client.call('PUT', `/event/${weeklyId}/attendance/mine`, { date: dates[0], status: 'Substitute', substituteName: 'Sam Stand-in', substituteEmail });
    assert.equal(sub.status, 200, sub.text);
    visitorEmail = uniqueEmail('cancel-guest');
    const guest = await new Client().call('POST', `/chapter/${chapter.slug}/visitor`, {
      firstname: 'Grace', lastname: 'Hopper', email: visitorEmail, phoneNumber: '(313) 555-0142', phoneExt: '', company: 'Cobol Works', industry: 'Software', heardFrom: 'Search engine', [HONEYPOT_FIELD]: '',
    });
    assert.equal(guest.status, 201, guest.text);
    assert.equal(guest.body.data.meeting.date, dates[0]);
    const going = await outsider.client.call('PUT', `/event/${weeklyId}/rsvp`, { date: dates[0], status: 'Going' });
    assert.equal(going.status, 200, going.text);

    // Read (and cached) before: the cancellation clears the public answers.
    assert.equal((await api(`/event/${weeklyId}`)).body.data.occurrences[0].cancelled, null);
    assert.equal((await api(`/chapter/${chapter.slug}/visitor`)).body.data.date, dates[0]);

    const res = await cancel(leader.client, { date: dates[0], reason: `  ${REASON} ` });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.message.title, 'Meeting cancelled');
    assert.equal(res.body.data.members, 4);
    assert.equal(res.body.data.guests, 3);
    assert.deepEqual([res.body.data.meeting.date, res.body.data.meeting.cancellation?.reason, res.body.data.meeting.cancellation?.cancelledBy], [dates[0], REASON, 'Mem Leader']);
    const again = await cancel(leader.client, { date: dates[0], reason: REASON });
    assert.equal(again.status, 409);
    assert.equal(again.body.message.message, ATTENDANCE_MESSAGES.alreadyCancelled);

    const sheet = await sheetOf(dates[0]);
    assert.equal(sheet.cancellation?.reason, REASON);
    assert.equal(sheet.counts.Absent, 0);
    assert.equal(sheet.counts.Substitute, 0);
    assert.equal(sheet.counts.Unmarked, 0);
    assert.equal(sheet.members.find((m) => m.userId === ada.id)?.status, null, 'what was said ahead is gone with the meeting');
    const mine = await ada.client.call<MyAttendance[]>('GET', '/attendance/mine');
    assert.equal(mine.body.data.filter((m) => m.eventId === weeklyId).length, 0);

    const notice = await waitForMailWhere(ada.email, (m) => (m.subject ?? '').startsWith(`Cancelled: Weekly meeting ${MARKER} on `));
    assert.match(notice.text ?? '', new RegExp(`Mem Leader cancelled ${MARKER}’s Weekly meeting`));
    assert.match(notice.text ?? '', new RegExp(`Reason: ${REASON}`));
    assert.match(notice.text ?? '', /The next meeting is /);
    const memberIcs = notice.attachments.find((a) => a.filename === 'meeting.ics')?.content.toString('utf8') ?? '';
    assert.match(memberIcs, /STATUS:CANCELLED/);
    assert.match(memberIcs, new RegExp(`UID:event-${weeklyId}-${dates[0]}@`));
    // The notification-centre entry is written with the batch's outcome, just after its emails went.
    const inboxHasIt = async () =>
      (await ada.client.call<{ items: { kind: string; title: string; body: string | null }[] }>('GET', '/account/inbox')).body.data.items.some((i) => i.kind === 'meetingCancelled' && i.body === REASON);
    await waitUntil(inboxHasIt, "the cancellation in Ada's notification centre");
    for (const email of [visitorEmail, substituteEmail, outsider.email]) {
      const mail = await waitForMailWhere(email, (m) => (m.subject ?? '').startsWith('Cancelled: Weekly meeting'));
      assert.match(mail.text ?? '', new RegExp(`Reason: ${REASON}`));
      assert.match(mail.attachments.find((a) => a.filename === 'meeting.ics')?.content.toString('utf8') ?? '', /STATUS:CANCELLED/);
    }
  });

  it('takes no more marks, check-ins, say-aheads or RSVPs for it', async () => {
    const refused = ATTENDANCE_MESSAGES.cancelledMeeting(REASON);
    const mark = await leader.client.call('PUT', `/event/${weeklyId}/attendance`, {
      date: dates[0], marks: [{ userId: cy.id, status: 'Absent', key: `cancelled-${run}`, markedAt: new Date().toISOString() }],
    });
    assert.equal(mark.status, 409, mark.text);
    assert.equal(mark.body.message.message, refused);
    const ahead = await cy.client.call('PUT', `/event/${weeklyId}/attendance/mine`, { date: dates[0], status: 'Absent' });
    assert.equal(ahead.status, 409);
    assert.equal(ahead.body.message.message, refused);
    const online = await cy.client.call('POST', '/check-in/online', { eventId: weeklyId, date: dates[0] });
    assert.equal(online.status, 409);
    assert.equal(online.body.message.message, refused);
    const rsvp = await cy.client.call('PUT', `/event/${weeklyId}/rsvp`, { date: dates[0], status: 'Going' });
    assert.equal(rsvp.status, 409);
    assert.equal(rsvp.body.message.message, RSVP_MESSAGES.cancelled(REASON));
    const [{ n }] = await sql('SELECT COUNT(*) AS n FROM attendances WHERE event_id = $1 AND occurrence_date = $2', [weeklyId, dates[0]]);
    assert.equal(Number(n), 0);
  });

  it('is skipped or flagged by every list, and shown cancelled by the calendars', async () => {
    const meetings = (await leader.client.call<ChapterMeetings>('GET', `/chapter/${chapter.id}/meetings`)).body.data;
    const listed = meetings.upcoming.find((o) => o.date === dates[0]);
    assert.equal(listed?.cancellation?.reason, REASON);
    assert.equal(meetings.upcoming.find((o) => o.date === dates[1])?.cancellation, null);
    const next = (await cy.client.call<MyNextMeeting>('GET', '/attendance/next')).body.data;
    assert.equal(next.meeting?.date, dates[1], 'the member’s next meeting is the one that takes place');
    assert.deepEqual(next.cancelled.map((o) => [o.date, o.cancellation?.reason]), [[dates[0], REASON]]);
    const home = await leader.client.call<{ meeting: { date: string } | null }>('GET', `/chapter/${chapter.id}/home`);
    assert.equal(home.body.data.meeting?.date, dates[1]);

    const visitorMeeting = await api(`/chapter/${chapter.slug}/visitor`);
    assert.equal(visitorMeeting.body.data.date, dates[1], 'a guest registers for the next meeting that takes place');
    const page = (await api(`/event/${weeklyId}`)).body.data as PublicEvent;
    assert.deepEqual(page.occurrences.slice(0, 2).map((o) => [o.date, o.cancelled]), [[dates[0], REASON], [dates[1], null]]);
    const rsvps = (await cy.client.call<EventRsvps>('GET', `/event/${weeklyId}/rsvp`)).body.data;
    assert.equal(rsvps.occurrences.find((o) => o.date === dates[0])?.cancelled, REASON);

    const text = async (path: string) => (await fetch(`${API}/api${path}`)).text();
    const ics = await text(`/event/${weeklyId}/calendar.ics`);
    assert.match(ics, /RRULE:FREQ=WEEKLY/);
    const override = ics.split('BEGIN:VEVENT').find((v) => v.includes('RECURRENCE-ID'));
    assert.ok(override, ics);
    assert.match(override, new RegExp(`RECURRENCE-ID;TZID=${zone}:${dates[0].replaceAll('-', '')}T070000`));
    assert.match(override, /STATUS:CANCELLED/);
    assert.match(override, new RegExp(`UID:event-${weeklyId}@`));
    assert.match(await text(`/chapter/${chapter.slug}/calendar.ics`), /STATUS:CANCELLED/);
  });

  it('is refused once members have checked in, and once the meeting is over', async () => {
    const start = quarterHourAfter(60 * MINUTE, zone);
    const made = await admin.call('POST', '/event', eventFormToPayload({
      ...eventDefaults, title: `Online social ${MARKER}`, type: 'Once', date: start.toISODate(), chapterId: chapter.id, format: 'Online',
      timeStart: start.toFormat('HH:mm'), timeEnd: endTimeOnItsDay(start, 1), description: 'Made by the tests.',
    }));
    assert.equal(made.status, 201, made.text);
    const social = { id: made.body.data.id as number, date: start.toISODate() as string };
    setClockOffset(start.toMillis() - 5 * MINUTE - Date.now());
    assert.equal((await cy.client.call('POST', '/check-in/online', { eventId: social.id, date: social.date })).status, 200);
    const checkedIn = await cancel(leader.client, { date: social.date, reason: REASON }, social.id);
    assert.equal(checkedIn.status, 409);
    assert.equal(checkedIn.body.message.message, ATTENDANCE_MESSAGES.cancelCheckedIn);
    setClockOffset(start.plus({ hours: 1, minutes: 5 }).toMillis() - Date.now());
    const over = await cancel(leader.client, { date: social.date, reason: REASON }, social.id);
    assert.equal(over.status, 400);
    assert.equal(over.body.message.message, ATTENDANCE_MESSAGES.cancelEnded);
    setClockOffset(0);
  });

  it(`takes ${CANCELLATIONS_PER_HOUR} cancellations an hour per leader, one of two at once, and stores nothing past that`, async () => {
    const pair = await Promise.all([cancel(leader.client, { date: dates[1], reason: 'Snow' }), cancel(leader.client, { date: dates[1], reason: 'Ice' })]);
    assert.deepEqual(pair.map((r) => r.status).sort(), [200, 409], pair.map((r) => r.text.slice(0, 120)).join('\n'));
    const [{ n: stored }] = await sql('SELECT COUNT(*) AS n FROM meeting_cancellations WHERE event_id = $1 AND occurrence_date = $2', [weeklyId, dates[1]]);
    assert.equal(Number(stored), 1);
    for (const date of dates.slice(2, CANCELLATIONS_PER_HOUR)) assert.equal((await cancel(leader.client, { date, reason: 'Venue closed' })).status, 200);
    const past = await cancel(leader.client, { date: dates[CANCELLATIONS_PER_HOUR], reason: 'Venue closed' });
    assert.equal(past.status, 429, past.text);
    const [{ n }] = await sql('SELECT COUNT(*) AS n FROM meeting_cancellations WHERE event_id = $1', [weeklyId]);
    assert.equal(Number(n), CANCELLATIONS_PER_HOUR);
  });
});
