import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ATTENDEE_CSV_HEADER, EVENT_CAPACITY_MAX, FIELD_LABELS, PORTAL_MESSAGES, RSVP_MESSAGES, RSVP_OCCURRENCE_COUNT, mustBeWholeBetween } from '@gro/config';
import { Client, activeChapterId, keysOf, memberWithCompany, retireTestData, setClockOffset, signInAdmin, sql, waitForMailWhere } from './helpers';
import { nextWeekday } from '../src/platform/calendar/dates';

const MARKER = `${process.pid}-rsvp`;
const DAY_MS = 24 * 60 * 60 * 1000;
type Member = Awaited<ReturnType<typeof memberWithCompany>>;

/** 'YYYY-MM-DD' of today + days (UTC; the events are weeks away, so the chapter's zone does not matter). */
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

let admin: Client;
let chapterId: number;

async function createEvent(fields: Record<string, unknown>) {
  const res = await admin.call('POST', '/event', {
    title: `RSVP ${MARKER} ${Math.random().toString(36).slice(2, 8)}`,
    type: 'Once',
    date: inDays(20),
    dayOfWeek: null,
    chapter: { connect: [{ id: chapterId }] },
    timeStart: '18:00',
    timeEnd: '20:00',
    ...fields,
  });
  assert.equal(res.status, 201, res.text);
  return res.body.data as { id: number; title: string; capacity: number | null };
}

const members: Member[] = [];
async function membersFor(n: number): Promise<Member[]> {
  // One after the other: the set-up is not what is under test, and parallel sign-ups on a busy machine only add noise.
  while (members.length < n) members.push(await memberWithCompany());
  return members.slice(0, n);
}

const rsvp = (m: Member | Client, eventId: number, date: string, status: string) =>
  ('client' in m ? m.client : m).call('PUT', `/event/${eventId}/rsvp`, { date, status });
const statuses = async (eventId: number, date: string) =>
  (await sql('SELECT user_id, status FROM rsvps WHERE event_id = $1 AND occurrence_date = $2 ORDER BY queued_at, id', [eventId, date])).map(
    (r: { user_id: number; status: string }) => [Number(r.user_id), r.status] as const,
  );

before(async () => {
  admin = await signInAdmin();
  chapterId = await activeChapterId();
});

after(async () => {
  setClockOffset(0);
  await sql('DELETE FROM rsvps WHERE event_id IN (SELECT id FROM events WHERE title LIKE $1)', [`%${MARKER}%`]);
  await retireTestData(MARKER);
});

describe('event capacity (admins, the event form)', () => {
  it('is optional, a whole number from 1 to the maximum; anything else is a 400 with the form\'s message', async () => {
    const open = await createEvent({});
    assert.equal(open.capacity, null);
    const capped = await createEvent({ capacity: 12 });
    assert.equal(capped.capacity, 12);
    const message = mustBeWholeBetween(FIELD_LABELS.capacity, 1, EVENT_CAPACITY_MAX);
    for (const capacity of [0, -1, 1.5, 'ten', EVENT_CAPACITY_MAX + 1, [3], { n: 3 }]) {
      const res = await admin.call('POST', '/event', { title: `Bad ${MARKER}`, type: 'Once', date: inDays(20), chapter: null, capacity });
      assert.equal(res.status, 400, `${JSON.stringify(capacity)}: ${res.text}`);
      assert.equal(res.body.message.message, message);
    }
  });
});

