import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DateTime } from 'luxon';
import { EVENT_NOT_FOUND, chapterDefaults, eventDefaults, eventFormToPayload } from '@gro/config';
import { API, Client, retireTestData, signInAdmin } from './helpers';

const run = `${process.pid}${Date.now().toString(36)}`;
after(() => retireTestData(run));

const ZONE = 'America/Detroit';
const HOSTILE = `Quotes "and" <script>alert(1)</script> </script><b>& $& ${run}`;
const page = (path: string) => fetch(`${API}${path}`, { headers: { Accept: 'text/html' } });
/** The structured data of a page's head, parsed. */
function structuredData(html: string): any {
  const m = /<script type="application\/ld\+json" id="structured-data" data-path="[^"]*">([\s\S]*?)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]) : null;
}
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe('event pages', () => {
  let admin: Client;
  let chapter: { id: number; slug: string };
  let meeting: { id: number };
  let special: { id: number };
  let past: { id: number };
  let hostile: { id: number };
  const future = DateTime.now().setZone(ZONE).plus({ days: 40 }).toISODate() as string;

  const createEvent = async (values: Partial<typeof eventDefaults>) => {
    const res = await admin.call('POST', '/event', eventFormToPayload({ ...eventDefaults, ...values }));
    assert.equal(res.status, 201, res.text);
    return res.body.data as { id: number };
  };

  before(async () => {
    admin = await signInAdmin();
    const res = await admin.call('POST', '/chapter', {
      ...chapterDefaults,
      name: `Ypsilanti "Riverside" ${run}`,
      description: 'Breakfast & referrals by the river.',
      location: 'Riverside Hall',
      email: 'ypsi@gro.example.org',
      dayOfWeek: 'Wednesday',
      latitude: 42.2411,
      longitude: -83.613,
      isActive: true,
    });
    assert.equal(res.status, 201, res.text);
    chapter = res.body.data;
    const place = { location: 'Riverside Hall', address: '123 River St', city: 'Ypsilanti', state: 'MI', postalCode: '48197', country: 'US', latitude: 42.2411, longitude: -83.613 };
    meeting = await createEvent({ title: `Weekly meeting ${run}`, type: 'Recurring', dayOfWeek: 'Wednesday', chapterId: chapter.id, timeStart: '07:30', timeEnd: '09:00', description: 'Open networking.', ...place });
    special = await createEvent({ title: `Summer social ${run}`, type: 'Once', date: future, chapterId: chapter.id, timeStart: '18:00', timeEnd: '20:00', ...place });
    past = await createEvent({ title: `Old social ${run}`, type: 'Once', date: '2020-03-04', chapterId: chapter.id });
    hostile = await createEvent({ title: HOSTILE.slice(0, 160), type: 'Once', date: future, description: '"><img src=x onerror=alert(1)> </script>', ...place });
  });

  it('GET /api/event/{id} answers a recurring meeting with its chapter, time zone and next 6 dates in that zone', async () => {
    const res = await new Client().call('GET', `/event/${meeting.id}`);
    assert.equal(res.status, 200, res.text);
    const event = res.body.data;
    assert.equal(event.title, `Weekly meeting ${run}`);
    assert.equal(event.description, 'Open networking.');
    assert.equal(event.address, '123 River St');
    assert.equal(event.latitude, 42.2411);
    assert.deepEqual(event.chapter, { id: chapter.id, uuid: event.chapter.uuid, name: `Ypsilanti "Riverside" ${run}`, slug: chapter.slug });
    assert.equal(event.timeZone, ZONE);
    assert.equal(event.occurrences.length, 6);
    let previous = Date.now();
    for (const occurrence of event.occurrences) {
      const start = DateTime.fromISO(occurrence.start, { setZone: true });
      const end = DateTime.fromISO(occurrence.end, { setZone: true });
      assert.match(occurrence.start, /^\d{4}-\d{2}-\d{2}T07:30:00-0[45]:00$/, 'local time with the offset');
      assert.match(occurrence.end, /T09:00:00-0[45]:00$/);
      assert.equal(start.setZone(ZONE).weekdayLong, 'Wednesday');
      assert.equal(start.setZone(ZONE).toISODate(), occurrence.date);
      assert.equal(end.diff(start, 'minutes').minutes, 90);
      assert.ok(start.toMillis() > previous, 'upcoming, the soonest first');
      previous = start.toMillis();
    }
  });

  it('a one-time event has its one date; one that has taken place has none and still answers', async () => {
    const once = (await new Client().call('GET', `/event/${special.id}`)).body.data;
    assert.deepEqual(once.occurrences.map((o: { date: string }) => o.date), [future]);
    assert.match(once.occurrences[0].start, new RegExp(`^${future}T18:00:00-0[45]:00$`));
    const old = await new Client().call('GET', `/event/${past.id}`);
    assert.equal(old.status, 200);
    assert.deepEqual(old.body.data.occurrences, []);
    assert.equal(old.body.data.date, '2020-03-04');
  });

  it('is a cached public answer: ETag, 304, and a write shows at once', async () => {
    const first = await fetch(`${API}/api/event/${special.id}`);
    const etag = first.headers.get('etag');
    assert.ok(etag);
    assert.match(first.headers.get('cache-control') ?? '', /public/);
    assert.equal((await fetch(`${API}/api/event/${special.id}`, { headers: { 'If-None-Match': etag } })).status, 304);
    const update = await admin.call('PUT', `/event/${special.id}`, eventFormToPayload({ ...eventDefaults, title: `Summer social renamed ${run}`, type: 'Once', date: future, chapterId: chapter.id }));
    assert.equal(update.status, 200, update.text);
    assert.equal((await new Client().call('GET', `/event/${special.id}`)).body.data.title, `Summer social renamed ${run}`);
  });

  it('404 with the envelope for an unknown id and for every id that cannot be one, never a 500', async () => {
    const ids = ['999999999', '0', '-1', '1.5', '1e3', 'abc', '99999999999999999999', '%00', '__proto__', 'constructor', `${meeting.id}%20`, '0x10', 'x'.repeat(5000), encodeURIComponent('1 OR 1=1')];
    for (const id of ids) {
      const res = await new Client().call('GET', `/event/${id}`);
      assert.ok(res.status === 404 || res.status === 414 || res.status === 400, `${id.slice(0, 20)} → ${res.status}`);
      if (res.status === 404) {
        assert.equal(res.body.ok, false);
        assert.deepEqual(res.body.message, EVENT_NOT_FOUND, id.slice(0, 20));
      }
    }
  });

  it('answers a burst of parallel reads alike', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => new Client().call('GET', `/event/${i % 2 ? meeting.id : 999999999}`)));
    answers.forEach((res, i) => assert.equal(res.status, i % 2 ? 200 : 404));
  });

  it('/events/{id} carries its canonical URL, Open Graph and Twitter card with the map, and schema.org Event data', async () => {
    const res = await page(`/events/${meeting.id}`);
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.match(html, /<div id="root"><\/div>/);
    assert.match(html, new RegExp(`<title>Weekly meeting ${run} \\| GRO</title>`));
    assert.match(html, new RegExp(`<link rel="canonical" href="http://gro.test/events/${meeting.id}" />`));
    assert.equal(meta(html, 'og:url'), `http://gro.test/events/${meeting.id}`);
    assert.equal(meta(html, 'og:title'), `Weekly meeting ${run}`);
    assert.equal(meta(html, 'og:description'), 'Open networking.');
    assert.equal(meta(html, 'og:site_name'), 'GRO');
    assert.equal(meta(html, 'og:type'), 'website');
    assert.equal(meta(html, 'twitter:card'), 'summary_large_image');
    const image = meta(html, 'og:image') ?? '';
    assert.match(image, /^http:\/\/gro\.test\/api\/map\/preview\?lat=42\.2411&amp;lng=-83\.613&amp;/);
    assert.equal(meta(html, 'twitter:image'), image);
    for (const key of ['og:title', 'og:description', 'og:url', 'twitter:card']) assert.equal(html.split(`"${key}"`).length - 1, 1, `one ${key}`);
    assert.equal(html.match(/<title>/g)?.length, 1);
    assert.equal(html.match(/name="description"/g)?.length, 1);

    const data = structuredData(html);
    assert.equal(data['@context'], 'https://schema.org');
    assert.equal(data['@type'], 'Event');
    assert.equal(data.name, `Weekly meeting ${run}`);
    const api = (await new Client().call('GET', `/event/${meeting.id}`)).body.data;
    assert.equal(data.startDate, api.occurrences[0].start);
    assert.equal(data.endDate, api.occurrences[0].end);
    assert.equal(data.eventAttendanceMode, 'https://schema.org/OfflineEventAttendanceMode');
    assert.equal(data.eventStatus, 'https://schema.org/EventScheduled');
    assert.deepEqual(data.location, {
      '@type': 'Place',
      name: 'Riverside Hall',
      address: { '@type': 'PostalAddress', streetAddress: '123 River St', addressLocality: 'Ypsilanti', addressRegion: 'MI', postalCode: '48197', addressCountry: 'US' },
      geo: { '@type': 'GeoCoordinates', latitude: 42.2411, longitude: -83.613 },
    });
    assert.deepEqual(data.organizer, { '@type': 'Organization', name: 'GRO', url: 'http://gro.test/' });
    assert.equal(data.url, `http://gro.test/events/${meeting.id}`);
    assert.equal(data.image[0], image.replace(/&amp;/g, '&'));
  });

  it('escapes an event title and description in the tags and the structured data', async () => {
    const html = await (await page(`/events/${hostile.id}`)).text();
    assert.ok(!html.includes('<script>alert'), 'the title is escaped');
    assert.ok(!html.includes('<img src=x'), 'the description is escaped');
    assert.equal(html.match(/<\/head>/g)?.length, 1, 'one head end');
    // index.html's module script (the test build has one) and the structured data: nothing else closes a script.
    const scripts = html.match(/<script\b/g)?.length ?? 0;
    assert.equal(html.match(/<\/script>/g)?.length, scripts, 'no text closed a script early');
    assert.match(meta(html, 'og:title') ?? '', /^Quotes &quot;and&quot; &lt;script&gt;alert\(1\)&lt;\/script&gt; &lt;\/script&gt;&lt;b&gt;&amp; \$&amp; /);
    const data = structuredData(html);
    assert.equal(data.name, HOSTILE.slice(0, 160), 'the JSON reads back as the title');
    assert.equal(data.description, '"><img src=x onerror=alert(1)> </script>');
  });

  it('/chapters/{slug} carries its tags and its upcoming events as schema.org Events, the soonest first', async () => {
    const res = await page(`/chapters/${chapter.slug}`);
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.match(html, new RegExp(`<link rel="canonical" href="http://gro.test/chapters/${chapter.slug}" />`));
    assert.equal(meta(html, 'og:title'), `Ypsilanti &quot;Riverside&quot; ${run}`);
    assert.equal(meta(html, 'og:description'), 'Breakfast &amp; referrals by the river.');
    assert.match(meta(html, 'og:image') ?? '', /^http:\/\/gro\.test\/api\/map\/preview\?lat=42\.2411/);
    const data = structuredData(html);
    const events = Array.isArray(data) ? data : [data];
    const names = events.map((e: { name: string }) => e.name);
    assert.ok(names.includes(`Weekly meeting ${run}`) && names.includes(`Summer social renamed ${run}`), names.join(', '));
    assert.ok(!names.includes(`Old social ${run}`), 'a past event is not upcoming');
    const starts = events.map((e: { startDate: string }) => Date.parse(e.startDate));
    assert.deepEqual(starts, [...starts].sort((a, b) => a - b));
    for (const e of events) assert.match(e.startDate, /[+-]\d{2}:\d{2}$/);
  });

  it('/ has its canonical URL; an unknown event or chapter keeps the site defaults with a 404', async () => {
    const home = await (await page('/')).text();
    assert.match(home, /<link rel="canonical" href="http:\/\/gro.test\/" \/>/);
    assert.equal(meta(home, 'og:url'), 'http://gro.test/');
    assert.equal(home.match(/property="og:title"/g)?.length, 1);
    for (const path of ['/events/999999999', '/events/abc', '/events/0', `/events/${'9'.repeat(40)}`, '/chapters/no-such-chapter']) {
      const res = await page(path);
      assert.equal(res.status, 404, path);
      const html = await res.text();
      assert.match(html, /<div id="root"><\/div>/, path);
      assert.ok(!html.includes('rel="canonical"'), path);
      assert.equal(structuredData(html), null, path);
      assert.match(html, /<title>GRO \| Grow your business/, path);
    }
  });
});
