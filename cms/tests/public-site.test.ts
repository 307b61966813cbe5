import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import sharp from 'sharp';
import { ADDRESS_SEARCH_MIN, EMAIL_INVALID, FORM_LIMITS, FORM_TEXTS, PHONE_INVALID, requiredLabel } from '@gro/config';
import { API, Client, count, setClockOffset, waitForMailWhere } from './helpers';

after(() => setClockOffset(0));
const fieldErrors = (body: any) => Object.fromEntries((body.details?.errors ?? []).map((e: any) => [e.path.join('.'), e.message]));
const person = (tag: string) => ({
  firstname: 'Dana',
  lastname: `Reyes-${tag}`,
  email: `dana.${tag}@example.com`,
  phoneNumber: '(734) 555-0150',
  phoneExt: '',
  message: 'We would love to start a chapter in Lansing. How do we begin?',
  website: '',
});

for (const [path, uid, table, sent, subject] of [
  ['/contact', 'contact', 'contact_messages', FORM_TEXTS.contactSent, /Contact form/],
  ['/chapter/application', 'application', 'chapter_applications', FORM_TEXTS.applicationSent, /Chapter application/],
] as const) {
  describe(`POST /api${path}`, () => {
    it('stores the submission for staff and emails CONTACT_EMAIL', async () => {
      const tag = `${uid}-${Date.now()}`;
      const before = await count(table);
      const res = await new Client().call('POST', path, person(tag));
      assert.equal(res.status, 201);
      assert.deepEqual(res.body.message, { title: sent.title, message: sent.message.replace('{firstname}', 'Dana') });
      assert.equal(await count(table), before + 1);
      const mail = await waitForMailWhere('staff@gro.test', (m) => Boolean(m.subject?.includes(`Reyes-${tag}`)));
      assert.match(mail.subject ?? '', subject);
      assert.match(mail.text ?? '', /start a chapter in Lansing/);
      assert.equal(mail.replyTo?.value[0].address, `dana.${tag}@example.com`);
    });

    it('answers the spec messages for bad input', async () => {
      const res = await new Client().call('POST', path, { email: 'nope', phoneNumber: 'abc', website: '' });
      assert.equal(res.status, 400);
      assert.deepEqual(fieldErrors(res.body), {
        firstname: requiredLabel('First Name'),
        lastname: requiredLabel('Last Name'),
        email: EMAIL_INVALID,
        phoneNumber: PHONE_INVALID,
        message: requiredLabel('Message'),
      });
    });

    it('refuses a filled honeypot with a 400 and stores nothing', async () => {
      const before = await count(table);
      const res = await new Client().call('POST', path, { ...person(`bot-${Date.now()}`), website: 'http://spam.example' });
      assert.equal(res.status, 400);
      assert.equal(res.body.message.message, FORM_TEXTS.rejected);
      assert.equal(await count(table), before);
    });

    it(`allows ${FORM_LIMITS.submissionsPerIpPerHour} submissions per hour per IP, then 429`, async () => {
      const client = new Client();
      for (let i = 0; i < FORM_LIMITS.submissionsPerIpPerHour; i += 1) assert.equal((await client.call('POST', path, {})).status, 400);
      const res = await client.call('POST', path, person(`limit-${Date.now()}`));
      assert.equal(res.status, 429);
      assert.match(res.body.message.message, /try again in \d+ minutes?/);
    });
  });
}

describe('GET /api/address/search', () => {
  it('is a 400 under 3 characters', async () => {
    for (const q of ['', 'de', '  d ']) {
      const res = await new Client().call('GET', `/address/search?q=${encodeURIComponent(q)}`);
      assert.equal(res.status, 400);
      assert.equal(res.body.message.message, ADDRESS_SEARCH_MIN);
    }
  });

  it('answers Mapbox-shaped places from the offline gazetteer, best match first', async () => {
    const res = await new Client().call('GET', '/address/search?q=Detroit');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('cache-control') ?? '', /max-age=300/);
    const [first] = res.body.data;
    assert.equal(first.place_name, 'Detroit, Michigan 48201, United States');
    assert.deepEqual(first.place_type, ['place']);
    assert.equal(first.geometry.coordinates.length, 2);
    const [lng, lat] = first.geometry.coordinates;
    assert.ok(Math.abs(lat - 42.33) < 0.2 && Math.abs(lng + 83.05) < 0.2);
    const ids = first.context.map((c: any) => c.id.split('.')[0]);
    assert.deepEqual(ids, ['postcode', 'region', 'country']);
    assert.ok(res.body.data.length <= 5);
  });

  it('finds ZIP codes and keeps a street line for an address', async () => {
    const zip = (await new Client().call('GET', '/address/search?q=48202')).body.data[0];
    assert.deepEqual(zip.place_type, ['postcode']);
    assert.match(zip.place_name, /^48202, Detroit, Michigan/);
    const address = (await new Client().call('GET', `/address/search?q=${encodeURIComponent('440 Burroughs St, Detroit, MI 48202')}`)).body.data[0];
    assert.deepEqual(address.place_type, ['address']);
    assert.equal(address.place_name, '440 Burroughs St, Detroit, Michigan 48202, United States');
    const ctx = Object.fromEntries(address.context.map((c: any) => [c.id.split('.')[0], c.text]));
    assert.deepEqual(ctx, { postcode: '48202', place: 'Detroit', region: 'Michigan', country: 'United States' });
  });

  it('answers an empty list when nothing matches', async () => {
    assert.deepEqual((await new Client().call('GET', '/address/search?q=qqqzzz')).body.data, []);
  });
});

