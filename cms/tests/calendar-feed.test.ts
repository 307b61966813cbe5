import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import ical, { type VEvent } from 'node-ical';
import { DateTime } from 'luxon';
import { CALENDAR_FEED_LIMITS, CALENDAR_FEED_MESSAGES, chapterDefaults } from '@gro/config';
import { API, Client, TITLE_INJECTION, checkIcsLines, count, freshIpHeader, memberWithCompany, retireTestData, signInAdmin, sql } from './helpers';

/**
 * A member's calendar feed: the secret address made, reset and turned off from My Account
 * (GET/POST/DELETE /account/calendar-feed), and the feed GET /calendar/{token}.ics parsed with
 * node-ical as a calendar app reads it. Also: an event's RSVPs go when the event is deleted, and
 * the chapter form's default time zone is the server's.
 */

const run = `feed${process.pid}${Date.now().toString(36)}`;
const LA = 'America/Los_Angeles';
const STAFF = { email: process.env.STRAPI_ADMIN_EMAIL ?? '', password: process.env.STRAPI_ADMIN_PASSWORD ?? '' };
type Member = Awaited<ReturnType<typeof memberWithCompany>>;

let admin: Client;
let chapter: { id: number; slug: string };
let alice: Member;
let bob: Member;
const ids: Record<string, number> = {};

after(async () => {
  await sql('DELETE FROM rsvps WHERE event_id IN (SELECT id FROM events WHERE title LIKE $1)', [`%${run}%`]);
  await retireTestData(run);
});

