import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { INBOX_LIMITS, INBOX_MESSAGES, INBOX_NOTICES, INBOX_STREAM, REFERRAL_SETTING_KEY, type InboxItem } from '@gro/config';
import crypto from 'node:crypto';
import { API, Client, openEventStream, retireTestData, signInAdmin, sql, waitUntil, type EventStream } from './helpers';
import { DAY_MS, member, ownChapter, passBody, setEmailSetting, utcDay, type Member } from './referral-fixtures';

/**
 * The notification centre over HTTP: what a member is told lands in their inbox whatever their
 * email setting, only they read it and mark it read, it pages newest first, forgets what is older
 * than INBOX_LIMITS.keepDays, and refuses malformed input with a 400.
 */

const MARKER = `${process.pid}-inbox`;
let admin: Client;
let chapterId: number;
let ann: Member;
let ben: Member;
let cat: Member;

const inbox = async (m: Member, query = '') => {
  const res = await m.client.call('GET', `/account/inbox${query}`);
  assert.equal(res.status, 200, res.text);
  return res.body.data as { items: InboxItem[]; unread: number; more: boolean };
};

/** Adds `n` notifications for a member straight to the table, `ageDays` old (the newest last). */
async function plant(userId: number, n: number, ageDays = 0) {
  const at = Date.now() - ageDays * DAY_MS;
  const postgres = JSON.parse(process.env.GRO_TEST_DB ?? '{"client":"sqlite"}').client === 'postgres';
  for (let i = 0; i < n; i += 1) {
    const when = postgres ? new Date(at + i).toISOString() : at + i;
    await sql(
      'INSERT INTO inbox_items (document_id, user_id, kind, title, body, link, created_at, updated_at, published_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [`d${crypto.randomBytes(12).toString('hex').slice(0, 23)}`, userId, 'referralReceived', `Planted ${i}`, '', '/portal/referral', when, when, when],
    );
  }
}

before(async () => {
  admin = await signInAdmin();
  chapterId = await ownChapter(admin, MARKER);
  [ann, ben, cat] = await Promise.all([member(chapterId, 'Ann'), member(chapterId, 'Ben'), member(chapterId, 'Cat')]);
});

after(async () => {
  await retireTestData(MARKER);
});

