import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { DateTime } from 'luxon';
import { ATTENDANCE_MESSAGES, CHAPTER_LEADER_MESSAGES, CHECK_IN_CODE_SECONDS, chapterDefaults, eventDefaults, eventFormToPayload, type AttendanceSheet } from '@gro/config';
import { chapterMembers } from './attendance-fixtures';
import { Client, api, endTimeOnItsDay, memberWithCompany, quarterHourAfter, retireTestData, setClockOffset, signInAdmin, sql, uniqueEmail } from './helpers';

/**
 * Attendance at a chapter's meetings: the sheet a leader keeps (marks stored once per key, a later
 * mark winning), the door's check-in code (this minute's and the last's, on the server's test clock)
 * and the members' check-in (Present, Late past the threshold), 200 at once. A chapter of the test's
 * own with a meeting today, 20 to 35 minutes from now.
 */

const run = `${process.pid}${Date.now().toString(36)}`;
const MARKER = `Attendance ${run}`;
const MINUTE = 60_000;
const LATE_AFTER = 10 * MINUTE;
const BURST = 200;

type Member = { client: Client; id: number; email: string };

let admin: Client;
let chapterId: number;
let chapterSlug: string;
let zone: string;
let leader: Member;
/** Members of the chapter, by last name: Adams, Baker, Clark, Diaz. */
let adams: Member;
let baker: Member;
let clark: Member;
let diaz: Member;
/** A member of another chapter. */
let outsider: Member;
let companyId: number;
let meeting: { id: number; date: string; start: DateTime };
/** Another event of the chapter on the same day: its codes are another meeting's. */
let other: { id: number; date: string };

/** Moves the server's clock to the instant `at` (ms). */
const clockAt = (at: number) => setClockOffset(at - Date.now());

/** New verified members of the test's company at home in `chapter` (attendance-fixtures.ts). */
const membersOf = (chapter: number, lastnames: string[]) => chapterMembers({ chapterId: chapter, companyId, lastnames, tag: 'attend' });

async function makeEvent(title: string, start: DateTime): Promise<{ id: number; date: string }> {
  const local = start.setZone(zone);
  const res = await admin.call('POST', '/event', eventFormToPayload({
    ...eventDefaults, title: `${title} ${MARKER}`, type: 'Once', date: local.toISODate(), chapterId, location: 'Detroit',
    timeStart: local.toFormat('HH:mm'), timeEnd: endTimeOnItsDay(local, 2), description: 'Made by the tests.',
  }));
  assert.equal(res.status, 201, res.text);
  return { id: res.body.data.id as number, date: local.toISODate() as string };
}

const sheet = async (who: Client, eventId = meeting.id, date = meeting.date) => who.call<AttendanceSheet>('GET', `/event/${eventId}/attendance?date=${date}`);
const mark = (who: Client, marks: Record<string, unknown>[], date = meeting.date) => who.call('PUT', `/event/${meeting.id}/attendance`, { date, marks });
const key = () => crypto.randomUUID();
const codeNow = async (eventId = meeting.id, date = meeting.date) => {
  const res = await leader.client.call('GET', `/event/${eventId}/check-in-code?date=${date}`);
  assert.equal(res.status, 200, res.text);
  return res.body.data.code as string;
};
const checkIn = (who: Client, code: string, eventId = meeting.id, date = meeting.date) => who.call('POST', '/check-in', { eventId, date, code });
const rowsOf = async (person: string) => Number((await sql('SELECT COUNT(*) AS n FROM attendances WHERE event_id = $1 AND occurrence_date = $2 AND person = $3', [meeting.id, meeting.date, person]))[0].n);
const memberRow = (s: AttendanceSheet, id: number) => s.members.find((m) => m.userId === id)!;