describe('GET and PUT /event/{id}/rsvp: Going / Not going per occurrence', () => {
  it('a recurring meeting offers its next occurrences on its weekday; each is answered on its own', async () => {
    const [alice] = await membersFor(1);
    const weekday = WEEKDAYS[new Date(Date.now() + 3 * DAY_MS).getUTCDay()];
    const meeting = await createEvent({ type: 'Recurring', date: null, dayOfWeek: weekday, timeStart: '07:00', timeEnd: '08:30' });
    const res = await alice.client.call('GET', `/event/${meeting.id}/rsvp`);
    assert.equal(res.status, 200, res.text);
    const dates: string[] = res.body.data.occurrences.map((o: { date: string }) => o.date);
    assert.equal(dates.length, RSVP_OCCURRENCE_COUNT);
    for (const [i, date] of dates.entries()) {
      assert.equal(WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()], weekday);
      if (i > 0) assert.equal(Date.parse(date) - Date.parse(dates[i - 1]), 7 * DAY_MS);
    }
    assert.ok(res.body.data.occurrences.every((o: { status: unknown; capacity: unknown }) => o.status === null && o.capacity === null));

    const going = await rsvp(alice, meeting.id, dates[1], 'Going');
    assert.equal(going.status, 200, going.text);
    assert.deepEqual(going.body.message, RSVP_MESSAGES.going(meeting.title, dates[1]));
    const second = going.body.data.occurrences[1];
    assert.equal(second.status, 'Going');
    assert.equal(second.going, 1);
    assert.equal(second.seatsLeft, null);
    assert.deepEqual(second.attendees.map((a: { id: number }) => a.id), [alice.id]);
    assert.equal(going.body.data.occurrences[0].status, null, 'the other dates are untouched');

    const changed = await rsvp(alice, meeting.id, dates[1], 'NotGoing');
    assert.deepEqual(changed.body.message, RSVP_MESSAGES.notGoing(meeting.title, dates[1]));
    assert.equal(changed.body.data.occurrences[1].status, 'NotGoing');
    assert.equal(changed.body.data.occurrences[1].going, 0);
    assert.deepEqual(await statuses(meeting.id, dates[1]), [[alice.id, 'NotGoing']], 'one row per member and occurrence');

    const offDay = new Date(Date.parse(dates[0]) + DAY_MS).toISOString().slice(0, 10);
    const tooFar = new Date(Date.parse(dates[RSVP_OCCURRENCE_COUNT - 1]) + 7 * DAY_MS).toISOString().slice(0, 10);
    // Past dates chosen against the meeting's weekday, so the answer does not hang on today's weekday.
    const pastOffDay = nextWeekday('2020-01-01', WEEKDAYS[(WEEKDAYS.indexOf(weekday) + 1) % 7]) as string;
    const pastOccurrence = nextWeekday('2020-01-01', weekday) as string;
    for (const date of [offDay, tooFar, pastOffDay]) {
      const refused = await rsvp(alice, meeting.id, date, 'Going');
      assert.equal(refused.status, 400, date);
      assert.equal(refused.body.message.message, RSVP_MESSAGES.dateInvalid, date);
    }
    const started = await rsvp(alice, meeting.id, pastOccurrence, 'Going');
    assert.equal(started.status, 400, pastOccurrence);
    assert.equal(started.body.message.message, RSVP_MESSAGES.started, 'a past date on its weekday is an occurrence that has started');
  });

  it('after an occurrence starts its RSVPs cannot change: 400 with a clear message', async () => {
    const [alice] = await membersFor(1);
    const event = await createEvent({ date: inDays(2) });
    const date = inDays(2);
    const answered = await rsvp(alice, event.id, date, 'Going');
    assert.equal(answered.status, 200, answered.text);
    // A minute after it starts, wherever the chapter's zone puts that start.
    setClockOffset(Date.parse(answered.body.data.occurrences[0].start) + 60_000 - Date.now());
    try {
      // Days on, the access token has expired too: a fresh sign-in.
      const later = new Client();
      assert.equal((await later.signIn(alice.email, alice.password)).status, 200);
      for (const status of ['NotGoing', 'Going']) {
        const late = await rsvp(later, event.id, date, status);
        assert.equal(late.status, 400, late.text);
        assert.equal(late.body.message.message, RSVP_MESSAGES.started);
      }
      const listed = await later.call('GET', `/event/${event.id}/rsvp`);
      assert.deepEqual(listed.body.data.occurrences, [], 'a past one-time event has nothing left to answer');
    } finally {
      setClockOffset(0);
    }
    assert.deepEqual(await statuses(event.id, date), [[alice.id, 'Going']]);
  });

  it('refuses hostile input with 4xx, never 500, and never writes for another member', async () => {
    const [alice, bob] = await membersFor(2);
    const event = await createEvent({ capacity: 5 });
    const date = inDays(20);
    const bodies: [unknown, string][] = [
      [{ date, status: 'Waitlisted' }, RSVP_MESSAGES.statusInvalid],
      [{ date, status: 'going' }, RSVP_MESSAGES.statusInvalid],
      [{ date }, RSVP_MESSAGES.statusInvalid],
      [{ status: 'Going' }, RSVP_MESSAGES.dateRequired],
      [{ date: '2026-02-30', status: 'Going' }, RSVP_MESSAGES.dateInvalid],
      [{ date: 20260101, status: 'Going' }, RSVP_MESSAGES.dateInvalid],
      [{ date: [date], status: 'Going' }, RSVP_MESSAGES.dateInvalid],
      [{ date: `${date}T00:00`, status: 'Going' }, RSVP_MESSAGES.dateInvalid],
      [{ date: 'x'.repeat(100_000), status: 'Going' }, RSVP_MESSAGES.dateInvalid],
    ];
    for (const [body, message] of bodies) {
      const res = await alice.client.call('PUT', `/event/${event.id}/rsvp`, body);
      assert.equal(res.status, 400, `${JSON.stringify(body).slice(0, 80)}: ${res.text.slice(0, 200)}`);
      assert.equal(res.body.message.message, message);
    }
    for (const body of [[{ date, status: 'Going' }], 'Going', null]) {
      const res = await alice.client.call('PUT', `/event/${event.id}/rsvp`, body);
      assert.equal(res.status, 400, `${JSON.stringify(body)}: ${res.text.slice(0, 200)}`);
    }
    const proto = await alice.client.call('PUT', `/event/${event.id}/rsvp`, JSON.parse(`{"date":"${date}","status":"Going","__proto__":{"status":"Going"}}`));
    assert.equal(proto.status, 400);
    const nul = await alice.client.call('PUT', `/event/${event.id}/rsvp`, { date: `${date}\u0000`, status: 'Going' });
    assert.equal(nul.status, 400);
    for (const id of ['0', '-1', 'abc', '99999999999', '1.5']) {
      const res = await alice.client.call('PUT', `/event/${id}/rsvp`, { date, status: 'Going' });
      assert.equal(res.status, 400, id);
      assert.equal(res.body.message.message, PORTAL_MESSAGES.badId);
    }
    const unknown = await alice.client.call('GET', '/event/2147483647/rsvp');
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message.message, RSVP_MESSAGES.eventNotFound);

    // Another member's id in the body changes nothing of theirs: an RSVP is always the caller's own.
    const spoof = await alice.client.call('PUT', `/event/${event.id}/rsvp`, { date, status: 'Going', userId: bob.id, user: bob.id });
    assert.equal(spoof.status, 200, spoof.text);
    assert.deepEqual(await statuses(event.id, date), [[alice.id, 'Going']]);

    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => rsvp(alice, event.id, date, i % 2 ? 'Going' : 'NotGoing')));
    assert.ok(burst.every((r) => r.status === 200), burst.map((r) => r.status).join());
    assert.equal((await statuses(event.id, date)).length, 1, 'a burst from one member still leaves one row');
  });

  it('who is going shows public profile fields only, and only to members', async () => {
    const [alice, bob] = await membersFor(2);
    const event = await createEvent({});
    const date = inDays(20);
    await rsvp(alice, event.id, date, 'Going');
    const seen = await bob.client.call('GET', `/event/${event.id}/rsvp`);
    const [attendee] = seen.body.data.occurrences[0].attendees;
    assert.deepEqual(Object.keys(attendee).sort(), ['avatar', 'company', 'firstname', 'fullname', 'id', 'lastname']);
    assert.equal(attendee.id, alice.id);
    assert.equal(attendee.company.name, alice.company.name);
    for (const key of ['email', 'phoneNumber', 'phoneExt', 'status', 'createdAt', 'role']) assert.ok(!keysOf(seen.body.data.occurrences[0].attendees).has(key), key);
    for (const key of ['email', 'phoneNumber']) assert.ok(!keysOf(seen.body.data).has(key), key);
    assert.equal((await new Client().call('GET', `/event/${event.id}/rsvp`)).status, 401);
  });

  it('a member hidden from the directory is counted but not named to other members', async () => {
    const [alice, bob, carol] = await membersFor(3);
    const date = inDays(21);
    const event = await createEvent({ date });
    await rsvp(alice, event.id, date, 'Going');
    await rsvp(carol, event.id, date, 'Going');
    assert.equal((await carol.client.call('PUT', '/account/directory', { directoryHidden: true })).status, 200);
    try {
      const seen = (await bob.client.call('GET', `/event/${event.id}/rsvp`)).body.data.occurrences[0];
      assert.equal(seen.going, 2, 'the hidden member still takes a seat');
      assert.deepEqual(seen.attendees.map((a: { id: number }) => a.id), [alice.id]);
      const listed = await admin.call('GET', `/event/${event.id}/attendees?date=${date}`);
      assert.deepEqual(listed.body.data.attendees.map((a: { userId: number }) => a.userId), [alice.id, carol.id], 'admins still see everyone');
    } finally {
      await carol.client.call('PUT', '/account/directory', { directoryHidden: false });
    }
  });
});