/** 'YYYY-MM-DD' `days` from now (the events are weeks away: the zone does not move the day). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function createEvent(key: string, fields: Record<string, unknown>) {
  const res = await admin.call('POST', '/event', {
    title: `${key} ${run}`,
    type: 'Once',
    date: null,
    dayOfWeek: null,
    chapter: { connect: [{ id: chapter.id }] },
    location: 'Rooftop Room',
    timeStart: '07:00',
    timeEnd: '08:30',
    ...fields,
  });
  assert.equal(res.status, 201, res.text);
  ids[key] = res.body.data.id;
  return res.body.data.id as number;
}

const answer = async (m: Member, eventId: number, date: string, status: 'Going' | 'NotGoing') => {
  const res = await m.client.call('PUT', `/event/${eventId}/rsvp`, { date, status });
  assert.equal(res.status, 200, res.text);
  return res.body.data.occurrences.find((o: { date: string }) => o.date === date) as { status: string };
};

/** GET of a feed address as a calendar app makes it: no credentials, its own IP. */
async function fetchFeed(url: string, headers: Record<string, string> = {}) {
  const path = new URL(url).pathname;
  const res = await fetch(`${API}${path}`, { headers: { ...freshIpHeader(), ...headers } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const vevents = (text: string): VEvent[] => Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c.type === 'VEVENT');
const wall = (instant: Date) => DateTime.fromJSDate(instant).setZone(LA).toFormat('yyyy-MM-dd HH:mm');
const urlOf = (event: VEvent) => String((event.url as unknown as { val?: string })?.val ?? event.url);

async function makeFeed(m: Member) {
  const res = await m.client.call('POST', '/account/calendar-feed');
  assert.ok([200, 201].includes(res.status), res.text);
  return res.body.data.url as string;
}

let weeklyDates: string[] = [];

before(async () => {
  admin = await signInAdmin();
  const c = await admin.call('POST', '/chapter', {
    ...chapterDefaults,
    name: `Feed Chapter ${run}`,
    location: 'Venice Beach Hub',
    email: 'feed@gro.example.org',
    city: 'Los Angeles',
    state: 'CA',
    timeZone: LA,
  });
  assert.equal(c.status, 201, c.text);
  chapter = c.body.data;
  alice = await memberWithCompany();
  bob = await memberWithCompany();
  await createEvent('weekly', { type: 'Recurring', dayOfWeek: 'Tuesday' });
  await createEvent('summit', { date: inDays(30), timeStart: '18:00', timeEnd: '20:00' });
  await createEvent('capped', { date: inDays(31), capacity: 1 });
  await createEvent('skipped', { date: inDays(32) });
  await createEvent('bobs', { date: inDays(33) });
  const overview = await alice.client.call('GET', `/event/${ids.weekly}/rsvp`);
  weeklyDates = overview.body.data.occurrences.map((o: { date: string }) => o.date).slice(0, 3);
  // Alice: two weekly meetings (not the third: she said no), the summit, a waitlisted place, not the skipped one.
  await answer(alice, ids.weekly, weeklyDates[0], 'Going');
  await answer(alice, ids.weekly, weeklyDates[1], 'Going');
  await answer(alice, ids.weekly, weeklyDates[2], 'NotGoing');
  await answer(alice, ids.summit, inDays(30), 'Going');
  await answer(bob, ids.capped, inDays(31), 'Going');
  const waiting = await answer(alice, ids.capped, inDays(31), 'Going');
  assert.equal(waiting.status, 'Waitlisted');
  await answer(alice, ids.skipped, inDays(32), 'NotGoing');
  await answer(bob, ids.bobs, inDays(33), 'Going');
});

describe('calendar feed: the address (GET/POST/DELETE /account/calendar-feed)', () => {
  it('is off at first; POST makes it (201) and answers the address once; GET never shows it again', async () => {
    const first = await alice.client.call('GET', '/account/calendar-feed');
    assert.equal(first.status, 200, first.text);
    assert.deepEqual(first.body.data, { active: false, createdAt: null, url: null });
    const made = await alice.client.call('POST', '/account/calendar-feed');
    assert.equal(made.status, 201, made.text);
    assert.deepEqual(made.body.message, CALENDAR_FEED_MESSAGES.created);
    assert.match(made.body.data.url, /^http:\/\/gro\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    assert.equal(made.headers.get('cache-control'), 'private, no-store');
    const later = await alice.client.call('GET', '/account/calendar-feed');
    assert.equal(later.body.data.active, true);
    assert.equal(later.body.data.url, null);
    assert.equal(later.body.data.createdAt, made.body.data.createdAt);
    assert.ok(!later.text.includes(new URL(made.body.data.url).pathname.slice(14, 57)), 'the token is nowhere in the answer');
  });

  it('stores only the SHA-256 hash of the token', async () => {
    const url = await makeFeed(alice);
    const token = /\/calendar\/([^/]+)\.ics$/.exec(url)![1];
    const rows = await sql('SELECT token_hash FROM calendar_feeds WHERE user_id = $1', [alice.id]);
    assert.equal(rows.length, 1, 'one feed per member');
    assert.equal(rows[0].token_hash, crypto.createHash('sha256').update(token).digest('hex'));
    assert.equal(await count('calendar_feeds', `token_hash = '${token}'`), 0);
  });

  it('visitors get 401 and members without a company 403', async () => {
    assert.equal((await new Client().call('POST', '/account/calendar-feed')).status, 401);
    const newcomer = new Client();
    const signUp = await newcomer.call('POST', '/authenticate/signup', {
      firstname: 'New', lastname: 'Comer', email: `new.${process.pid}.${run}@example.com`, phoneNumber: '(313) 555-0142', password: 'Copper-kettle-72', chapterId: chapter.id,
    });
    assert.equal(signUp.status, 201, signUp.text);
    newcomer.token = signUp.body.data.token;
    assert.equal((await newcomer.call('POST', '/account/calendar-feed')).status, 403);
  });
});

describe('calendar feed: GET /calendar/{token}.ics', () => {
  it("holds exactly the member's Going occurrences (and waitlisted ones as tentative) at their times in the chapter's zone", async () => {
    const url = await makeFeed(alice);
    const res = await fetchFeed(url);
    assert.equal(res.status, 200, res.text.slice(0, 300));
    assert.equal(res.headers.get('content-type'), 'text/calendar; charset=utf-8');
    assert.match(res.text, /BEGIN:VTIMEZONE\r\nTZID:America\/Los_Angeles\r\n/);
    assert.match(res.text, new RegExp(`X-WR-CALNAME:${CALENDAR_FEED_MESSAGES.name}\\r\\n`));
    const events = vevents(res.text).filter((e) => e.summary.endsWith(run));
    const seen = events.map((e) => `${e.summary.split(' ')[0]} ${wall(e.start)}-${DateTime.fromJSDate(e.end).setZone(LA).toFormat('HH:mm')} ${e.status}`).sort();
    assert.deepEqual(seen, [
      `capped ${inDays(31)} 07:00-08:30 TENTATIVE`,
      `summit ${inDays(30)} 18:00-20:00 CONFIRMED`,
      `weekly ${weeklyDates[0]} 07:00-08:30 CONFIRMED`,
      `weekly ${weeklyDates[1]} 07:00-08:30 CONFIRMED`,
    ]);
    for (const event of events) {
      assert.equal((event.start as unknown as { tz?: string }).tz, LA);
      assert.equal(event.rrule, undefined, 'each entry is one occurrence');
      assert.equal(event.location, 'Rooftop Room');
      const key = event.summary.split(' ')[0];
      assert.match(urlOf(event), new RegExp(`/events/${ids[key]}$`));
    }
    const uids = new Set(events.map((e) => e.uid));
    assert.equal(uids.size, 4, 'one UID per occurrence');
    assert.ok(!res.text.includes(`bobs ${run}`), "another member's answers never appear");
    assert.ok(!res.text.includes(`skipped ${run}`), 'Not going is left out');
  });

  it('is private: no-store, never kept by the public caches or the fast layer', async () => {
    const url = await makeFeed(alice);
    for (let i = 0; i < 3; i++) {
      const res = await fetchFeed(url);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('cache-control'), 'private, no-store');
      assert.equal(res.headers.get('etag'), null);
      assert.equal(res.headers.get('x-fast-cache'), null, 'answered by the stack every time');
    }
  });

  it("follows the member's answers at once (nothing cached)", async () => {
    const url = await makeFeed(bob);
    const before = vevents((await fetchFeed(url)).text).filter((e) => e.summary.endsWith(run)).map((e) => e.summary);
    assert.deepEqual(before.sort(), [`bobs ${run}`, `capped ${run}`]);
    await answer(bob, ids.bobs, inDays(33), 'NotGoing');
    const afterwards = vevents((await fetchFeed(url)).text).filter((e) => e.summary.endsWith(run)).map((e) => e.summary);
    assert.deepEqual(afterwards, [`capped ${run}`]);
    await answer(bob, ids.bobs, inDays(33), 'Going');
  });

  it('an event title and place stored with line breaks start no line of their own in the feed', async () => {
    const url = await makeFeed(bob);
    // Stored before the rules refused them (written past the API, as an old row would be).
    await sql('UPDATE events SET title = $1, location = $2 WHERE id = $3', [`${TITLE_INJECTION} ${run}`, 'Roof\r\nTRIGGER:-PT1M', ids.bobs]);
    try {
      const feed = await fetchFeed(url);
      assert.equal(feed.status, 200, feed.text.slice(0, 200));
      checkIcsLines(feed.text);
      const summaries = vevents(feed.text).map((e) => e.summary);
      assert.ok(summaries.includes(`Board meeting BEGIN:VALARM TRIGGER:-PT5M ACTION:DISPLAY END:VALARM ${run}`), summaries.join(' | '));
    } finally {
      await sql('UPDATE events SET title = $1, location = $2 WHERE id = $3', [`bobs ${run}`, 'Rooftop Room', ids.bobs]);
    }
  });

  it('a reset (200) stops the old address at once; the new one works', async () => {
    const old = await makeFeed(alice);
    const reset = await alice.client.call('POST', '/account/calendar-feed');
    assert.equal(reset.status, 200, reset.text);
    assert.deepEqual(reset.body.message, CALENDAR_FEED_MESSAGES.reset);
    assert.notEqual(reset.body.data.url, old);
    const gone = await fetchFeed(old);
    assert.equal(gone.status, 404);
    assert.equal(JSON.parse(gone.text).message.title, CALENDAR_FEED_MESSAGES.notFound.title);
    assert.equal((await fetchFeed(reset.body.data.url)).status, 200);
  });

  it('turning it off (DELETE) stops the address; turning off again is answered the same', async () => {
    const url = await makeFeed(alice);
    const off = await alice.client.call('DELETE', '/account/calendar-feed');
    assert.equal(off.status, 200, off.text);
    assert.deepEqual(off.body.message, CALENDAR_FEED_MESSAGES.revoked);
    assert.equal((await fetchFeed(url)).status, 404);
    assert.deepEqual((await alice.client.call('GET', '/account/calendar-feed')).body.data, { active: false, createdAt: null, url: null });
    assert.equal((await alice.client.call('DELETE', '/account/calendar-feed')).status, 200);
    assert.equal(await count('calendar_feeds', `user_id = ${alice.id}`), 0);
  });

  it("another member's DELETE or POST never touches this member's feed", async () => {
    const url = await makeFeed(bob);
    await makeFeed(alice);
    await alice.client.call('DELETE', '/account/calendar-feed');
    assert.equal((await fetchFeed(url)).status, 200);
  });

  it('a member who is no longer Active gets 404, and the feed again once reactivated', async () => {
    const url = await makeFeed(bob);
    for (const status of ['Inactive', 'Suspended', 'Deleted']) {
      await sql('UPDATE up_users SET status = $1 WHERE id = $2', [status, bob.id]);
      assert.equal((await fetchFeed(url)).status, 404, status);
    }
    await sql("UPDATE up_users SET status = 'Active' WHERE id = $1", [bob.id]);
    assert.equal((await fetchFeed(url)).status, 200);
  });

  it('hostile tokens are a 404 (or 400), never a 500', async () => {
    const hostile = [
      'x',
      'A'.repeat(42),
      'A'.repeat(44),
      'A'.repeat(10_000),
      '%00'.repeat(15),
      `${'A'.repeat(40)}%00AB`,
      '..%2F..%2F..%2Fetc%2Fpasswd',
      '%2E%2E',
      '__proto__',
      'constructor',
      '%F0%9F%98%80'.repeat(11),
      '%E0%A4%A',
      "'%20OR%201%3D1--",
    ];
    for (const token of hostile) {
      const res = await fetch(`${API}/api/calendar/${token}.ics`, { headers: freshIpHeader() });
      assert.ok([400, 404].includes(res.status), `${token.slice(0, 30)}: ${res.status}`);
      const body = await res.text();
      assert.match(body, /"ok":false/, `${token.slice(0, 30)}: the envelope`);
    }
    for (const path of ['/api/calendar/.ics', '/api/calendar/a/b.ics', '/api/calendar/../account.ics', '/api/calendar/x.ics?token[]=1']) {
      const res = await fetch(`${API}${path}`, { headers: freshIpHeader() });
      assert.ok([400, 404].includes(res.status), `${path}: ${res.status}`);
    }
  });

  it(`is limited to ${CALENDAR_FEED_LIMITS.readsPerIp.max} reads per IP in ${CALENDAR_FEED_LIMITS.readsPerIp.windowMinutes} minutes (429)`, async () => {
    const ip = freshIpHeader();
    const unknown = `/api/calendar/${'B'.repeat(43)}.ics`;
    const statuses: number[] = [];
    for (let i = 0; i < CALENDAR_FEED_LIMITS.readsPerIp.max + 1; i++) statuses.push((await fetch(`${API}${unknown}`, { headers: ip })).status);
    assert.ok(statuses.slice(0, -1).every((s) => s === 404), 'every read counts, found or not');
    assert.equal(statuses.at(-1), 429);
    const url = await makeFeed(alice);
    assert.equal((await fetch(`${API}${new URL(url).pathname}`, { headers: ip })).status, 429, 'the limit is per IP, whatever the token');
  });

  it('concurrent resets leave one working address (the last made), never a 500', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => alice.client.call('POST', '/account/calendar-feed')));
    for (const res of answers) assert.ok([200, 201].includes(res.status), res.text);
    assert.equal(await count('calendar_feeds', `user_id = ${alice.id}`), 1);
    const working = [];
    for (const res of answers) if ((await fetchFeed(res.body.data.url)).status === 200) working.push(res.body.data.url);
    assert.equal(working.length, 1);
  });
});

