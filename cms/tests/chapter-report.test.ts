import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DateTime } from 'luxon';
import { HONEYPOT_FIELD, MEETING_REPORT_CSV_HEADER, MEETING_REPORT_MESSAGES, chapterDefaults, eventDefaults, eventFormToPayload, type MeetingReport, type MonthReport, type ReportFigures } from '@gro/config';
import { API, Client, retireTestData, signInAdmin, sql, uniqueEmail } from './helpers';
import { member, passBody, utcDay, type Member } from './referral-fixtures';

/**
 * A chapter's meeting report, counted from the records when asked: a weekly meeting that took place
 * yesterday (marks of every PALMS kind, sent at once by the leader) and the next one (referrals
 * passed at once since, one closed, a guest registered), checked against a recount of the same
 * records in SQL, per meeting and per month; who may read it; bad queries.
 */

const run = `${process.pid}${Date.now().toString(36)}`;
const MARKER = `Report ${run}`;
const ZONE = 'America/Detroit';
const PASSED = 6;

let admin: Client;
let chapter: { id: number; slug: string };
let leader: Member;
let people: Member[];
let outsider: Member;
let eventId: number;
/** Yesterday's meeting, and the next one a week later (the chapter's zone). */
let held: string;
let next: string;

const report = <T>(who: Client, query: string) => who.call<T>('GET', `/chapter/${chapter.id}/report?${query}`);
const n = (value: unknown) => Number(value ?? 0);

/** The same figures, counted again straight from the tables. */
async function recount(eventId: number, date: string, period: { from: string; to: string }): Promise<Pick<ReportFigures, 'attendance' | 'visitors' | 'referrals' | 'closedBusinessCents'>> {
  const marks = await sql('SELECT status, COUNT(*) AS n FROM attendances WHERE event_id = $1 AND occurrence_date = $2 AND user_id IS NOT NULL GROUP BY status', [eventId, date]);
  const count = (status: string) => n(marks.find((m) => m.status === status)?.n);
  const [{ roster }] = await sql(
    `SELECT COUNT(*) AS roster FROM up_users u JOIN up_users_chapter_lnk c ON c.user_id = u.id JOIN up_users_company_lnk co ON co.user_id = u.id WHERE c.chapter_id = $1 AND u.status = 'Active'`,
    [chapter.id],
  );
  const marked = ['Present', 'Absent', 'Late', 'Medical', 'Substitute'].reduce((s, k) => s + count(k), 0);
  const [guests] = await sql(
    `SELECT COUNT(*) AS registered, SUM(CASE WHEN v.status = 'Joined' THEN 1 ELSE 0 END) AS joined FROM visitors v JOIN visitors_event_lnk l ON l.visitor_id = v.id WHERE l.event_id = $1 AND v.occurrence_date = $2`,
    [eventId, date],
  );
  const guestMarks = await sql('SELECT status, COUNT(*) AS n FROM attendances WHERE event_id = $1 AND occurrence_date = $2 AND visitor_id IS NOT NULL GROUP BY status', [eventId, date]);
  const from = new Date(period.from);
  const to = new Date(period.to);
  const referrals = (await sql('SELECT giver_chapter_id, receiver_chapter_id, created_at FROM referrals WHERE deleted_at IS NULL AND (giver_chapter_id = $1 OR receiver_chapter_id = $2)', [chapter.id, chapter.id]))
    .map((r) => ({ ...r, at: new Date(typeof r.created_at === 'string' && /^\d+$/.test(r.created_at) ? Number(r.created_at) : r.created_at).getTime() }))
    .filter((r) => r.at >= from.getTime() && r.at < to.getTime());
  const fromDate = DateTime.fromJSDate(from, { zone: ZONE }).toISODate()!;
  const [closed] = await sql("SELECT SUM(amount_cents) AS cents FROM referrals WHERE deleted_at IS NULL AND giver_chapter_id = $1 AND status = 'Closed' AND closed_on >= $2 AND closed_on < $3", [chapter.id, fromDate, date]);
  return {
    attendance: { Present: count('Present'), Absent: count('Absent'), Late: count('Late'), Medical: count('Medical'), Substitute: count('Substitute'), Unmarked: Math.max(0, n(roster) - marked) },
    visitors: { registered: n(guests?.registered), attended: n(guestMarks.find((m) => m.status === 'Attended')?.n), noShow: n(guestMarks.find((m) => m.status === 'NoShow')?.n), joined: n(guests?.joined) },
    referrals: { given: referrals.filter((r) => Number(r.giver_chapter_id) === chapter.id).length, received: referrals.filter((r) => Number(r.receiver_chapter_id) === chapter.id).length },
    closedBusinessCents: n(closed?.cents),
  };
}