describe('the notification centre (GET /account/inbox, POST /account/inbox/read)', () => {
  it("gives the receiver of a referral an unread notification linking to it, even with the referral emails off; nobody else gets it", async () => {
    await setEmailSetting(ben, REFERRAL_SETTING_KEY, false);
    const need = `Needs a notary ${MARKER}`;
    const passed = await ann.client.call('POST', '/referral', passBody(ben.id, need));
    assert.equal(passed.status, 201, passed.text);
    const id = passed.body.data.id as number;
    const page = await inbox(ben);
    assert.equal(page.unread, 1);
    const [item] = page.items;
    assert.equal(item.kind, 'referralReceived');
    assert.equal(item.title, INBOX_NOTICES.referralReceived(`${ann.firstname} Referrer`));
    assert.equal(item.body, need);
    assert.equal(item.link, `/portal/referral/${id}`);
    assert.equal(item.readAt, null);
    assert.ok(Math.abs(Date.parse(item.createdAt) - Date.now()) < 60_000, item.createdAt);
    assert.deepEqual((await inbox(ann)).items, [], 'the giver is told nothing');
    assert.deepEqual((await inbox(cat)).items, []);
  });

  it("marks read only the caller's own notifications: another member's ids change nothing", async () => {
    const [item] = (await inbox(ben)).items;
    const foreign = await cat.client.call('POST', '/account/inbox/read', { ids: [item.id] });
    assert.equal(foreign.status, 200, foreign.text);
    assert.equal(foreign.body.data.unread, 0);
    assert.equal((await inbox(ben)).unread, 1, "Cat's call did not read Ben's notification");
    const own = await ben.client.call('POST', '/account/inbox/read', { ids: [item.id, item.id] });
    assert.equal(own.status, 200, own.text);
    assert.equal(own.body.data.unread, 0);
    const after = (await inbox(ben)).items[0];
    assert.ok(after.readAt && Date.parse(after.readAt) >= Date.parse(item.createdAt));
    // Read again: the first time stays.
    await ben.client.call('POST', '/account/inbox/read', { ids: [item.id] });
    assert.equal((await inbox(ben)).items[0].readAt, after.readAt);
  });

  it('pages newest first with before=<id>, and marks all read at once', async () => {
    await plant(cat.id, INBOX_LIMITS.pageSize + 5);
    const first = await inbox(cat);
    assert.equal(first.items.length, INBOX_LIMITS.pageSize);
    assert.equal(first.more, true);
    assert.equal(first.unread, INBOX_LIMITS.pageSize + 5);
    const ids = first.items.map((i) => i.id);
    assert.deepEqual(ids, [...ids].sort((a, b) => b - a), 'newest first');
    const second = await inbox(cat, `?before=${ids.at(-1)}`);
    assert.equal(second.items.length, 5);
    assert.equal(second.more, false);
    assert.ok(second.items.every((i) => i.id < ids.at(-1)!));
    const all = await cat.client.call('POST', '/account/inbox/read', { all: true });
    assert.equal(all.status, 200, all.text);
    assert.deepEqual(all.body.data, { unread: 0 });
    assert.equal(all.body.message.message, INBOX_MESSAGES.readAll.message);
    assert.equal((await inbox(cat)).unread, 0);
  });

  it(`forgets notifications older than ${INBOX_LIMITS.keepDays} days: not listed, and deleted by the daily clean-up`, async () => {
    const fresh = await member(chapterId, 'Dee');
    await plant(fresh.id, 2, INBOX_LIMITS.keepDays + 1);
    await plant(fresh.id, 1, INBOX_LIMITS.keepDays - 1);
    const page = await inbox(fresh);
    assert.equal(page.items.length, 1);
    assert.equal(page.unread, 1);
    await sql("INSERT INTO jobs (kind, payload, status, attempts, run_at) VALUES ('inbox.prune', '{}', 'queued', 0, $1)", [Date.now()]);
    const [{ id }] = await sql("SELECT MAX(id) AS id FROM jobs WHERE kind = 'inbox.prune'");
    await waitUntil(async () => (await sql('SELECT status FROM jobs WHERE id = $1', [id]))[0]?.status === 'done', 'the inbox clean-up job');
    const left = await sql('SELECT COUNT(*) AS n FROM inbox_items WHERE user_id = $1', [fresh.id]);
    assert.equal(Number(left[0].n), 1);
  });

  it('answers 401 without a session, and 400 with a message for every malformed input', async () => {
    assert.equal((await new Client().call('GET', '/account/inbox')).status, 401);
    assert.equal((await new Client().call('POST', '/account/inbox/read', { all: true })).status, 401);
    for (const query of ['?before=abc', '?before=0', '?before=-3', '?before=1.5', '?before=99999999999', '?before=', '?before=1&before=2', '?before[a]=1']) {
      const res = await ben.client.call('GET', `/account/inbox${query}`);
      assert.equal(res.status, 400, `${query}: ${res.text}`);
      assert.equal(res.body.message.message, INBOX_MESSAGES.beforeInvalid, query);
    }
    // A NUL is refused by the server's input guard before the route reads it.
    assert.equal((await ben.client.call('GET', '/account/inbox?before=1%00')).status, 400);
    for (const raw of ['"all"', 'null', '1', '[]']) {
      const res = await fetch(`${API}/api/account/inbox/read`, { method: 'POST', headers: { ...ben.client.headers(), 'Content-Type': 'application/json' }, body: raw });
      assert.equal(res.status, 400, raw);
    }
    const bad: unknown[] = [
      {}, { all: false }, { all: 'true' }, { all: true, ids: [1] }, { ids: [] }, { ids: '1' }, { ids: [0] }, { ids: [-1] }, { ids: [1.5] },
      { ids: ['1'] }, { ids: [null] }, { ids: [2 ** 31] }, { ids: Array.from({ length: INBOX_LIMITS.idsPerRead + 1 }, (_, i) => i + 1) }, { ids: [[1]] }, { ids: [{ id: 1 }] },
    ];
    for (const body of bad) {
      const res = await ben.client.call('POST', '/account/inbox/read', body);
      assert.equal(res.status, 400, `${JSON.stringify(body)}: ${res.text}`);
      assert.equal(res.body.message.message, INBOX_MESSAGES.readInvalid, JSON.stringify(body));
    }
    // Keys JSON.stringify cannot write.
    for (const raw of ['{"__proto__":{"all":true}}', '{"constructor":{"prototype":{"all":true}}}', '{"ids":[1],"__proto__":{"x":1}}']) {
      const res = await fetch(`${API}/api/account/inbox/read`, { method: 'POST', headers: { ...ben.client.headers(), 'Content-Type': 'application/json' }, body: raw });
      assert.equal(res.status, 400, raw);
    }
  });
});

