import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ical, { type VEvent } from 'node-ical';
import { DateTime } from 'luxon';
import { CALENDAR_TEXTS, CHAPTER_NOT_FOUND, EVENT_NOT_FOUND, FIELD_LABELS, TIME_ZONE_INVALID, chapterDefaults, eventDefaults, eventFormToPayload, mustBeOneLine } from '@gro/config';
import { API, TITLE_INJECTION, api, checkIcsLines, retireTestData, signInAdmin, sql, type Client } from './helpers';

/**
 * Calendars: the chapter time zone, GET /event/{id}/calendar.ics and the chapter feed
 * GET /chapter/{slug}/calendar.ics, parsed with node-ical as a calendar app would read them.
 */

const run = `cal${process.pid}${Date.now().toString(36)}`;
after(() => retireTestData(run));

const LA = 'America/Los_Angeles';
const DEFAULT_ZONE = process.env.APP_TIMEZONE || 'America/Detroit';

const chapterBody = (name: string, extra: Record<string, unknown> = {}) => ({
  ...chapterDefaults,
  name,
  location: 'Venice Beach Hub',
  email: 'chapter@gro.example.org',
  address: '100 Ocean Front Walk',
  city: 'Los Angeles',
  state: 'CA',
  postalCode: '90291',
  dayOfWeek: 'Thursday',
  timeStart: '18:00',
  timeEnd: '19:30',
  ...extra,
});

const eventBody = (title: string, chapterId: number | null, extra: Record<string, unknown>) =>
  eventFormToPayload({ ...eventDefaults, title, chapterId, location: 'Rooftop Room', address: '5 Main St', city: 'Springfield', state: 'CA', ...extra } as typeof eventDefaults);