before(async () => {
  admin = await signInAdmin();
  const made = await admin.call('POST', '/chapter', { ...chapterDefaults, name: MARKER, location: 'Detroit, MI', email: uniqueEmail('report-chapter'), description: 'Made by the tests.', dayOfWeek: 'Monday', isActive: true, timeZone: ZONE });
  assert.equal(made.status, 201, made.text);
  chapter = { id: made.body.data.id, slug: made.body.data.slug };
  [leader, ...people] = await Promise.all(['Lee', 'Ada', 'Ben', 'Cy', 'Dee'].map((name) => member(chapter.id, name)));
  outsider = await member(Number((await sql('SELECT id FROM chapters WHERE id <> $1 ORDER BY id LIMIT 1', [chapter.id]))[0].id), 'Out');
  assert.equal((await admin.call('PUT', `/chapter/${chapter.id}/leaders/${leader.id}`)).status, 201);
  const yesterday = DateTime.now().setZone(ZONE).minus({ days: 1 });
  held = yesterday.toISODate()!;
  next = yesterday.plus({ weeks: 1 }).toISODate()!;
  const event = await admin.call('POST', '/event', eventFormToPayload({
    ...eventDefaults, title: `Weekly meeting ${MARKER}`, type: 'Recurring', dayOfWeek: yesterday.toFormat('cccc'), chapterId: chapter.id, location: 'TechTown Detroit',
    timeStart: '07:00', timeEnd: '08:30', description: 'Made by the tests.',
  }));
  assert.equal(event.status, 201, event.text);
  eventId = event.body.data.id;
});

after(async () => {
  await sql('DELETE FROM attendances WHERE chapter_id = $1', [chapter.id]);
  await retireTestData(MARKER);
});