describe('GET /rsvp/mine: the member\'s own answers', () => {
  it('lists each answer for an occurrence that has not started, the soonest first, with a waitlist place; nobody else\'s', async () => {
    const [alice, bob] = await membersFor(2);
    const full = await createEvent({ capacity: 1, date: inDays(9) });
    const later = await createEvent({ date: inDays(30) });
    const soon = await createEvent({ date: inDays(3) });
    assert.equal((await rsvp(bob, full.id, inDays(9), 'Going')).status, 200);
    assert.equal((await rsvp(alice, full.id, inDays(9), 'Going')).status, 200);
    assert.equal((await rsvp(alice, later.id, inDays(30), 'Going')).status, 200);
    assert.equal((await rsvp(alice, soon.id, inDays(3), 'NotGoing')).status, 200);

    const res = await alice.client.call('GET', '/rsvp/mine');
    assert.equal(res.status, 200, res.text);
    const mine = (res.body.data as { eventId: number; title: string; date: string; status: string; waitlistPosition: number | null; chapter: { id: number } | null }[])
      .filter((a) => [full.id, later.id, soon.id].includes(a.eventId));
    assert.deepEqual(
      mine.map((a) => [a.eventId, a.date, a.status, a.waitlistPosition]),
      [[soon.id, inDays(3), 'NotGoing', null], [full.id, inDays(9), 'Waitlisted', 1], [later.id, inDays(30), 'Going', null]],
    );
    assert.equal(mine[0].title, soon.title);
    assert.equal(mine[0].chapter?.id, chapterId);
    const bobs = (await bob.client.call('GET', '/rsvp/mine')).body.data as { eventId: number; status: string }[];
    assert.deepEqual(bobs.filter((a) => [full.id, later.id, soon.id].includes(a.eventId)).map((a) => [a.eventId, a.status]), [[full.id, 'Going']]);

    // Once the soonest has started it is no longer listed.
    setClockOffset(Date.parse(inDays(4)) - Date.now());
    try {
      const again = new Client();
      assert.equal((await again.signIn(alice.email, alice.password)).status, 200);
      const after = (await again.call('GET', '/rsvp/mine')).body.data as { eventId: number }[];
      assert.deepEqual(after.map((a) => a.eventId).filter((id) => [full.id, later.id, soon.id].includes(id)), [full.id, later.id]);
    } finally {
      setClockOffset(0);
    }
    assert.equal((await new Client().call('GET', '/rsvp/mine')).status, 401, 'a visitor has no answers to read');
  });
});