before(async () => {
  admin = await signInAdmin();
  const res = await admin.call('POST', '/chapter', { ...chapterDefaults, name: `${MARKER}`, location: 'Detroit, MI', email: 'attendance.chapter@example.com', description: 'Made by the tests.', dayOfWeek: 'Monday', isActive: true });
  assert.equal(res.status, 201, res.text);
  chapterId = res.body.data.id;
  chapterSlug = (await api(`/chapter/${chapterId}`)).body.data.slug;
  const [row] = await sql('SELECT time_zone FROM chapters WHERE id = $1', [chapterId]);
  zone = row?.time_zone || process.env.APP_TIMEZONE || 'America/Detroit';

  const owner = await memberWithCompany();
  companyId = owner.company.id;
  [leader, adams, baker, clark, diaz] = await membersOf(chapterId, ['Leader', 'Adams', 'Baker', 'Clark', 'Diaz']);
  assert.equal((await admin.call('PUT', `/chapter/${chapterId}/leaders/${leader.id}`)).status, 201);
  const o = await memberWithCompany();
  outsider = { client: o.client, id: o.id, email: o.email };

  const start = quarterHourAfter(0, zone);
  meeting = { ...(await makeEvent('Weekly meeting', start)), start };
  // The next day: another meeting's codes, and the test's meeting stays the chapter's next.
  other = await makeEvent('Another meeting', start.plus({ days: 1 }));
});

after(async () => {
  setClockOffset(0);
  await sql('DELETE FROM attendances WHERE chapter_id = $1', [chapterId]);
  await retireTestData(MARKER);
});

