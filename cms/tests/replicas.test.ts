import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { AUTH_LIMITS, AUTH_TEXTS, REFRESH_COOKIE, chapterDefaults } from '@gro/config';
import { cmsDir, startCms, stopCms, type Cms } from './cms-process';
import { INBOX_STREAM } from '@gro/config';
import { Client, SEEDED_ADMIN, mailsTo, memberWithCompany, openEventStream, retireTestData, signInAdmin, sql, waitForMailWhere, waitUntil } from './helpers';
import { member, ownChapter, passBody } from './referral-fixtures';
import { PRICES, logRows, invoiceRows, sessionIdOf, sign, stripeControl, stripeCustomerOf, subscriptionRows, type FakeEvent } from './payments/stripe';

/**
 * Two replicas behave as one product: two more cms processes (A and B) of the harness's own
 * deployment — its PostgreSQL schema, its Redis and key prefix, its SMTP, Stripe and clock — on
 * ports of their own, as a load balancer would have them. Only the PostgreSQL run with Redis
 * includes this file (cms/scripts/test.mjs): on SQLite in memory there is nothing to share.
 *
 * A replica's environment is the harness's whole environment with its own PORT, plus uploads on a
 * loopback S3 this file starts (s3rver in a temporary folder, one bucket for both replicas, as
 * docker-compose's MinIO): an avatar stored through one replica is served to the other's members
 * from the bucket, never from a folder the two processes happen to share.
 */