describe('capacity and the waitlist', () => {
  it('20 members asking at once for 10 seats: exactly 10 Going and 10 Waitlisted, the waitlist numbered 1 to 10', async () => {
    const crowd = await membersFor(20);
    const event = await createEvent({ capacity: 10 });
    const date = inDays(20);
    const answers = await Promise.all(crowd.map((m) => rsvp(m, event.id, date, 'Going')));
    assert.ok(answers.every((r) => r.status === 200), answers.map((r) => `${r.status} ${r.text.slice(0, 120)}`).join('\n'));
    const rows = await statuses(event.id, date);
    assert.equal(rows.filter(([, s]) => s === 'Going').length, 10);
    assert.equal(rows.filter(([, s]) => s === 'Waitlisted').length, 10);
    const positions = answers.map((r) => r.body.data.occurrences[0].waitlistPosition).filter((p) => p !== null).sort((a, b) => a - b);
    assert.deepEqual(positions, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const waitlisted = answers.find((r) => r.body.data.occurrences[0].status === 'Waitlisted')!;
    assert.equal(waitlisted.body.message.title, RSVP_MESSAGES.waitlisted(event.title, date, 1).title);
    const view = (await crowd[0].client.call('GET', `/event/${event.id}/rsvp`)).body.data.occurrences[0];
    assert.equal(view.going, 10);
    assert.equal(view.waitlisted, 10);
    assert.equal(view.seatsLeft, 0);
  });

  it('a Going member who cancels frees the seat for the first waitlisted, in order, and the promoted member is emailed', async () => {
    const [a, b, c, d] = await membersFor(4);
    const event = await createEvent({ capacity: 2 });
    const date = inDays(20);
    for (const m of [a, b, c, d]) assert.equal((await rsvp(m, event.id, date, 'Going')).status, 200);
    assert.deepEqual((await statuses(event.id, date)).map(([, s]) => s), ['Going', 'Going', 'Waitlisted', 'Waitlisted']);
    const dView = (await d.client.call('GET', `/event/${event.id}/rsvp`)).body.data.occurrences[0];
    assert.equal(dView.waitlistPosition, 2);

    // Giving up a waitlist place promotes nobody.
    assert.equal((await rsvp(d, event.id, date, 'NotGoing')).status, 200);
    assert.equal((await rsvp(d, event.id, date, 'Going')).body.data.occurrences[0].waitlistPosition, 2, 'back at the end of the line');

    assert.equal((await rsvp(a, event.id, date, 'NotGoing')).status, 200);
    const after1 = new Map(await statuses(event.id, date));
    assert.equal(after1.get(c.id), 'Going', 'the first in line got the seat');
    assert.equal(after1.get(d.id), 'Waitlisted');
    const mail = await waitForMailWhere(c.email, (m) => (m.subject ?? '').includes(event.title));
    assert.equal(mail.subject, `A seat opened up: you are going to ${event.title}`);
    assert.match(mail.text ?? '', new RegExp(`/events/${event.id}`));
    assert.equal((await d.client.call('GET', `/event/${event.id}/rsvp`)).body.data.occurrences[0].waitlistPosition, 1);

    assert.equal((await rsvp(b, event.id, date, 'NotGoing')).status, 200);
    assert.equal(new Map(await statuses(event.id, date)).get(d.id), 'Going');
    await waitForMailWhere(d.email, (m) => (m.subject ?? '').includes(event.title));
  });

  it('an admin raising the capacity lets the waitlist in, in order', async () => {
    const [a, b, c] = await membersFor(3);
    const event = await createEvent({ capacity: 1 });
    const date = inDays(20);
    for (const m of [a, b, c]) await rsvp(m, event.id, date, 'Going');
    const full = await admin.call('GET', `/event?page=1&pageSize=100&q=${encodeURIComponent(event.title)}`);
    const form = full.body.data.items[0];
    const res = await admin.call('PUT', `/event/${event.id}`, { ...form, chapter: { connect: [{ id: chapterId }] }, capacity: 2 });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(await statuses(event.id, date), [[a.id, 'Going'], [b.id, 'Going'], [c.id, 'Waitlisted']]);
  });
});

describe('GET /event/{id}/attendees and attendees.csv (admins)', () => {
  it('lists everyone\'s answer with contact fields; the CSV is formula-safe', async () => {
    const [a, b, c] = await membersFor(3);
    const event = await createEvent({ capacity: 1 });
    const date = inDays(20);
    await rsvp(a, event.id, date, 'Going');
    await rsvp(b, event.id, date, 'Going');
    await rsvp(c, event.id, date, 'NotGoing');
    await sql('UPDATE up_users SET firstname = $1 WHERE id = $2', ['=HYPERLINK("http://evil")', a.id]);
    try {
      const res = await admin.call('GET', `/event/${event.id}/attendees?date=${date}`);
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(
        res.body.data.attendees.map((x: { userId: number; status: string; waitlistPosition: number | null }) => [x.userId, x.status, x.waitlistPosition]),
        [[a.id, 'Going', null], [b.id, 'Waitlisted', 1], [c.id, 'NotGoing', null]],
      );
      assert.equal(res.body.data.attendees[1].email, b.email);
      assert.equal((await admin.call('GET', `/event/${event.id}/attendees`)).body.data.date, date, 'the next occurrence by default');

      const csv = await fetch(`${admin.base}/api/event/${event.id}/attendees.csv?date=${date}`, { headers: admin.headers() });
      assert.equal(csv.status, 200);
      assert.match(csv.headers.get('content-type') ?? '', /text\/csv/);
      const text = await csv.text();
      const lines = text.replace(/^\uFEFF/, '').split('\r\n');
      assert.equal(lines[0], ATTENDEE_CSV_HEADER.join(','));
      assert.ok(lines[1].startsWith(`"'=HYPERLINK(""http://evil"")"`), lines[1]);
      assert.ok(text.includes(b.email));

      for (const q of ['2026-13-01', 'tomorrow', '2020-01-01T00:00', inDays(21)]) {
        const bad = await admin.call('GET', `/event/${event.id}/attendees?date=${encodeURIComponent(q)}`);
        assert.equal(bad.status, 400, q);
      }
      const arr = await admin.call('GET', `/event/${event.id}/attendees?date=${date}&date=${date}`);
      assert.equal(arr.status, 400);
      assert.equal((await a.client.call('GET', `/event/${event.id}/attendees`)).status, 403);
    } finally {
      await sql('UPDATE up_users SET firstname = $1 WHERE id = $2', ['Test', a.id]);
    }
  });
});