describe('GET /api/map/preview', () => {
  const preview = (query: string, headers: Record<string, string> = {}) => fetch(`${API}/api/map/preview?${query}`, { headers });
  const tileLog = () => fs.readFileSync(process.env.GRO_TILE_LOG!, 'utf8').trim().split('\n');

  for (const query of ['lat=91&lng=0', 'lat=0&lng=-181', 'lat=10&lng=10&zoom=0', 'lat=10&lng=10&zoom=19', 'lat=10&lng=10&zoom=2.5', 'lat=10&lng=10&width=0', 'lat=10&lng=10&height=1281', 'lat=abc&lng=1', 'lng=1']) {
    it(`?${query} is a 400`, async () => {
      const res = await preview(query);
      assert.equal(res.status, 400);
      assert.equal((await res.json()).ok, false);
    });
  }

  it('stitches tiles around the point at twice the size for retina, with cache headers and an ETag', async () => {
    const res = await preview('lat=42.3637&lng=-83.0681&zoom=13&width=600&height=200&retina=true&useLogo=true');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/png');
    assert.match(res.headers.get('cache-control') ?? '', /max-age=86400/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 1200, 400]);
    assert.ok(tileLog().some((line) => line.startsWith('/14/')), 'retina uses the next zoom level');
    const etag = res.headers.get('etag')!;
    assert.equal((await preview('lat=42.3637&lng=-83.0681&zoom=13&width=600&height=200&retina=true&useLogo=true', { 'If-None-Match': etag })).status, 304);
    const plain = await sharp(Buffer.from(await (await preview('lat=42.3637&lng=-83.0681&zoom=13&width=300&height=100&retina=false')).arrayBuffer())).metadata();
    assert.deepEqual([plain.width, plain.height], [300, 100]);
  });

  it('draws a placeholder when tiles cannot be fetched, and tries tiles again later', async () => {
    const res = await preview('lat=42.28&lng=-83.74&zoom=1&width=400&height=200&retina=false');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('cache-control') ?? '', /max-age=300/);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    assert.deepEqual([meta.width, meta.height], [400, 200]);
    const requested = tileLog().length;
    await preview('lat=40.7&lng=-74&zoom=12&width=400&height=200&retina=false');
    assert.equal(tileLog().length, requested, 'no tile requests while tiles are known to be down');
    setClockOffset(6 * 60_000);
    try {
      const again = await preview('lat=40.7&lng=-74&zoom=12&width=400&height=200&retina=false');
      assert.match(again.headers.get('cache-control') ?? '', /max-age=86400/);
    } finally {
      setClockOffset(0);
    }
  });
});

describe('staff-edited golf scramble page', () => {
  it('GET /api/scramble answers its title, text and link', async () => {
    const res = await new Client().call('GET', '/scramble');
    assert.equal(res.status, 200);
    assert.match(res.body.data.title, /Golf Scramble/);
    assert.match(res.body.data.url, /^https:\/\//);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows the site, keeps crawlers out of the portal, admin and API, and names the sitemap', async () => {
    const text = await (await fetch(`${API}/robots.txt`)).text();
    for (const line of ['User-agent: *', 'Disallow: /portal', 'Disallow: /admin', 'Disallow: /api/', 'Sitemap: http://gro.test/sitemap.xml']) assert.ok(text.includes(line), line);
  });

  it('sitemap.xml lists the public routes and every active chapter', async () => {
    const res = await fetch(`${API}/sitemap.xml`);
    assert.match(res.headers.get('content-type') ?? '', /xml/);
    const xml = await res.text();
    for (const path of ['/', '/chapters', '/events', '/faqs', '/contact', '/chapters/start', '/legal/terms', '/chapters/detroit', '/chapters/ann-arbor']) {
      assert.ok(xml.includes(`<loc>http://gro.test${path}</loc>`), path);
    }
    assert.ok(!xml.includes('/chapters/austin'), 'inactive chapters are not listed');
    assert.ok(!xml.includes('/portal'));
  });
});