describe('the attendance sheet', () => {
  it("lists the chapter's members by last name, unmarked, with the meeting's times", async () => {
    const res = await sheet(leader.client);
    assert.equal(res.status, 200, res.text);
    const s = res.body.data;
    assert.deepEqual(s.members.map((m) => m.lastname), ['Adams', 'Baker', 'Clark', 'Diaz', 'Leader']);
    assert.ok(s.members.every((m) => m.status === null));
    assert.equal(s.counts.Unmarked, 5);
    assert.equal(s.chapter.id, chapterId);
    assert.equal(s.start, meeting.start.toUTC().toISO({ suppressMilliseconds: false }));
    assert.equal(s.lateAfterMinutes, LATE_AFTER / MINUTE);
  });

  it('stores each mark once per key, and a later mark wins whoever sends it last', async () => {
    const t0 = Date.now() - 60_000;
    const first = [
      { userId: adams.id, status: 'Present', key: key(), markedAt: new Date(t0).toISOString() },
      { userId: baker.id, status: 'Medical', key: key(), markedAt: new Date(t0).toISOString() },
    ];
    const res = await mark(leader.client, first);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.applied, 2);
    // The same marks again (a page that did not hear the answer): nothing changes.
    const again = await mark(leader.client, first);
    assert.equal(again.body.data.applied, 0);
    assert.equal(again.body.data.unchanged, 2);
    // Sent twenty times at once with one key: one row.
    const same = { userId: clark.id, status: 'Absent', key: key(), markedAt: new Date(t0).toISOString() };
    const burst = await Promise.all(Array.from({ length: 20 }, () => mark(leader.client, [same])));
    assert.ok(burst.every((r) => r.status === 200), burst.map((r) => r.status).join());
    assert.equal(await rowsOf(`u:${clark.id}`), 1);

    // An admin marks Adams Late later; the leader's mark made earlier offline arrives after it and loses.
    assert.equal((await mark(admin, [{ userId: adams.id, status: 'Late', key: key(), markedAt: new Date(t0 + 5_000).toISOString() }])).body.data.applied, 1);
    const stale = await mark(leader.client, [{ userId: adams.id, status: 'Absent', key: key(), markedAt: new Date(t0 + 1_000).toISOString() }]);
    assert.equal(stale.body.data.unchanged, 1);
    const s = stale.body.data.sheet as AttendanceSheet;
    assert.equal(memberRow(s, adams.id).status, 'Late');
    assert.match(memberRow(s, adams.id).markedBy ?? '', /\S/);
    assert.equal(memberRow(s, baker.id).status, 'Medical');
    assert.equal(await rowsOf(`u:${adams.id}`), 1);
    // A mark dated in the future counts as made now: it cannot hold the sheet against later marks.
    await mark(leader.client, [{ userId: diaz.id, status: 'Absent', key: key(), markedAt: '2099-01-01T00:00:00.000Z' }]);
    assert.equal((await mark(leader.client, [{ userId: diaz.id, status: 'Present', key: key(), markedAt: new Date().toISOString() }])).body.data.applied, 1);
  });

  it("takes a substitute's name and email, and refuses a mark without them", async () => {
    const bad = await mark(leader.client, [{ userId: diaz.id, status: 'Substitute', key: key(), markedAt: new Date().toISOString() }]);
    assert.equal(bad.status, 400);
    const injected = await mark(leader.client, [{ userId: diaz.id, status: 'Substitute', substituteName: 'Sam\r\nBcc: x@example.com', substituteEmail: 'sam@example.com', key: key(), markedAt: new Date().toISOString() }]);
    assert.equal(injected.status, 400);
    assert.equal(injected.body.message.message, ATTENDANCE_MESSAGES.substituteNameInvalid);
    const res = await mark(leader.client, [{ userId: diaz.id, status: 'Substitute', substituteName: 'Sam Stand-in', substituteEmail: 'Sam@Example.com', key: key(), markedAt: new Date().toISOString() }]);
    assert.equal(res.status, 200, res.text);
    const row = memberRow(res.body.data.sheet, diaz.id);
    assert.deepEqual([row.status, row.substituteName, row.substituteEmail], ['Substitute', 'Sam Stand-in', 'sam@example.com']);
  });

  it('marks registered visitors attended or no-show, which moves them in the visitors table', async () => {
    const email = uniqueEmail('guest');
    const reg = await new Client().call('POST', `/chapter/${chapterSlug}/visitor`, { firstname: 'Gail', lastname: 'Guest', email, phoneNumber: '(313) 555-0181', heardFrom: 'Other' });
    assert.equal(reg.status, 201, reg.text);
    assert.equal(reg.body.data.meeting.eventId, meeting.id, 'the chapter\'s next meeting is the test\'s');
    const s = (await sheet(leader.client)).body.data;
    const guest = s.visitors.find((v) => v.lastname === 'Guest')!;
    assert.equal(guest.status, null);
    const attended = await mark(leader.client, [{ visitorId: guest.visitorId, status: 'Attended', key: key(), markedAt: new Date().toISOString() }]);
    assert.equal(attended.status, 200, attended.text);
    assert.equal((await sql('SELECT status FROM visitors WHERE id = $1', [guest.visitorId]))[0].status, 'Attended');
    await mark(leader.client, [{ visitorId: guest.visitorId, status: 'NoShow', key: key(), markedAt: new Date(Date.now() + 1).toISOString() }]);
    assert.equal((await sql('SELECT status FROM visitors WHERE id = $1', [guest.visitorId]))[0].status, 'Registered');
    // A member's status for a visitor, or a visitor's for a member, is refused.
    assert.equal((await mark(leader.client, [{ visitorId: guest.visitorId, status: 'Present', key: key(), markedAt: new Date().toISOString() }])).status, 400);
    assert.equal((await mark(leader.client, [{ userId: adams.id, status: 'Attended', key: key(), markedAt: new Date().toISOString() }])).status, 400);
  });

  it("refuses a person not on the sheet, a date the event is not on, and bad input, storing nothing", async () => {
    const before = Number((await sql('SELECT COUNT(*) AS n FROM attendances WHERE event_id = $1', [meeting.id]))[0].n);
    const outside = await mark(leader.client, [{ userId: adams.id, status: 'Present', key: key(), markedAt: new Date().toISOString() }, { userId: outsider.id, status: 'Present', key: key(), markedAt: new Date().toISOString() }]);
    assert.equal(outside.status, 400);
    assert.equal(outside.body.message.message, ATTENDANCE_MESSAGES.notInChapter);
    const wrongDate = DateTime.fromISO(meeting.date).plus({ days: 1 }).toISODate();
    assert.equal((await mark(leader.client, [{ userId: adams.id, status: 'Present', key: key(), markedAt: new Date().toISOString() }], wrongDate!)).status, 400);
    for (const body of [
      { date: meeting.date, marks: [] },
      { date: meeting.date, marks: Array.from({ length: 201 }, () => ({ userId: adams.id, status: 'Present', key: key(), markedAt: new Date().toISOString() })) },
      { date: meeting.date, marks: [{ userId: adams.id, visitorId: 1, status: 'Present', key: key(), markedAt: new Date().toISOString() }] },
      { date: meeting.date, marks: [{ userId: adams.id, status: 'Present', key: 'short', markedAt: new Date().toISOString() }] },
      { date: meeting.date, marks: [{ userId: adams.id, status: 'Present', key: key(), markedAt: 'yesterday' }] },
      { date: meeting.date, marks: [{ userId: String(adams.id), status: 'Present', key: key(), markedAt: new Date().toISOString() }] },
      { date: [meeting.date], marks: [{ userId: adams.id, status: 'Present', key: key(), markedAt: new Date().toISOString() }] },
      { date: meeting.date, marks: { 0: { userId: adams.id } } },
    ]) {
      const res = await leader.client.call('PUT', `/event/${meeting.id}/attendance`, body);
      assert.equal(res.status, 400, `${JSON.stringify(body).slice(0, 120)}: ${res.text}`);
    }
    assert.equal(Number((await sql('SELECT COUNT(*) AS n FROM attendances WHERE event_id = $1', [meeting.id]))[0].n), before);
  });

  it("is the chapter's leaders' and admins': members are refused (the authorization matrix calls it as another chapter's leader)", async () => {
    assert.equal((await sheet(admin)).status, 200);
    for (const who of [adams.client, outsider.client]) {
      assert.equal((await sheet(who)).status, 403);
      assert.equal((await mark(who, [{ userId: adams.id, status: 'Present', key: key(), markedAt: new Date().toISOString() }])).status, 403);
      assert.equal((await who.call('GET', `/event/${meeting.id}/check-in-code?date=${meeting.date}`)).status, 403);
    }
    assert.equal((await sheet(adams.client)).body.message.message, CHAPTER_LEADER_MESSAGES.leadersOnly);
  });
});

