import net from 'node:net';
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { chapterDefaults } from '@gro/config';
import { API, Client, SEEDED_MEMBER_PASSWORD, retireTestData, signInAdmin, waitUntil } from './helpers';
import { fastCacheGeneration, fastCacheSize, keepFast, negotiate, serveFast } from '../src/platform/cache/fast-public';
import { onPublicContentWrite, publicContentChanged } from '../src/platform/cache/public-cache';
import { connectCacheBus, startPublicCacheBus, stopPublicCacheBus } from '../src/platform/cache/public-cache-bus';

const run = `fast${process.pid}${Date.now().toString(36)}`;
after(() => retireTestData(run));

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One GET with exactly these headers, its body as sent (not decoded). */
function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${API}/api${path}`, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode as number, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const bypass = { 'x-fast-cache': 'bypass' };
const hit = (r: Raw) => r.headers['x-fast-cache'] === 'hit';

/** What must be the same: every header but the transport ones, the per-request SQL count and the test marker. */
function comparable(headers: http.IncomingHttpHeaders) {
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'x-db-queries', 'x-fast-cache']);
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !skip.has(k)).sort(([a], [b]) => a.localeCompare(b)));
}

const decode = (r: Raw) =>
  r.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(r.body) : r.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(r.body) : r.body;

/** Asks until the first layer answers (the first ask fills it). */
async function warm(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  for (let i = 0; i < 5; i++) {
    const res = await get(path, headers);
    if (hit(res)) return res;
  }
  throw new Error(`${path} is never answered by the first layer`);
}

const ROUTES = [
  '/chapter/active',
  '/chapter',
  '/chapter/slug/detroit',
  '/event/active',
  '/event/active?chapter=detroit',
  '/event',
  '/faq',
  '/testimonial',
  '/terms',
  '/contact-details',
  '/scramble',
  '/blog/post',
  '/blog/category',
];

describe('public reads from the first layer', () => {
  for (const path of ROUTES) {
    it(`${path}: the same status, bytes and headers as the whole stack, in every encoding`, async () => {
      for (const acceptEncoding of [undefined, 'gzip', 'br', 'gzip, deflate, br', 'br;q=0.5, gzip']) {
        const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
        const fast = await warm(path, headers);
        const full = await get(path, { ...headers, ...bypass });
        assert.equal(full.status, 200, `${path}: ${full.body.toString().slice(0, 200)}`);
        assert.ok(!hit(full));
        assert.equal(fast.status, full.status);
        assert.deepEqual(comparable(fast.headers), comparable(full.headers), `${path} (${acceptEncoding ?? 'no Accept-Encoding'})`);
        assert.deepEqual(decode(fast), decode(full), path);
        if (!fast.headers['content-encoding']) assert.deepEqual(fast.body, full.body);
        assert.equal(fast.headers['content-length'], String(fast.body.length));
        const json = JSON.parse(decode(fast).toString());
        assert.equal(json.ok, true);
        // Security headers and the cache policy travel with every answer.
        for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'etag', 'vary']) assert.ok(fast.headers[name], `${path}: ${name}`);
        assert.match(fast.headers['content-security-policy'] as string, /frame-ancestors 'self'/);
        assert.equal(fast.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=300');
        assert.match(fast.headers.vary as string, /Accept-Encoding/);
        assert.equal(fast.headers['set-cookie'], undefined);
      }
    });
  }

  it('a large answer is compressed (gzip and brotli decode to the identity bytes)', async () => {
    const plain = await warm('/chapter');
    assert.ok(plain.body.length >= 1024, 'the chapter list is above the compression threshold');
    const gz = await warm('/chapter', { 'accept-encoding': 'gzip' });
    const br = await warm('/chapter', { 'accept-encoding': 'gzip, br' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.ok(br.body.length < plain.body.length && gz.body.length < plain.body.length);
    assert.deepEqual(decode(gz), plain.body);
    assert.deepEqual(decode(br), plain.body);
    // deflate only: left to the stack, which compresses it itself.
    const deflate = await get('/chapter', { 'accept-encoding': 'deflate' });
    assert.ok(!hit(deflate));
    assert.equal(deflate.headers['content-encoding'], 'deflate');
  });

  it('answers a repeat visitor 304 with the ETag, with the headers the stack sends', async () => {
    const first = await warm('/faq');
    const etag = first.headers.etag as string;
    const fast = await get('/faq', { 'if-none-match': etag });
    const full = await get('/faq', { 'if-none-match': etag, ...bypass });
    assert.ok(hit(fast));
    assert.equal(fast.status, 304);
    assert.equal(full.status, 304);
    assert.equal(fast.body.length, 0);
    assert.deepEqual(comparable(fast.headers), comparable(full.headers));
    assert.equal(fast.headers.etag, etag);
    const stale = await get('/faq', { 'if-none-match': 'W/"not-it"' });
    assert.equal(stale.status, 200);
  });

  it('query-string variants are kept apart: each URL answers its own data', async () => {
    const detroit = JSON.parse((await warm('/event/active?chapter=detroit')).body.toString());
    const all = JSON.parse((await warm('/event/active')).body.toString());
    const full = JSON.parse((await get('/event/active?chapter=detroit', bypass)).body.toString());
    assert.deepEqual(detroit, full);
    assert.ok(all.data.length > detroit.data.length, 'the chapter filter is not served the unfiltered list');
    // A bad filter is the stack's 400, never kept.
    for (let i = 0; i < 2; i++) {
      const bad = await get('/event/active?chapter=%20nope');
      assert.equal(bad.status, 400);
      assert.ok(!hit(bad));
    }
  });

  it('an admin write is seen at once by the next anonymous read', async () => {
    await warm('/chapter/active');
    const admin = await signInAdmin();
    const name = `Fast Lane ${run}`;
    const res = await admin.call('POST', '/chapter', { ...chapterDefaults, name, location: 'TechTown Detroit', email: 'chapter@gro.example.org', dayOfWeek: 'Tuesday', isActive: true });
    assert.equal(res.status, 201, res.text);
    const after = await get('/chapter/active');
    assert.ok(!hit(after), 'the write cleared the first layer');
    assert.ok(JSON.parse(after.body.toString()).data.some((c: { name: string }) => c.name === name));
    const renamed = await admin.call('PUT', `/chapter/${res.body.data.uuid}`, { ...chapterDefaults, name: `${name} Renamed`, slug: res.body.data.slug, location: 'TechTown Detroit', email: 'chapter@gro.example.org', dayOfWeek: 'Tuesday', isActive: true });
    assert.equal(renamed.status, 200, renamed.text);
    const again = JSON.parse((await get('/chapter/active')).body.toString());
    assert.ok(again.data.some((c: { name: string }) => c.name === `${name} Renamed`));
  });

  it('a signed-in request is never answered from the first layer, nor kept for anyone else', async () => {
    const member = new Client();
    assert.equal((await member.signIn('marcus.bell@example.com', SEEDED_MEMBER_PASSWORD)).status, 200);
    const auth = { authorization: `Bearer ${member.token}` };
    await warm('/chapter/active');
    const signedIn = await get('/chapter/active', auth);
    assert.equal(signedIn.status, 200);
    assert.ok(!hit(signedIn));
    assert.equal(signedIn.headers['cache-control'], 'private, no-cache');
    // The member's own account, asked twice, is never kept: an anonymous ask is refused.
    for (let i = 0; i < 2; i++) assert.equal((await get('/account', auth)).status, 200);
    const anonymous = await get('/account');
    assert.equal(anonymous.status, 401);
    assert.ok(!hit(anonymous));
    assert.ok(!anonymous.body.toString().includes('marcus.bell'));
    // A public URL first asked by a signed-in member is not kept from that answer.
    const fresh = `/faq?signed=${run}`;
    assert.equal((await get(fresh, auth)).status, 200);
    const firstAnonymous = await get(fresh);
    assert.ok(!hit(firstAnonymous));
    assert.equal(firstAnonymous.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=300');
    // A cross-origin request gets the stack's CORS answer, never a kept one.
    const cross = await get('/chapter/active', { origin: 'https://elsewhere.example' });
    assert.ok(!hit(cross));
    assert.equal(cross.headers['access-control-allow-origin'], undefined);
  });

  it('hostile query strings are answered but cost no copy of the body', async () => {
    const base = await warm('/testimonial');
    for (let i = 0; i < 50; i++) {
      const res = await warm(`/testimonial?junk=${run}-${i}`);
      assert.deepEqual(res.body, base.body);
    }
  });
});

describe('the first layer is bounded', () => {
  const answer = (body: string) => ({ body, etag: `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`, expires: Date.now() + 60_000 });

  it('keeps at most 1,000 URLs, and one copy of a shared answer', () => {
    const shared = answer(JSON.stringify({ ok: true, data: 'x'.repeat(5000) }));
    for (let i = 0; i < 1500; i++) keepFast(`/api/unit?i=${i}`, shared, { 'content-type': 'application/json' }, fastCacheGeneration());
    const size = fastCacheSize();
    assert.ok(size.urls <= 1000, `${size.urls} URLs`);
    assert.ok(size.bytes < 5000 * 2, `${size.bytes} bytes for one answer`);
  });

  it('keeps at most 32 MB of bodies, however many different answers', () => {
    for (let i = 0; i < 30; i++) keepFast(`/api/big?i=${i}`, answer(crypto.randomBytes(450_000).toString('base64')), {}, fastCacheGeneration());
    const size = fastCacheSize();
    assert.ok(size.bytes <= 32 * 1024 * 1024, `${size.bytes} bytes`);
    assert.ok(size.bytes > 0);
  });

  it('an expired answer is read again by one request while the others still get it', () => {
    publicContentChanged();
    const url = `/api/expiring-${run}`;
    keepFast(url, { ...answer('{"ok":true,"data":"old"}'), expires: Date.now() - 1 }, { 'content-type': 'application/json' }, fastCacheGeneration());
    const sent: number[] = [];
    const ask = () => {
      const res = { writeHead: (status: number) => sent.push(status), end: () => {} } as unknown as http.ServerResponse;
      return serveFast({ url, method: 'GET', headers: {} } as http.IncomingMessage, res);
    };
    assert.equal(ask(), false, 'the first request goes to the stack to read it again');
    assert.equal(ask(), true, 'the next ones get the kept answer meanwhile');
    assert.equal(ask(), true);
    assert.deepEqual(sent, [200, 200]);
    keepFast(url, answer('{"ok":true,"data":"new"}'), { 'content-type': 'application/json' }, fastCacheGeneration());
    assert.equal(ask(), true, 'the answer read again is served');
    publicContentChanged();
    assert.equal(ask(), false, 'a write clears it at once, stale or not');
  });

  it('never keeps an answer that sets a cookie', () => {
    publicContentChanged();
    keepFast('/api/cookie', answer('{"ok":true}'), { 'set-cookie': ['a=b'] }, fastCacheGeneration());
    assert.deepEqual(fastCacheSize(), { urls: 0, bytes: 0 });
  });

  it('negotiates encodings as strapi::compression does', () => {
    assert.equal(negotiate(undefined), 'identity');
    assert.equal(negotiate('gzip, deflate, br'), 'br');
    assert.equal(negotiate('gzip'), 'gzip');
    assert.equal(negotiate('br;q=0.5, gzip'), 'gzip');
    assert.equal(negotiate('*'), 'gzip');
    assert.equal(negotiate('deflate'), null);
    assert.equal(negotiate('identity;q=0'), null);
    assert.equal(negotiate('compress, x-unknown'), 'identity');
  });
});


describe('invalidation across replicas through Redis', () => {
  const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

  it('a bus member hears every other member, never itself', async () => {
    const channel = `gro-test:${run}:bus`;
    const heard = { a: 0, b: 0 };
    const a = await connectCacheBus(url, channel, () => (heard.a += 1));
    const b = await connectCacheBus(url, channel, () => (heard.b += 1));
    try {
      await a.announce();
      await waitUntil(async () => heard.b === 1, 'b hears a', 3000);
      await b.announce();
      await b.announce();
      await waitUntil(async () => heard.a === 2, 'a hears b twice', 3000);
      await new Promise((r) => setTimeout(r, 100));
      assert.deepEqual(heard, { a: 2, b: 1 });
    } finally {
      a.close();
      b.close();
    }
  });

  it('a Redis that does not answer delays the start by at most the wait, reports an error and throws nothing', async () => {
    const dead = net.createServer();
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const { port } = dead.address() as net.AddressInfo;
    await new Promise<void>((resolve) => dead.close(() => resolve()));
    const errors: Error[] = [];
    const started = Date.now();
    const member = await connectCacheBus(`redis://127.0.0.1:${port}`, `gro-test:${run}:dead`, () => {}, { readyWaitMs: 300, onError: (e) => errors.push(e) });
    try {
      assert.ok(Date.now() - started < 3000, 'the start goes on without Redis');
      await waitUntil(async () => errors.length > 0, 'the unreachable Redis is reported', 3000);
      await assert.rejects(member.announce(), 'an announcement fails, and its caller catches it');
    } finally {
      member.close();
    }
  });

  if (process.env.REDIS_URL) {
    it('a write announced by another process clears the server, and the server announces its writes', async () => {
      await startPublicCacheBus();
      try {
        await warm('/faq');
        publicContentChanged();
        await waitUntil(async () => !hit(await get('/faq')), 'the server clears on the announcement', 3000);
        let heard = 0;
        onPublicContentWrite(() => (heard += 1));
        const admin = await signInAdmin();
        const res = await admin.call('POST', '/chapter', { ...chapterDefaults, name: `Bus Stop ${run}`, location: 'TechTown Detroit', email: 'chapter@gro.example.org', dayOfWeek: 'Tuesday', isActive: true });
        assert.equal(res.status, 201, res.text);
        await waitUntil(async () => heard > 0, 'this process hears the server write', 3000);
      } finally {
        await stopPublicCacheBus();
      }
    });
  }
});