/** A raw GET (no envelope parsing): status, headers and text. */
async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${API}/api${path}`, { headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

function vevents(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c.type === 'VEVENT');
}

/** A year ahead enough that its dated events stay upcoming whenever the tests run. */
const YEAR = new Date().getUTCFullYear() + 4;
/** An .ics with its folded lines joined (RFC 5545 3.1). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
/** The wall-clock time of an instant in a zone: '07:00'. */
const wallTime = (instant: Date, zone: string) => DateTime.fromJSDate(instant).setZone(zone).toFormat('HH:mm');
const tzOf = (date: unknown) => (date as { tz?: string }).tz;

describe('calendars: chapter time zone, event files and chapter feeds', () => {
  let admin: Client;
  let west: { id: number; uuid: string; slug: string };
  let home: { id: number; slug: string };
  const ids: Record<string, number> = {};

  before(async () => {
    admin = await signInAdmin();
    const w = await admin.call('POST', '/chapter', chapterBody(`West Coast ${run}`, { timeZone: LA }));
    assert.equal(w.status, 201, w.text);
    west = w.body.data;
    const h = await admin.call('POST', '/chapter', chapterBody(`Home Zone ${run}`, { city: 'Detroit', state: 'MI' }));
    assert.equal(h.status, 201, h.text);
    home = h.body.data;
    const make = async (key: string, title: string, chapterId: number | null, extra: Record<string, unknown>) => {
      const res = await admin.call('POST', '/event', eventBody(title, chapterId, extra));
      assert.equal(res.status, 201, res.text);
      ids[key] = res.body.data.id;
    };
    await make('weekly', `Weekly meeting ${run}`, west.id, { type: 'Recurring', dayOfWeek: 'Tuesday', timeStart: '07:00', timeEnd: '08:30' });
    await make('winter', `Winter social ${run}`, west.id, { type: 'Once', date: `${YEAR}-01-15`, timeStart: '07:00', timeEnd: '08:30' });
    await make('summer', `Summer social ${run}`, west.id, { type: 'Once', date: `${YEAR}-07-16`, timeStart: '07:00', timeEnd: '08:30' });
    await make('homeSummer', `Home summer ${run}`, home.id, { type: 'Once', date: `${YEAR}-07-16`, timeStart: '07:00', timeEnd: '08:30' });
    await make('past', `Past social ${run}`, west.id, { type: 'Once', date: '2020-01-07', timeStart: '07:00', timeEnd: '08:30' });
    await make('everyone', `Open day ${run}`, null, { type: 'Once', date: `${YEAR}-03-05`, timeStart: '12:00', timeEnd: '13:00' });
  });

  it('a chapter keeps its IANA time zone, the public read returns it, and none means the organisation default', async () => {
    assert.equal((await api(`/chapter/slug/${west.slug}`)).body.data.timeZone, LA);
    assert.equal((await api(`/chapter/slug/${home.slug}`)).body.data.timeZone, null);
    const spelled = await admin.call('PUT', `/chapter/${west.uuid}`, chapterBody(`West Coast ${run}`, { slug: west.slug, timeZone: 'america/los_angeles' }));
    assert.equal(spelled.status, 200, spelled.text);
    assert.equal(spelled.body.data.timeZone, LA, 'stored as the zone is spelled');
  });

  it('400 with a clear message for a time zone that does not exist, and for hostile values', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', 'America/Nowhere', 'a'.repeat(5000), '../../etc/passwd', '__proto__', 12, ['UTC'], { $ne: null }]) {
      const res = await admin.call('POST', '/chapter', chapterBody(`Bad Zone ${run} ${Math.random()}`, { timeZone }));
      assert.equal(res.status, 400, `${JSON.stringify(timeZone).slice(0, 40)}: ${res.text.slice(0, 200)}`);
      assert.equal(res.body.details?.errors?.[0]?.path?.[0], 'timeZone', res.text.slice(0, 300));
    }
    const res = await admin.call('POST', '/chapter', chapterBody(`Bad Zone ${run}`, { timeZone: 'Mars/Olympus_Mons' }));
    assert.equal(res.body.message.message, TIME_ZONE_INVALID);
    const nul = await admin.call('POST', '/chapter', chapterBody(`Bad Zone ${run} nul`, { timeZone: 'America/Detroit\u0000' }));
    assert.equal(nul.status, 400, 'NUL is refused before validation');
    assert.deepEqual(await sql('SELECT id FROM chapters WHERE name LIKE $1', [`Bad Zone ${run}%`]), []);
  });

  it("an event's file: text/calendar, a download named after it, PRODID, UID, summary, place and link", async () => {
    const res = await get(`/event/${ids.summer}/calendar.ics`);
    assert.equal(res.status, 200, res.text.slice(0, 300));
    assert.equal(res.headers.get('content-type'), 'text/calendar; charset=utf-8');
    assert.equal(res.headers.get('content-disposition'), `attachment; filename="summer-social-${run}.ics"`);
    assert.match(res.text, /^BEGIN:VCALENDAR\r\n/);
    assert.match(res.text, /\r\nPRODID:-\/\/GRO\/\/Chapter calendar\/\/EN\r\n/);
    assert.match(res.text, /BEGIN:VTIMEZONE\r\nTZID:America\/Los_Angeles\r\n/);
    const [event] = vevents(res.text);
    assert.equal(event.summary, `Summer social ${run}`);
    assert.equal(event.location, 'Rooftop Room, 5 Main St, Springfield, CA');
    assert.match(event.uid, new RegExp(`^event-${ids.summer}@`));
    assert.match(String((event.url as unknown as { val: string }).val ?? event.url), new RegExp(`/events/${ids.summer}$`));
    assert.equal(event.rrule, undefined, 'a one-time event does not repeat');
  });

  it('a title or a place with a line break is a 400 on create and update; values stored with line breaks never start a line of their own in the event file or the chapter feed', async () => {
    const once = { type: 'Once', date: '2030-09-10', timeStart: '07:00', timeEnd: '08:30' };
    for (const [field, fields] of [['title', { title: TITLE_INJECTION }], ['location', { location: 'Room 1\r\nBEGIN:VALARM' }]] as const) {
      const created = await admin.call('POST', '/event', eventBody(`Dirty ${run}`, west.id, { ...once, ...fields }));
      assert.equal(created.status, 400, created.text);
      assert.equal(created.body.message.message, mustBeOneLine(FIELD_LABELS[field]));
      const updated = await admin.call('PUT', `/event/${ids.summer}`, eventBody(`Summer social ${run}`, west.id, { type: 'Once', date: '2030-07-16', timeStart: '07:00', timeEnd: '08:30', ...fields }));
      assert.equal(updated.status, 400, updated.text);
      assert.equal(updated.body.message.message, mustBeOneLine(FIELD_LABELS[field]));
    }
    const chapterName = `Line Zone ${run}`;
    const c = await admin.call('POST', '/chapter', chapterBody(chapterName));
    assert.equal(c.status, 201, c.text);
    const e = await admin.call('POST', '/event', eventBody(`Line social ${run}`, c.body.data.id, once));
    assert.equal(e.status, 201, e.text);
    // Stored before the rules refused them (written here past the API, as an old row would be).
    await sql('UPDATE chapters SET name = $1, location = $2 WHERE id = $3', [`${chapterName}\r\nX-WR-CALNAME:Urgent pay`, 'Hub\nBEGIN:VALARM', c.body.data.id]);
    await sql('UPDATE events SET title = $1, location = $2, city = $3, description = $4 WHERE id = $5', [
      `${TITLE_INJECTION} ${run}`, 'Rooftop\r\nTRIGGER:-PT1M', 'Springfield\u2028ACTION:AUDIO', 'Line one\r\nEND:VEVENT\u0007; a, b\\', e.body.data.id,
    ]);

    const file = await get(`/event/${e.body.data.id}/calendar.ics`);
    assert.equal(file.status, 200, file.text.slice(0, 300));
    checkIcsLines(file.text, 1);
    assert.match(unfold(file.text), /\r\nNAME:Board meeting BEGIN:VALARM TRIGGER:-PT5M ACTION:DISPLAY END:VALARM/, 'the name is one line');
    const [event] = vevents(file.text);
    assert.equal(event.summary, `Board meeting BEGIN:VALARM TRIGGER:-PT5M ACTION:DISPLAY END:VALARM ${run}`);
    assert.equal(event.description, 'Line one\nEND:VEVENT; a, b\\', 'a description keeps its lines, escaped');
    assert.match(event.location as string, /^Rooftop TRIGGER:-PT1M, 5 Main St, Springfield ACTION:AUDIO/);

    const feed = await get(`/chapter/${c.body.data.slug}/calendar.ics`);
    assert.equal(feed.status, 200, feed.text.slice(0, 300));
    checkIcsLines(feed.text);
    assert.ok(vevents(feed.text).some((v) => v.summary === event.summary), 'the feed lists the event');
    assert.match(unfold(feed.text), new RegExp(`\\r\\nX-WR-CALNAME:Line Zone ${run} X-WR-CALNAME:Urgent pay events\\r\\n`));
  });

  it("a one-time event's times are in its chapter's zone, daylight saving time included", async () => {
    const file = async (key: string) => vevents((await get(`/event/${ids[key]}/calendar.ics`)).text)[0];
    const summer = await file('summer');
    assert.equal(tzOf(summer.start), LA);
    assert.equal(summer.start.toISOString(), `${YEAR}-07-16T14:00:00.000Z`, '07:00 PDT (UTC-7)');
    assert.equal(summer.end.toISOString(), `${YEAR}-07-16T15:30:00.000Z`);
    const winter = await file('winter');
    assert.equal(winter.start.toISOString(), `${YEAR}-01-15T15:00:00.000Z`, '07:00 PST (UTC-8)');
    const home = await file('homeSummer');
    assert.equal(tzOf(home.start), DEFAULT_ZONE, 'a chapter without a zone meets in the organisation default');
    assert.equal(wallTime(home.start, DEFAULT_ZONE), '07:00');
    assert.notEqual(home.start.getTime(), summer.start.getTime(), 'the same 07:00 is another instant in another zone');
  });

  it('a recurring meeting starts at its next occurrence and repeats weekly on its day, at 07:00 local across DST', async () => {
    const res = await get(`/event/${ids.weekly}/calendar.ics`);
    assert.match(res.text, /\r\nRRULE:FREQ=WEEKLY;BYDAY=TU\r\n/);
    assert.match(res.text, /\r\nDTSTART;TZID=America\/Los_Angeles:\d{8}T070000\r\n/);
    const [event] = vevents(res.text);
    assert.equal(tzOf(event.start), LA);
    const start = DateTime.fromJSDate(event.start).setZone(LA);
    assert.equal(start.weekdayLong, 'Tuesday');
    assert.equal(start.toFormat('HH:mm'), '07:00');
    assert.ok(event.start.getTime() > Date.now() && event.start.getTime() - Date.now() <= 7 * 86_400_000, 'the next occurrence');
    assert.equal((event.end.getTime() - event.start.getTime()) / 60_000, 90);
    assert.ok(event.rrule, 'an RRULE');
    const year = event.rrule.between(event.start, new Date(event.start.getTime() + 366 * 86_400_000), true);
    assert.ok(year.length >= 52);
    for (const when of year) assert.equal(wallTime(when, LA), '07:00', when.toISOString());
    assert.ok(new Set(year.map((when) => when.getUTCHours())).size === 2, 'the UTC hour moves with daylight saving time');
  });

  it("the chapter feed: its own weekly meeting, its recurring and upcoming events and the events of no chapter, not others' or past ones", async () => {
    const res = await get(`/chapter/${west.slug}/calendar.ics`);
    assert.equal(res.status, 200, res.text.slice(0, 300));
    assert.equal(res.headers.get('content-type'), 'text/calendar; charset=utf-8');
    assert.equal(res.headers.get('content-disposition'), `attachment; filename="${west.slug}.ics"`);
    assert.match(res.text, new RegExp(`\\r\\nX-WR-CALNAME:${CALENDAR_TEXTS.chapterFeed(`West Coast ${run}`)}\\r\\n`));
    const events = vevents(res.text);
    const titles = events.map((e) => e.summary);
    for (const title of [CALENDAR_TEXTS.chapterMeeting(`West Coast ${run}`), `Weekly meeting ${run}`, `Winter social ${run}`, `Summer social ${run}`, `Open day ${run}`]) {
      assert.ok(titles.includes(title), `${title} in ${titles.join(' | ')}`);
    }
    assert.ok(!titles.includes(`Past social ${run}`), 'no past one-time event');
    assert.ok(!titles.includes(`Home summer ${run}`), "no other chapter's event");
    const meeting = events.find((e) => e.summary === CALENDAR_TEXTS.chapterMeeting(`West Coast ${run}`))!;
    assert.match(meeting.uid, new RegExp(`^chapter-${west.id}-meeting@`));
    assert.equal(tzOf(meeting.start), LA);
    assert.equal(DateTime.fromJSDate(meeting.start).setZone(LA).toFormat('cccc HH:mm'), 'Thursday 18:00');
    assert.match(res.text, /\r\nRRULE:FREQ=WEEKLY;BYDAY=TH\r\n/);
    const open = events.find((e) => e.summary === `Open day ${run}`)!;
    assert.equal(tzOf(open.start), DEFAULT_ZONE, 'an event of no chapter keeps the organisation zone');
    assert.equal(wallTime(open.start, DEFAULT_ZONE), '12:00');
    assert.equal(new Set(events.map((e) => e.uid)).size, events.length, 'one UID per entry');
  });

  it("the chapter's own meeting is not listed twice when one of its recurring events is that meeting", async () => {
    const before = vevents((await get(`/chapter/${home.slug}/calendar.ics`)).text).map((e) => e.summary);
    assert.ok(before.includes(CALENDAR_TEXTS.chapterMeeting(`Home Zone ${run}`)));
    const res = await admin.call('POST', '/event', eventBody(`Home weekly ${run}`, home.id, { type: 'Recurring', dayOfWeek: 'Thursday', timeStart: '18:00', timeEnd: '19:30' }));
    assert.equal(res.status, 201, res.text);
    const events = vevents((await get(`/chapter/${home.slug}/calendar.ics`)).text);
    const thursdays = events.filter((e) => DateTime.fromJSDate(e.start).setZone(DEFAULT_ZONE).toFormat('cccc HH:mm') === 'Thursday 18:00');
    assert.deepEqual(thursdays.map((e) => e.summary), [`Home weekly ${run}`]);
  });

  it('the feed follows a write at once (the cache is cleared), and answers 304 to a matching If-None-Match', async () => {
    const first = await get(`/chapter/${west.slug}/calendar.ics`);
    const etag = first.headers.get('etag')!;
    assert.ok(etag);
    assert.match(first.headers.get('cache-control') ?? '', /public, max-age=\d+/);
    assert.equal((await get(`/chapter/${west.slug}/calendar.ics`, { 'If-None-Match': etag })).status, 304);
    const res = await admin.call('PUT', `/event/${ids.summer}`, eventBody(`Summer social ${run} moved`, west.id, { type: 'Once', date: `${YEAR}-07-17`, timeStart: '07:00', timeEnd: '08:30' }));
    assert.equal(res.status, 200, res.text);
    const after = await get(`/chapter/${west.slug}/calendar.ics`);
    assert.notEqual(after.headers.get('etag'), etag);
    assert.ok(vevents(after.text).some((e) => e.summary === `Summer social ${run} moved`));
    assert.ok(vevents((await get(`/event/${ids.summer}/calendar.ics`)).text).some((e) => e.summary === `Summer social ${run} moved`));
  });

  it('404 envelope for an unknown or inactive chapter and an unknown event', async () => {
    const inactive = await admin.call('POST', '/chapter', chapterBody(`Sleeping ${run}`, { isActive: false }));
    assert.equal(inactive.status, 201, inactive.text);
    for (const path of [`/chapter/${inactive.body.data.slug}/calendar.ics`, `/chapter/no-such-chapter-${run}/calendar.ics`]) {
      const res = await api(path);
      assert.equal(res.status, 404, path);
      assert.deepEqual(res.body.message, { title: CHAPTER_NOT_FOUND.title, message: CHAPTER_NOT_FOUND.message });
    }
    const [{ max }] = await sql('SELECT MAX(id) AS max FROM events');
    const res = await api(`/event/${Number(max) + 1000}/calendar.ics`);
    assert.equal(res.status, 404);
    assert.deepEqual(res.body.message, { title: EVENT_NOT_FOUND.title, message: EVENT_NOT_FOUND.message });
  });

  it('hostile ids and slugs are 404 (never 500), and the answers stay small', async () => {
    const paths = [
      '/event/1e3/calendar.ics', '/event/0/calendar.ics', '/event/-1/calendar.ics', '/event/01/calendar.ics', '/event/1.5/calendar.ics',
      '/event/99999999999999999999/calendar.ics', '/event/2147483648/calendar.ics', '/event/%00/calendar.ics', '/event/1%00/calendar.ics',
      `/event/${'9'.repeat(5000)}/calendar.ics`, '/event/__proto__/calendar.ics', '/event/constructor/calendar.ics',
      '/chapter/%00/calendar.ics', `/chapter/${'a'.repeat(5000)}/calendar.ics`, '/chapter/__proto__/calendar.ics', '/chapter/..%2f..%2fetc/calendar.ics',
      "/chapter/x'%20OR%201=1--/calendar.ics",
    ];
    for (const path of paths) {
      const res = await get(path);
      assert.ok([400, 404, 414].includes(res.status), `${path.slice(0, 60)}: ${res.status} ${res.text.slice(0, 200)}`);
      assert.ok(res.text.length < 2000);
    }
  });

  it('a burst of parallel downloads is answered from the cache', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => get(`/chapter/${west.slug}/calendar.ics`)));
    assert.ok(answers.every((a) => a.status === 200));
    assert.equal(new Set(answers.map((a) => a.text)).size, 1);
  });
});