describe('check-in at the door', () => {
  const start = () => meeting.start.toMillis();

  it("takes this minute's code and the last one's, and refuses an older, a foreign or a forged code", async () => {
    // A period's fifth second, ten minutes before the start: check-in is open.
    const period = Math.floor((start() - 10 * MINUTE) / (CHECK_IN_CODE_SECONDS * 1000));
    clockAt(period * CHECK_IN_CODE_SECONDS * 1000 + 5_000);
    const code = await codeNow();
    const foreign = await codeNow(other.id, other.date);
    clockAt((period + 1) * CHECK_IN_CODE_SECONDS * 1000 + 5_000);
    assert.notEqual(await codeNow(), code, 'the code changes every period');
    const forged = crypto.randomBytes(16).toString('base64url').slice(0, 22);
    for (const [bad, what] of [[foreign, 'another meeting\'s code'], [forged, 'a forged code']]) {
      const res = await checkIn(adams.client, bad);
      assert.equal(res.status, 400, what);
      assert.equal(res.body.message.message, ATTENDANCE_MESSAGES.codeExpired, what);
    }
    assert.equal((await checkIn(adams.client, 'not-a-code')).status, 400);
    clockAt((period + 2) * CHECK_IN_CODE_SECONDS * 1000 + 5_000);
    const old = await checkIn(adams.client, code);
    assert.equal(old.status, 400, 'two periods on, the code has expired');
    assert.equal(old.body.message.message, ATTENDANCE_MESSAGES.codeExpired);
    clockAt((period + 1) * CHECK_IN_CODE_SECONDS * 1000 + 5_000);
    const res = await checkIn(adams.client, code);
    assert.equal(res.status, 200, `the previous period's code is taken: ${res.text}`);
    assert.equal(res.body.data.status, 'Present');
    // Checked in over the leader's earlier mark (a later mark); a second scan changes nothing.
    const twice = await checkIn(adams.client, code);
    assert.equal(twice.body.data.already, true);
    assert.equal(twice.body.data.status, 'Present');
    assert.equal(await rowsOf(`u:${adams.id}`), 1);
  });

  it('marks Present up to the late threshold and Late after it; closed before it opens; members of the chapter only', async () => {
    clockAt(start() + LATE_AFTER - 5_000);
    const onTime = await checkIn(baker.client, await codeNow());
    assert.equal(onTime.status, 200, onTime.text);
    assert.equal(onTime.body.data.status, 'Present');
    clockAt(start() + LATE_AFTER + 1_000);
    const late = await checkIn(clark.client, await codeNow());
    assert.equal(late.body.data.status, 'Late');

    const foreign = await checkIn(outsider.client, await codeNow());
    assert.equal(foreign.status, 403);
    assert.equal(foreign.body.message.message, ATTENDANCE_MESSAGES.notYourChapter);
    clockAt(start() - 40 * MINUTE);
    const early = await checkIn(diaz.client, await codeNow());
    assert.equal(early.status, 400);
    assert.match(early.body.message.message, /^Check-in for this meeting is open from /);
  });

  it('checks a registered guest in by email with the door\'s code; an unknown email is a 404, and an address is limited', async () => {
    clockAt(start() + MINUTE);
    const code = await codeNow();
    const guest = new Client();
    const checkInGuest = (body: Record<string, unknown>, who = guest) => who.call('POST', '/check-in/visitor', { eventId: meeting.id, date: meeting.date, code, ...body });
    const [row] = await sql("SELECT id, email FROM visitors WHERE lastname = 'Guest' AND firstname = 'Gail' AND occurrence_date = $1 ORDER BY id DESC", [meeting.date]);
    const res = await checkInGuest({ email: String(row.email).toUpperCase() });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual([res.body.data.firstname, res.body.data.already], ['Gail', false]);
    assert.equal((await sql('SELECT status FROM visitors WHERE id = $1', [row.id]))[0].status, 'Attended');
    assert.equal((await checkInGuest({ email: row.email })).body.data.already, true);
    assert.equal(await rowsOf(`v:${row.id}`), 1);

    const unknown = await checkInGuest({ email: uniqueEmail('nobody') });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message.message, ATTENDANCE_MESSAGES.visitorNotFound);
    assert.equal((await checkInGuest({ email: row.email, code: 'B'.repeat(22) })).status, 400);
    for (const email of ['not-an-email', 'a@b.co\r\nBcc: x@example.com', ['x@example.com'], null]) assert.equal((await checkInGuest({ email })).status, 400, JSON.stringify(email));

    // Every try from one address counts, found or not: 30 an hour.
    const venue = new Client();
    const answers: number[] = [];
    for (let i = 0; i < 31; i += 1) answers.push((await checkInGuest({ email: uniqueEmail('try') }, venue)).status);
    assert.deepEqual([answers.slice(0, 30).every((s) => s === 404), answers[30]], [true, 429]);
    assert.equal((await checkInGuest({ email: row.email }, new Client())).status, 200, 'another address is not held back');
  });

  it(`stores ${BURST} check-ins at once, none lost or doubled`, async () => {
    const many = await membersOf(chapterId, Array.from({ length: BURST }, (_, i) => `Crowd${String(i).padStart(3, '0')}`));
    clockAt(start() + MINUTE);
    const code = await codeNow();
    const answers = await Promise.all(many.map((m) => checkIn(m.client, code)));
    assert.deepEqual([...new Set(answers.map((a) => a.status))], [200], answers.find((a) => a.status !== 200)?.text);
    const [{ n, people }] = await sql(
      `SELECT COUNT(*) AS n, COUNT(DISTINCT person) AS people FROM attendances WHERE event_id = $1 AND occurrence_date = $2 AND user_id IN (${many.map((m) => m.id).join(',')})`,
      [meeting.id, meeting.date],
    );
    assert.deepEqual([Number(n), Number(people)], [BURST, BURST]);
    const s = (await sheet(leader.client)).body.data;
    assert.equal(s.members.length, 5 + BURST);
    assert.equal(s.members.filter((m) => m.source === 'CheckIn').length, 3 + BURST);
  });

  it("lists the chapter's meetings for its leaders: the one under way, the next and the last", async () => {
    const meetings = async () => {
      const res = await leader.client.call('GET', `/chapter/${chapterId}/meetings`);
      assert.equal(res.status, 200, res.text);
      return res.body.data as { current: { eventId: number; date: string } | null; upcoming: { eventId: number }[]; recent: { eventId: number }[] };
    };
    clockAt(start() - 10 * MINUTE);
    const during = await meetings();
    assert.deepEqual([during.current?.eventId, during.current?.date], [meeting.id, meeting.date]);
    assert.equal(during.upcoming[0]?.eventId, other.id);
    clockAt(start() - 40 * MINUTE);
    const before = await meetings();
    assert.equal(before.current, null);
    assert.equal(before.upcoming[0]?.eventId, meeting.id);
    const { end } = (await sheet(leader.client)).body.data;
    clockAt(Date.parse(end) + MINUTE);
    const ended = await meetings();
    assert.equal(ended.recent[0]?.eventId, meeting.id);
    assert.equal(ended.upcoming[0]?.eventId, other.id);
    assert.equal((await adams.client.call('GET', `/chapter/${chapterId}/meetings`)).status, 403);
  });

  it("gives a member their own record, and nobody else's", async () => {
    setClockOffset(0);
    const mine = await adams.client.call('GET', '/attendance/mine');
    assert.equal(mine.status, 200, mine.text);
    assert.deepEqual(mine.body.data.filter((r: { eventId: number }) => r.eventId === meeting.id).map((r: { status: string }) => r.status), ['Present']);
    assert.equal((await new Client().call('GET', '/attendance/mine')).status, 401);
  });
});