describe("a chapter's meeting report", () => {
  it('counts a burst of parallel writes as a recount of the records does, per meeting and per month', async () => {
    const [ada, ben, cy, dee] = people as [Member, Member, Member, Member];
    const marks: [Member, string][] = [[ada, 'Present'], [ben, 'Absent'], [cy, 'Late'], [dee, 'Medical'], [leader, 'Substitute']];
    const writes = await Promise.all([
      ...marks.map(([m, status], i) =>
        leader.client.call('PUT', `/event/${eventId}/attendance`, {
          date: held,
          marks: [{ userId: m.id, status, key: `report-${run}-${i}`, markedAt: new Date().toISOString(), ...(status === 'Substitute' ? { substituteName: 'Sam Stand-in', substituteEmail: 'sam@example.com' } : {}) }],
        }),
      ),
      ...Array.from({ length: PASSED }, (_, i) => people[i % people.length]!.client.call('POST', '/referral', passBody(people[(i + 1) % people.length]!.id))),
      outsider.client.call('POST', '/referral', passBody(ada.id)),
      new Client().call('POST', `/chapter/${chapter.slug}/visitor`, {
        firstname: 'Grace', lastname: 'Hopper', email: uniqueEmail('report-guest'), phoneNumber: '(313) 555-0142', phoneExt: '', company: 'Cobol Works', industry: 'Software', heardFrom: 'Search engine', [HONEYPOT_FIELD]: '',
      }),
    ]);
    for (const w of writes) assert.ok(w.status === 200 || w.status === 201, w.text);
    const [{ id: closedId, receiver_id: receiverOf }] = await sql('SELECT id, receiver_id FROM referrals WHERE giver_chapter_id = $1 ORDER BY id LIMIT 1', [chapter.id]);
    const receiver = people.find((p) => p.id === Number(receiverOf))!;
    const closed = await receiver.client.call('PUT', `/referral/${closedId}/status`, { status: 'Closed', date: utcDay(Date.now()), amount: '1250.50' });
    assert.equal(closed.status, 200, closed.text);

    const heldReport = await report<MeetingReport>(leader.client, `event=${eventId}&date=${held}`);
    assert.equal(heldReport.status, 200, heldReport.text);
    const h = heldReport.body.data.meeting;
    assert.deepEqual(h.figures.attendance, { Present: 1, Absent: 1, Late: 1, Medical: 1, Substitute: 1, Unmarked: 0 });
    const againHeld = await recount(eventId, held, { from: h.periodFrom, to: h.periodTo });
    assert.deepEqual({ attendance: h.figures.attendance, visitors: h.figures.visitors, referrals: h.figures.referrals, closedBusinessCents: h.figures.closedBusinessCents }, againHeld);

    const nextReport = await report<MeetingReport>(leader.client, `event=${eventId}&date=${next}`);
    assert.equal(nextReport.status, 200, nextReport.text);
    const x = nextReport.body.data.meeting;
    assert.equal(x.periodFrom, h.start, "the next meeting's period starts when yesterday's did");
    assert.deepEqual(x.figures.referrals, { given: PASSED, received: PASSED + 1 });
    assert.equal(x.figures.closedBusinessCents, 125_050);
    assert.equal(x.figures.visitors.registered, 1);
    assert.equal(x.figures.attendance.Unmarked, 5, 'nobody marked yet: the five members are expected');
    const againNext = await recount(eventId, next, { from: x.periodFrom, to: x.periodTo });
    assert.deepEqual({ attendance: x.figures.attendance, visitors: x.figures.visitors, referrals: x.figures.referrals, closedBusinessCents: x.figures.closedBusinessCents }, againNext);

    // The month of yesterday's meeting: its meetings, and the month's own referrals.
    const month = held.slice(0, 7);
    const monthReport = await report<MonthReport>(leader.client, `month=${month}`);
    assert.equal(monthReport.status, 200, monthReport.text);
    const m = monthReport.body.data;
    assert.ok(m.meetings.some((o) => o.date === held && o.figures.attendance.Present === 1));
    assert.equal(m.figures.attendance.Present, m.meetings.reduce((s, o) => s + o.figures.attendance.Present, 0));
    const first = DateTime.fromISO(`${month}-01`, { zone: ZONE });
    const monthRecount = await recount(eventId, held, { from: first.toISO()!, to: first.plus({ months: 1 }).toISO()! });
    assert.deepEqual(m.figures.referrals, monthRecount.referrals);

    const csv = await fetch(`${API}/api/chapter/${chapter.id}/report.csv?month=${month}`, { headers: { Authorization: `Bearer ${leader.client.token}` } });
    assert.equal(csv.status, 200);
    assert.equal(csv.headers.get('content-type'), 'text/csv; charset=utf-8');
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    assert.equal(lines[0], MEETING_REPORT_CSV_HEADER.join(','));
    assert.equal(lines.length, m.meetings.length + 2, 'a row per meeting and the month');
  });

  it("is read by the chapter's members, leaders and admins; not by another chapter's members", async () => {
    assert.equal((await report(people[0]!.client, `event=${eventId}&date=${held}`)).status, 200);
    assert.equal((await report(admin, 'month=' + held.slice(0, 7))).status, 200);
    const foreign = await report(outsider.client, `event=${eventId}&date=${held}`);
    assert.equal(foreign.status, 403);
    assert.equal(foreign.body.message.message, MEETING_REPORT_MESSAGES.reportNotYours);
    assert.equal((await report(new Client(), 'month=2026-01')).status, 401);
  });

  it('refuses a bad month, a bad meeting, both at once and another chapter’s event', async () => {
    for (const query of ['month=2026-13', 'month=2026-1', 'month=20261', 'month=2026-12&month=2026-11', `event=abc&date=${held}`, `event=${eventId}`, `event=${eventId}&date=${held}x`, `event=${eventId}&date=${DateTime.fromISO(held).plus({ days: 1 }).toISODate()}`, `event=${eventId}&date=${held}&month=2026-12`, 'month=2019-01']) {
      const res = await report(leader.client, query);
      assert.equal(res.status, 400, `${query}: ${res.text}`);
    }
    const other = (await sql("SELECT e.id FROM events e JOIN events_chapter_lnk l ON l.event_id = e.id WHERE l.chapter_id <> $1 AND e.type = 'Recurring' ORDER BY e.id LIMIT 1", [chapter.id]))[0];
    if (other) {
      const res = await report(leader.client, `event=${other.id}&date=${held}`);
      assert.equal(res.status, 400, res.text);
    }
    assert.equal((await report(leader.client, `event=99999999&date=${held}`)).status, 404);
  });
});