describe('the live stream (GET /account/inbox/stream)', () => {
  const changes = (stream: EventStream) => stream.events.filter((e) => e === INBOX_STREAM.changedEvent).length;

  it("tells a member's open pages when a notification arrives or is read, and nobody else's", async () => {
    const benPages = [await openEventStream(ben.client), await openEventStream(ben.client)];
    const catPage = await openEventStream(cat.client);
    try {
      for (const page of [...benPages, catPage]) {
        assert.equal(page.status, 200);
        assert.match(page.headers.get('content-type') ?? '', /^text\/event-stream/);
        assert.equal(page.headers.get('cache-control'), 'private, no-store');
        assert.equal(page.headers.get('content-encoding'), null, 'never compressed: events are sent as they happen');
      }
      await waitUntil(async () => benPages.every((p) => p.events[0] === INBOX_STREAM.readyEvent) && catPage.events[0] === INBOX_STREAM.readyEvent, 'the streams are ready', 3000);
      const passed = await ann.client.call('POST', '/referral', passBody(ben.id, `Needs a roofer ${MARKER}`));
      assert.equal(passed.status, 201, passed.text);
      await waitUntil(async () => benPages.every((p) => changes(p) === 1), "both of Ben's pages are told", 3000);
      const [item] = (await inbox(ben)).items;
      await ben.client.call('POST', '/account/inbox/read', { ids: [item.id] });
      await waitUntil(async () => benPages.every((p) => changes(p) === 2), "Ben's other page hears it was read", 3000);
      // Reading nothing new tells nobody.
      await ben.client.call('POST', '/account/inbox/read', { ids: [item.id] });
      await new Promise((r) => setTimeout(r, 300));
      assert.deepEqual(benPages.map(changes), [2, 2]);
      assert.equal(changes(catPage), 0, 'Cat is told nothing');
    } finally {
      [...benPages, catPage].forEach((p) => p.close());
    }
  });

  it(`holds at most ${INBOX_STREAM.perAccount} streams per account on a server: a further one ends the oldest`, async () => {
    const pages: EventStream[] = [];
    try {
      for (let i = 0; i <= INBOX_STREAM.perAccount; i += 1) pages.push(await openEventStream(cat.client));
      await pages[0].ended;
      const passed = await ann.client.call('POST', '/referral', passBody(cat.id, `Needs a plumber ${MARKER}`));
      assert.equal(passed.status, 201, passed.text);
      await waitUntil(async () => pages.slice(1).every((p) => changes(p) === 1), 'the open pages are told', 3000);
      assert.equal(changes(pages[0]), 0);
    } finally {
      pages.forEach((p) => p.close());
    }
  });

  it('answers 401 without a session, and counts the streams opened per account and per address (429 past either)', async () => {
    const visitor = await openEventStream(new Client());
    assert.equal(visitor.status, 401);
    // The harness sets LIMIT_INBOX_STREAMS_PER_HOUR=20/60 and LIMIT_INBOX_STREAMS_PER_ADDRESS_PER_HOUR=30/60.
    const eve = await member(chapterId, 'Eve');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      eve.client.ip = `10.77.${i}.${(process.pid % 200) + 1}`;
      const page = await openEventStream(eve.client);
      statuses.push(page.status);
      page.close();
    }
    assert.deepEqual(statuses, [...Array(20).fill(200), 429], 'per account, from any address');
    const [fay, gus] = await Promise.all([member(chapterId, 'Fay'), member(chapterId, 'Gus')]);
    const shared = `10.78.${process.pid % 250}.9`;
    fay.client.ip = shared;
    gus.client.ip = shared;
    const fromOneAddress: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const page = await openEventStream(i % 2 ? gus.client : fay.client);
      fromOneAddress.push(page.status);
      page.close();
    }
    assert.deepEqual(fromOneAddress, [...Array(30).fill(200), 429], 'per address, for all its accounts');
    const refused = await gus.client.call('GET', '/account/inbox/stream');
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers.get('retry-after')) > 0, 'the refusal says when to try again');
  });
});

describe('what fills the notification centre', () => {
  it('a one-to-one proposed, then cancelled, reaches the other member', async () => {
    const date = utcDay(Date.now() + 7 * DAY_MS);
    const proposed = await ann.client.call('POST', '/one-to-one', { withId: cat.id, date, time: '08:30', place: `Coffee ${MARKER}` });
    assert.equal(proposed.status, 201, proposed.text);
    const cancelled = await cat.client.call('PUT', `/one-to-one/${proposed.body.data.id}/cancel`);
    assert.equal(cancelled.status, 200, cancelled.text);
    const toCat = (await inbox(cat)).items.find((i) => i.kind === 'oneToOneProposed');
    assert.equal(toCat?.title, INBOX_NOTICES.oneToOneProposed(`${ann.firstname} Referrer`));
    assert.match(toCat?.body ?? '', new RegExp(`Coffee ${MARKER}`));
    assert.equal(toCat?.link, '/portal/one-to-one');
    const toAnn = (await inbox(ann)).items.find((i) => i.kind === 'oneToOneCancelled');
    assert.equal(toAnn?.title, INBOX_NOTICES.oneToOneCancelled(`${cat.firstname} Referrer`));
  });
});