/** A call to the Strapi admin's API, as its screens make it. */
async function staff(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

async function staffToken(): Promise<string> {
  assert.ok(STAFF.email && STAFF.password, 'the harness sets the staff account variables');
  const res = await fetch(`${API}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...freshIpHeader() }, body: JSON.stringify(STAFF) });
  assert.equal(res.status, 200);
  return (await res.json()).data.token;
}

describe('an event deleted by staff takes its RSVPs with it', () => {
  const EVENTS = '/content-manager/collection-types/api::event.event';
  const documentOf = async (id: number) => (await sql('SELECT document_id FROM events WHERE id = $1', [id]))[0].document_id as string;

  it('one delete: its RSVPs go, the feed no longer lists it, other events keep theirs', async () => {
    const id = await createEvent('doomed', { date: inDays(40) });
    await answer(alice, id, inDays(40), 'Going');
    await answer(bob, id, inDays(40), 'Going');
    assert.equal(await count('rsvps', `event_id = ${id}`), 2);
    const others = await count('rsvps', `event_id = ${ids.summit}`);
    const url = await makeFeed(alice);
    assert.ok((await fetchFeed(url)).text.includes(`doomed ${run}`));
    const res = await staff('DELETE', `${EVENTS}/${await documentOf(id)}`, await staffToken());
    assert.equal(res.status, 200, res.text.slice(0, 300));
    assert.equal(await count('events', `id = ${id}`), 0);
    assert.equal(await count('rsvps', `event_id = ${id}`), 0, 'no orphan RSVPs');
    assert.equal(await count('rsvps', `event_id = ${ids.summit}`), others);
    assert.ok(!(await fetchFeed(url)).text.includes(`doomed ${run}`));
  });

  it('a bulk delete: every deleted event loses its RSVPs', async () => {
    const a = await createEvent('bulkA', { date: inDays(41) });
    const b = await createEvent('bulkB', { date: inDays(42) });
    await answer(alice, a, inDays(41), 'Going');
    await answer(alice, b, inDays(42), 'NotGoing');
    const res = await staff('POST', `${EVENTS}/actions/bulkDelete`, await staffToken(), { documentIds: [await documentOf(a), await documentOf(b)] });
    assert.equal(res.status, 200, res.text.slice(0, 300));
    assert.equal(await count('rsvps', `event_id IN (${a}, ${b})`), 0);
    assert.ok((await count('rsvps', `event_id = ${ids.summit}`)) > 0);
  });
});

describe("the chapter form's default time zone (GET /chapter/defaults)", () => {
  it("is the server's APP_TIMEZONE, for admins only", async () => {
    const res = await admin.call('GET', '/chapter/defaults');
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.data, { timeZone: process.env.APP_TIMEZONE || 'America/Detroit' });
    assert.equal((await alice.client.call('GET', '/chapter/defaults')).status, 403);
    assert.equal((await new Client().call('GET', '/chapter/defaults')).status, 401);
  });
});