const run = `${process.pid}${Date.now().toString(36)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const BUCKET = 'gro-replicas';
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gro-replicas-s3-'));
let s3: { url: string; env: Record<string, string>; stop: () => Promise<void> } | undefined;

if (!process.env.REDIS_URL || !JSON.parse(process.env.GRO_TEST_DB ?? '{}').url) {
  throw new Error('replicas.test.ts runs in the PostgreSQL + Redis run of cms/scripts/test.mjs only');
}

type Replica = Cms & { name: string };

async function startReplica(name: string, extraEnv: Record<string, string>): Promise<Replica> {
  const cms = await startCms((port) => ({ ...process.env, ...extraEnv, HOST: '127.0.0.1', PORT: String(port) }), { name: `replica ${name}`, timeoutMs: 90_000 });
  return Object.assign(cms, { name });
}

const stopReplica = (replica: Replica | undefined) => stopCms(replica, 15_000);

let A: Replica;
let B: Replica;

before(async () => {
  const { startLoopbackS3 } = await import('../../scripts/lib/loopback-s3.mjs');
  s3 = await startLoopbackS3({ dir: s3Dir, bucket: BUCKET });
  // Both at once, as replicas start in a rolling deployment, on the schema the harness made.
  [A, B] = await Promise.all([startReplica('A', s3.env), startReplica('B', s3.env)]);
});
after(async () => {
  await Promise.all([stopReplica(A), stopReplica(B)]);
  await s3?.stop();
  fs.rmSync(s3Dir, { recursive: true, force: true });
  await retireTestData(run);
});

/** The client's next calls go to this replica (the load balancer's choice). */
function on(replica: Replica, client: Client): Client {
  client.base = replica.base;
  return client;
}

const chapter = (name: string) => ({ ...chapterDefaults, name, location: 'TechTown Detroit', email: 'chapter@gro.example.org', dayOfWeek: 'Tuesday', isActive: true });

async function signInAdminOn(replica: Replica): Promise<Client> {
  const admin = on(replica, new Client());
  const res = await admin.signIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  assert.equal(res.status, 200, res.text.slice(0, 300));
  return admin;
}

describe('two cms replicas on one PostgreSQL and one Redis behave as one product', () => {
  it('a session made on A works on B; a sign-out on A is seen by B at once (access token and refresh cookie)', async () => {
    const member = await signInAdminOn(A);
    const accountOnB = await on(B, member).call('GET', '/account');
    assert.equal(accountOnB.status, 200, accountOnB.text.slice(0, 300));
    assert.equal(accountOnB.body.data.email, SEEDED_ADMIN.email);

    const refreshed = await on(B, member).call('POST', '/authenticate/refresh');
    assert.equal(refreshed.status, 200, `B takes the refresh cookie A set: ${refreshed.text.slice(0, 300)}`);
    member.token = refreshed.body.data.token;
    assert.equal((await on(A, member).call('GET', '/account')).status, 200, 'A takes the access token B issued');

    // Two tabs refresh with the same cookie at the same instant, one through each replica: both are
    // answered, with one successor (the database decides, not a lock in either process).
    const before = member.cookies.get(REFRESH_COOKIE);
    assert.ok(before, 'the refresh cookie');
    const otherTab = new Client(member.ip);
    otherTab.cookies = new Map(member.cookies);
    const [viaA, viaB] = await Promise.all([on(A, member).call('POST', '/authenticate/refresh'), on(B, otherTab).call('POST', '/authenticate/refresh')]);
    assert.deepEqual([viaA.status, viaB.status], [200, 200], `${viaA.text.slice(0, 200)} ${viaB.text.slice(0, 200)}`);
    assert.notEqual(member.cookies.get(REFRESH_COOKIE), before, 'rotated');
    assert.equal(otherTab.cookies.get(REFRESH_COOKIE), member.cookies.get(REFRESH_COOKIE), 'both tabs hold the one new refresh token');
    member.token = viaA.body.data.token;

    // The browser's cookie, kept as a thief (or a second tab) would keep it past the sign-out.
    const cookies = new Map(member.cookies);
    assert.equal((await on(A, member).call('POST', '/authenticate/signout')).status, 200);
    member.cookies = cookies;
    const afterSignOut = await on(B, member).call('GET', '/account');
    assert.equal(afterSignOut.status, 401, 'B refuses the signed-out session\'s access token at once');
    const refreshAfter = await on(B, member).call('POST', '/authenticate/refresh');
    assert.equal(refreshAfter.status, 401);
    assert.equal(refreshAfter.body.message.message, AUTH_TEXTS.sessionExpired);
  });

  it('the sign-in limit counts attempts on A and B together: 5 wrong passwords alternating, then 429 on both', async () => {
    const client = new Client();
    const attempt = (replica: Replica) => on(replica, client).signIn(SEEDED_ADMIN.email, 'Not-the-password-1');
    const statuses: number[] = [];
    for (const replica of [A, B, A, B, A]) statuses.push((await attempt(replica)).status);
    assert.deepEqual(statuses, [401, 401, 401, 401, 401]);
    // Each replica has counted only 3 or 2 attempts itself: a limit kept in process would still let them through.
    const refusedOnB = await attempt(B);
    assert.equal(refusedOnB.status, 429, refusedOnB.text.slice(0, 300));
    assert.equal((await attempt(A)).status, 429);
  });

  it('a public answer cached by B is gone from B once a write on A changes it', async () => {
    const admin = await signInAdminOn(A);
    const name = `Replica Town ${run}`;
    const created = await admin.call('POST', '/chapter', chapter(name));
    assert.equal(created.status, 201, created.text.slice(0, 300));
    const names = async () => {
      const res = await fetch(`${B.base}/api/chapter/active`);
      assert.equal(res.status, 200);
      return ((await res.json()) as { data: { name: string }[] }).data.map((c) => c.name);
    };
    await waitUntil(async () => (await names()).includes(name), 'B lists the chapter A created', 5_000);

    // Changed behind the cms's back (no write through a replica): B keeps answering from its cache.
    await sql('UPDATE chapters SET name = $1 WHERE document_id = $2', [`${name} (not through the cms)`, created.body.data.uuid]);
    for (let i = 0; i < 3; i += 1) {
      assert.ok((await names()).includes(name), 'B answers from its cache');
      await sleep(100);
    }

    const renamed = `Replica City ${run}`;
    const updated = await admin.call('PUT', `/chapter/${created.body.data.uuid}`, chapter(renamed));
    assert.equal(updated.status, 200, updated.text.slice(0, 300));
    await waitUntil(async () => (await names()).includes(renamed), 'B answers the name written on A (Redis pub/sub)', 5_000);
    assert.ok(!(await names()).some((n) => n.startsWith(name)));
  });

  it("a referral passed through B reaches the receiver's live stream held by A, once", async () => {
    const chapterId = await ownChapter(await signInAdmin(), run);
    const [giver, receiver] = await Promise.all([member(chapterId, 'Gil'), member(chapterId, 'Rae')]);
    const page = await openEventStream(on(A, receiver.client));
    try {
      assert.equal(page.status, 200);
      await waitUntil(async () => page.events[0] === INBOX_STREAM.readyEvent, 'the stream on A is ready', 3_000);
      const passed = await on(B, giver.client).call('POST', '/referral', passBody(receiver.id, `Needs a glazier ${run}`));
      assert.equal(passed.status, 201, passed.text.slice(0, 300));
      await waitUntil(async () => page.events.includes(INBOX_STREAM.changedEvent), "A tells the receiver's page (Redis pub/sub)", 5_000);
      await sleep(300);
      assert.deepEqual(page.events, [INBOX_STREAM.readyEvent, INBOX_STREAM.changedEvent]);
    } finally {
      page.close();
    }
  });

  it("a directory page kept by B shows at once a member's edit made through A", async () => {
    const member = await memberWithCompany(`Replica Directory Co ${run}`);
    const lastname = `Zreplica${run.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    assert.equal((await on(A, member.client).call('PUT', '/account', { firstname: 'Rhea', lastname, phoneNumber: '(313) 555-0142' })).status, 200);
    const firstNames = async () => {
      const res = await on(B, member.client).call('GET', `/user/directory?q=${lastname.toLowerCase()}`);
      assert.equal(res.status, 200, res.text.slice(0, 300));
      return res.body.data.items.map((m: { firstname: string }) => m.firstname);
    };
    await waitUntil(async () => (await firstNames()).join() === 'Rhea', 'B finds the member', 5_000);
    assert.deepEqual(await firstNames(), ['Rhea'], 'kept by B');
    assert.equal((await on(A, member.client).call('PUT', '/account', { firstname: 'Rhiannon', lastname, phoneNumber: '(313) 555-0142' })).status, 200);
    await waitUntil(async () => (await firstNames()).join() === 'Rhiannon', 'B answers the name written on A (Redis pub/sub)', 5_000);
  });

  it('a Stripe webhook delivered to A and B at the same instant writes once and emails once', async () => {
    const owner = await memberWithCompany(`Replica Co ${run}`);
    const checkout = await on(A, owner.client).call('POST', '/subscription/checkout', { priceId: PRICES.monthly });
    assert.equal(checkout.status, 200, checkout.text.slice(0, 300));
    const customer = (await stripeCustomerOf(owner.id))!;
    // The simulator keeps this customer's events to itself: the test delivers them.
    await stripeControl.deliveries(false, customer);
    const completed = await stripeControl.complete(sessionIdOf(checkout.body.data.url));
    const subscriptionId = completed.subscription.id as string;

    const post = async (replica: Replica, payload: string, signature: string) => {
      const res = await fetch(`${replica.base}/api/stripe/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature }, body: payload });
      return { status: res.status, body: (await res.json()) as { data: { duplicate: boolean; handled: boolean } } };
    };
    /** One event, signed once, to both replicas at once (twice each): exactly one of them handles it. */
    const toBoth = async (event: FakeEvent) => {
      const payload = JSON.stringify(event);
      const signature = sign(payload);
      const answers = await Promise.all([A, B, A, B].map((replica) => post(replica, payload, signature)));
      assert.deepEqual(answers.map((a) => a.status), [200, 200, 200, 200], event.type);
      if (answers[0].body.data.handled) assert.equal(answers.filter((a) => !a.body.data.duplicate).length, 1, `${event.type} handled once`);
    };

    const events = await stripeControl.events({ customer });
    for (const event of events) await toBoth(event);
    const logged = events.filter((e) => ['checkout.session.completed', 'customer.subscription.created', 'invoice.finalized', 'invoice.paid'].includes(e.type));
    assert.deepEqual((await logRows(events.map((e) => e.id))).map((l) => l.eventId), logged.map((e) => e.id).sort(), 'one log entry per event');
    assert.equal((await subscriptionRows({ stripeSubscriptionId: subscriptionId })).length, 1, 'one subscription row');
    assert.deepEqual((await invoiceRows(subscriptionId)).map((i) => i.status), ['paid'], 'one invoice row');

    await stripeControl.fail(subscriptionId);
    const failed = (await stripeControl.events({ customer })).filter((e) => e.type === 'invoice.payment_failed');
    assert.equal(failed.length, 1);
    await toBoth(failed[0]);
    assert.equal((await logRows([failed[0].id])).length, 1);
    await waitForMailWhere(owner.email, (m) => m.subject === 'Your GRO membership payment failed');
    await sleep(1_000);
    assert.equal((await mailsTo(owner.email)).filter((m) => m.subject === 'Your GRO membership payment failed').length, 1, 'one email');
  });

  it('an avatar uploaded through A goes to the S3 bucket and B serves it from there; replaced through B, the old one is gone for A too', async () => {
    const publicUploads = path.join(cmsDir, 'public', 'uploads');
    // The folder is shared with the other test runs of this machine (the SQLite run, e2e): the files of this member's keys count.
    const inFolder = (keys: string[]) => keys.flatMap((key) => [key, `thumbnail_${key}`]).filter((name) => fs.existsSync(path.join(publicUploads, name)));
    const inBucket = `${s3!.url}/${BUCKET}/`;
    /** The bucket's keys, from the store's own listing (ListObjectsV2); the bucket is this file's alone. */
    const bucketKeys = async () => [...(await (await fetch(`${s3!.url}/${BUCKET}?list-type=2`)).text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]).sort();
    /** The bytes s3rver holds for a key, read from its folder. */
    const storedBytes = (key: string) => fs.readFileSync(path.join(s3Dir, BUCKET, `${key}._S3rver_object`));
    const keyOf = (url: string) => {
      assert.ok(url.startsWith(inBucket), `${url} is in the loopback bucket`);
      return url.slice(inBucket.length);
    };
    /** What a browser gets for the URL: the WebP avatar, the bytes the bucket holds. */
    const fetchAvatar = async (url: string) => {
      const res = await fetch(url);
      assert.equal(res.status, 200, url);
      assert.equal(res.headers.get('content-type'), 'image/webp');
      const bytes = Buffer.from(await res.arrayBuffer());
      assert.ok(bytes.equals(storedBytes(keyOf(url))), 'the URL serves the stored object');
      const meta = await sharp(bytes).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['webp', AUTH_LIMITS.avatarPixels, AUTH_LIMITS.avatarPixels]);
      return bytes;
    };

    // A last name only this run has, for a directory search (letters only).
    const lastname = `Zreplica${run.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!)}`;
    const member = await memberWithCompany(`Replica Photo Co ${run}`);
    const renamed = await on(A, member.client).call('PUT', '/account', { firstname: 'Rhea', lastname, phoneNumber: '(313) 555-0142' });
    assert.equal(renamed.status, 200, renamed.text.slice(0, 300));
    const upload = async (replica: Replica, color: string) => {
      const png = await sharp({ create: { width: 500, height: 400, channels: 3, background: color } }).png().toBuffer();
      const form = new FormData();
      form.append('avatar', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
      const res = await on(replica, member.client).call('PUT', '/account/avatar', form);
      assert.equal(res.status, 200, `${replica.name}: ${res.text.slice(0, 300)}`);
      return res.body.data.avatar.url as string;
    };
    /** The member's avatar URL as another member sees it on a replica: the profile and the directory agree. */
    const avatarSeenOn = async (viewer: Client) => {
      const profile = await viewer.call('GET', `/user/${member.id}`);
      assert.equal(profile.status, 200, profile.text.slice(0, 300));
      const listed = (await viewer.call('GET', `/user/directory?q=${lastname}`)).body.data.items.find((u: { id: number }) => u.id === member.id);
      assert.equal(listed?.avatar?.url, profile.body.data.avatar?.url, `the directory on ${viewer.base} gives the profile's photo`);
      return { url: profile.body.data.avatar?.url as string, headers: profile.headers };
    };

    const firstUrl = await upload(A, '#2f855a');
    const firstKey = keyOf(firstUrl);
    assert.deepEqual(await bucketKeys(), [firstKey, `thumbnail_${firstKey}`]);

    const viewer = await signInAdminOn(B);
    const onB = await avatarSeenOn(viewer);
    assert.equal(onB.url, firstUrl, 'B hands out the URL in the bucket that A stored');
    const imgSrc = /(?:^|;)\s*img-src ([^;]*)/.exec(onB.headers.get('content-security-policy') ?? '')?.[1] ?? '';
    assert.ok(imgSrc.includes(s3!.url), `B's img-src (${imgSrc}) lets the browser load ${s3!.url}`);
    const firstBytes = await fetchAvatar(onB.url);
    // Not from a folder: neither replica has the file at /uploads, and nothing was written to public/uploads.
    for (const replica of [A, B]) assert.equal((await fetch(`${replica.base}/uploads/${firstKey}`)).status, 404, `${replica.name} serves no copy of its own`);

    const secondUrl = await upload(B, '#c05621');
    const secondKey = keyOf(secondUrl);
    assert.notEqual(secondKey, firstKey);
    assert.deepEqual(await bucketKeys(), [secondKey, `thumbnail_${secondKey}`], 'B deleted the avatar A stored, and its thumbnail, from the bucket');
    assert.equal((await fetch(firstUrl)).status, 404, 'the old URL serves nothing');
    const onA = await avatarSeenOn(on(A, viewer));
    assert.equal(onA.url, secondUrl, 'A hands out the avatar B stored');
    assert.equal((await on(A, member.client).call('GET', '/account')).body.data.avatar.url, secondUrl, "and so does the member's own account on A");
    assert.ok(!(await fetchAvatar(onA.url)).equals(firstBytes), 'the new photo');
    assert.deepEqual(inFolder([firstKey, secondKey]), [], 'nothing was written to public/uploads');
  });

  it('neither replica logged an error or a warning (no lost race shows up as a failed write)', () => {
    for (const replica of [A, B]) {
      // eslint-disable-next-line no-control-regex
      const lines = replica.output().replace(/\x1b\[\d+m/g, '').split('\n');
      assert.deepEqual(lines.filter((line) => /^\[[^\]]+\] (error|warn)\b/i.test(line)), [], replica.name);
    }
  });
});
