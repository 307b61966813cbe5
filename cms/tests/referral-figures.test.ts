import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CHAPTER_NOT_FOUND, REFERRAL_LIMITS, REFERRAL_PRIVATE_MEMBERS_LABEL, REFERRAL_MESSAGES, chapterDefaults, type ChapterReferralFigures, type MyReferralFigures, type ReferralCounts } from '@gro/config';
import { addToTally, type TallyChange, type TallyDb } from '../src/api/referral-figure/domain/tallies';
import { REFERRAL_FIGURES_CSV_HEADER } from '../src/api/referral-figure/controllers/referral-figure';
import { API, Client, createCompany, keysOf, retireTestData, signInAdmin, signUpMember, sql } from './helpers';

const MARKER = `${process.pid}-figures`;

/**
 * The tallies are written as the referral and one-to-one writes do: addToTally in a transaction,
 * here on a knex connection of the test's own (the referral routes land in parallel). On SQLite
 * the transaction takes the write lock first (a write that changes nothing), so it waits while the
 * server writes instead of failing on its stale snapshot.
 */
type Db = TallyDb & { destroy: () => Promise<void> };
const knex = createRequire(require.resolve('@strapi/strapi'))('knex') as (config: Record<string, unknown>) => Db;
const dbInfo = JSON.parse(process.env.GRO_TEST_DB ?? '{"client":"sqlite","filename":"cms/.tmp/data.db"}');
const isPostgres = dbInfo.client === 'postgres';

function connect(): Db {
  if (isPostgres) return knex({ client: 'pg', connection: dbInfo.url, searchPath: [dbInfo.schema], pool: { min: 0, max: 1 } });
  return knex({
    client: 'better-sqlite3',
    connection: { filename: dbInfo.filename },
    useNullAsDefault: true,
    pool: { min: 1, max: 1, afterCreate: (conn: { pragma: (s: string) => void }, done: (err: Error | null, conn: unknown) => void) => (conn.pragma('busy_timeout = 5000'), done(null, conn)) },
  });
}

async function tally(changes: TallyChange[]) {
  const db = connect();
  try {
    await db.transaction(async (trx) => {
      if (!isPostgres) await trx.raw('DELETE FROM referral_tallies WHERE 0');
      for (const change of changes) await addToTally(trx, change);
    });
  } finally {
    await db.destroy();
  }
}

/** 'YYYY-MM' `back` months before this one (UTC). */
function monthAgo(back: number): string {
  const d = new Date();
  const m = d.getUTCFullYear() * 12 + d.getUTCMonth() - back;
  return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
}
const THIS = monthAgo(0);
const TWO = monthAgo(2);
const OLD = monthAgo(13);

type Member = { client: Client; id: number; email: string; chapterId: number };
let admin: Client;
let chapter: { id: number; name: string };
let zed: Member;
let adams: Member;
let baker: Member;
let outsider: Member;

async function member(chapterId: number, lastname: string, firstname: string): Promise<Member> {
  const made = await signUpMember({ tag: 'figures', firstname, lastname, chapterId });
  await createCompany(made.client, `Figures Co ${lastname} ${MARKER} ${Math.random().toString(36).slice(2, 7)}`);
  return made;
}

const sum = (list: ReferralCounts[]): ReferralCounts =>
  list.reduce((s, c) => ({ given: s.given + c.given, received: s.received + c.received, creditedCents: s.creditedCents + c.creditedCents, oneToOnes: s.oneToOnes + c.oneToOnes }), { given: 0, received: 0, creditedCents: 0, oneToOnes: 0 });
const only = (c: ReferralCounts): ReferralCounts => ({ given: c.given, received: c.received, creditedCents: c.creditedCents, oneToOnes: c.oneToOnes });

/** Every key a figures answer may have: counts and names, never a referral, a receiver or a single amount. */
const ALLOWED_KEYS = new Set(['thisMonth', 'last12', 'months', 'month', 'given', 'received', 'creditedCents', 'oneToOnes', 'chapter', 'id', 'name', 'from', 'to', 'totals', 'members', 'userId', 'fullname', 'company', 'chapters', 'chapterId', 'chapterName', 'privateMembers']);

before(async () => {
  admin = await signInAdmin();
  const created = await admin.call('POST', '/chapter', { ...chapterDefaults, name: `=Figures ${MARKER}`, location: 'Detroit', email: 'figures@gro.example.org', isActive: true });
  assert.equal(created.status, 201, created.text);
  chapter = { id: created.body.data.id, name: created.body.data.name };
  zed = await member(chapter.id, 'Zed', 'Zoe');
  adams = await member(chapter.id, 'Adams', 'Amy');
  baker = await member(chapter.id, 'Baker', 'Ben');
  outsider = await member((await signUpMember({ tag: 'figures-probe' })).chapterId, 'Outside', 'Olga');

  // Zoe gave Amy three referrals this month (one closed: $3,000,000,001.23 in total over two months,
  // beyond a 32-bit integer), Amy gave Zoe one two months ago; Zoe has a figure 13 months back.
  await tally([
    { chapterId: chapter.id, userId: zed.id, month: THIS, given: 3, creditedCents: 200_000_000_123 },
    { chapterId: chapter.id, userId: adams.id, month: THIS, received: 3 },
    { chapterId: chapter.id, userId: adams.id, month: TWO, given: 1 },
    { chapterId: chapter.id, userId: zed.id, month: TWO, received: 1, creditedCents: 100_000_000_000 },
    { chapterId: chapter.id, userId: zed.id, month: OLD, given: 7 },
    // What Zoe did in another chapter counts there, not here (and in her own figures).
    { chapterId: outsider.chapterId, userId: zed.id, month: THIS, given: 2 },
    // A member with no chapter: the admins' "No chapter" row.
    { chapterId: 0, userId: outsider.id, month: THIS, oneToOnes: 1 },
  ]);
  // And a one-to-one through the API: proposed by Zoe, confirmed by Amy today (one each).
  const today = new Date().toISOString().slice(0, 10);
  const o = await zed.client.call('POST', '/one-to-one', { withId: adams.id, date: today, time: '07:00', place: `Figures ${MARKER}` });
  assert.equal(o.status, 201, o.text);
  const confirmed = await adams.client.call('PUT', `/one-to-one/${o.body.data.id}/confirm`);
  assert.equal(confirmed.status, 200, confirmed.text);
});

after(() => retireTestData(MARKER));

describe('GET /referral-figures/me', () => {
  it('the member\'s figures over all chapters: the 12 months ending this one, this month and their sum', async () => {
    const res = await zed.client.call('GET', '/referral-figures/me');
    assert.equal(res.status, 200, res.text);
    const figures = res.body.data as MyReferralFigures;
    assert.equal(figures.months.length, REFERRAL_LIMITS.monthsDefault);
    assert.equal(figures.months[0]!.month, monthAgo(11));
    assert.equal(figures.months.at(-1)!.month, THIS);
    assert.deepEqual(figures.thisMonth, { given: 5, received: 0, creditedCents: 200_000_000_123, oneToOnes: 1 });
    assert.deepEqual(figures.last12, { given: 5, received: 1, creditedCents: 300_000_000_123, oneToOnes: 1 });
    assert.deepEqual(figures.last12, sum(figures.months));
    assert.deepEqual(only(figures.months.find((m) => m.month === TWO)!), { given: 0, received: 1, creditedCents: 100_000_000_000, oneToOnes: 0 });
    assert.ok([...keysOf(figures)].every((k) => ALLOWED_KEYS.has(k)), [...keysOf(figures)].join());

    const none = await baker.client.call('GET', '/referral-figures/me');
    assert.deepEqual(none.body.data.last12, { given: 0, received: 0, creditedCents: 0, oneToOnes: 0 });
    assert.ok(none.body.data.months.every((m: ReferralCounts) => m.given === 0 && m.oneToOnes === 0));
  });
});

describe('GET /chapter/{id}/referral-figures', () => {
  it('the chapter\'s months, totals and Active members (zeros included, by last name) for its members and admins; the sums agree', async () => {
    for (const caller of [baker.client, admin]) {
      const res = await caller.call('GET', `/chapter/${chapter.id}/referral-figures`);
      assert.equal(res.status, 200, res.text);
      const f = res.body.data as ChapterReferralFigures;
      assert.deepEqual(f.chapter, chapter);
      assert.equal(f.from, monthAgo(11));
      assert.equal(f.to, THIS);
      assert.equal(f.months.length, 12);
      assert.deepEqual(only(f.months.at(-1)!), { given: 3, received: 3, creditedCents: 200_000_000_123, oneToOnes: 2 });
      assert.deepEqual(f.totals, { given: 4, received: 4, creditedCents: 300_000_000_123, oneToOnes: 2 });
      assert.deepEqual(f.totals, sum(f.months));
      assert.deepEqual(f.members.map((m) => m.fullname), ['Amy Adams', 'Ben Baker', 'Zoe Zed']);
      assert.deepEqual(f.members.map((m) => m.userId), [adams.id, baker.id, zed.id]);
      assert.deepEqual(only(f.members[1]!), { given: 0, received: 0, creditedCents: 0, oneToOnes: 0 });
      assert.deepEqual(only(f.members[2]!), { given: 3, received: 1, creditedCents: 300_000_000_123, oneToOnes: 1 });
      assert.deepEqual(only(f.members[0]!), { given: 1, received: 3, creditedCents: 0, oneToOnes: 1 });
      assert.deepEqual(sum(f.members), f.totals, 'the members add up to the chapter');
      assert.match(f.members[0]!.company ?? '', /^Figures Co Adams/);
      const keys = keysOf(f);
      assert.ok([...keys].every((k) => ALLOWED_KEYS.has(k)), `only counts and names: ${[...keys].join()}`);
      for (const k of ['receiver', 'receiverId', 'giver', 'amountCents', 'referral', 'referrals', 'email', 'contactName']) assert.ok(!keys.has(k), k);
    }
  });

  it('?from&to: an older range; a member leaving the chapter leaves its table', async () => {
    const res = await zed.client.call('GET', `/chapter/${chapter.id}/referral-figures?from=${OLD}&to=${TWO}`);
    assert.equal(res.status, 200, res.text);
    const f = res.body.data as ChapterReferralFigures;
    assert.equal(f.months.length, 12);
    assert.equal(f.months[0]!.month, OLD);
    assert.deepEqual(f.totals, { given: 8, received: 1, creditedCents: 100_000_000_000, oneToOnes: 0 });
    assert.equal(f.members.find((m) => m.userId === zed.id)!.given, 7);

    await sql("UPDATE up_users SET status = 'Suspended' WHERE id = $1", [baker.id]);
    try {
      const now = await admin.call('GET', `/chapter/${chapter.id}/referral-figures`);
      assert.deepEqual(now.body.data.members.map((m: { userId: number }) => m.userId), [adams.id, zed.id]);
    } finally {
      await sql("UPDATE up_users SET status = 'Active' WHERE id = $1", [baker.id]);
    }
  });

  it('another chapter\'s member 403, a visitor 401, an unknown chapter 404, bad ids and ranges 400', async () => {
    const other = await outsider.client.call('GET', `/chapter/${chapter.id}/referral-figures`);
    assert.equal(other.status, 403);
    assert.equal(other.body.message.message, REFERRAL_MESSAGES.chapterNotYours);
    assert.ok(!other.text.includes('Zed'));
    assert.equal((await new Client().call('GET', `/chapter/${chapter.id}/referral-figures`)).status, 401);
    for (const caller of [admin, zed.client]) {
      const res = await caller.call('GET', '/chapter/2000000000/referral-figures');
      assert.equal(res.status, 404);
      // The same answer for the admin (the controller) and a member (the leader policy).
      assert.equal(res.body.message.message, CHAPTER_NOT_FOUND.message);
    }
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) assert.equal((await admin.call('GET', `/chapter/${bad}/referral-figures`)).status, 400, bad);
    for (const query of ['from=2026-13', 'to=abc', 'from=2026-1', `from=${THIS}&to=${OLD}`, 'from=2020-01&to=2023-01', 'from=2020-01&from=2020-02', 'to[]=2026-01', 'from=%00', `from=${'9'.repeat(5000)}`]) {
      const res = await zed.client.call('GET', `/chapter/${chapter.id}/referral-figures?${query}`);
      assert.equal(res.status, 400, `${query}: ${res.text.slice(0, 200)}`);
    }
    const range = await admin.call('GET', '/referral-figures?from=2020-01&to=2023-01');
    assert.equal(range.body.message.message, REFERRAL_MESSAGES.badRange);
    const month = await admin.call('GET', '/referral-figures?to=2026-13');
    assert.equal(month.body.message.message, REFERRAL_MESSAGES.badMonth);
  });
});

describe('members hidden from the directory in a chapter\'s figures', () => {
  it('are one line of sums to its members, still in the totals; by name to themselves, its leaders and admins', async () => {
    assert.ok(REFERRAL_PRIVATE_MEMBERS_LABEL.length > 0);
    assert.equal((await adams.client.call('PUT', '/account/directory', { directoryHidden: true })).status, 200);
    try {
      const seen = await baker.client.call('GET', `/chapter/${chapter.id}/referral-figures`);
      assert.equal(seen.status, 200, seen.text);
      const f = seen.body.data as ChapterReferralFigures;
      assert.deepEqual(f.members.map((m) => m.userId), [baker.id, zed.id]);
      assert.ok(!seen.text.includes('Adams') && !seen.text.includes('Amy'), 'not named anywhere in the answer');
      assert.deepEqual(f.privateMembers, { given: 1, received: 3, creditedCents: 0, oneToOnes: 1 });
      assert.deepEqual(f.totals, { given: 4, received: 4, creditedCents: 300_000_000_123, oneToOnes: 2 }, 'the totals keep their counts');
      assert.deepEqual(sum([...f.members, f.privateMembers!]), f.totals);

      const own = (await adams.client.call('GET', `/chapter/${chapter.id}/referral-figures`)).body.data as ChapterReferralFigures;
      assert.deepEqual(own.members.map((m) => m.userId), [adams.id, baker.id, zed.id], 'a hidden member sees their own line');
      assert.equal(own.privateMembers, null);

      const granted = await admin.call('PUT', `/chapter/${chapter.id}/leaders/${zed.id}`);
      assert.ok(granted.status === 200 || granted.status === 201, granted.text);
      for (const [who, caller] of [['admin', admin], ['leader', zed.client]] as const) {
        const res = (await caller.call('GET', `/chapter/${chapter.id}/referral-figures`)).body.data as ChapterReferralFigures;
        assert.deepEqual(res.members.map((m) => m.fullname), ['Amy Adams', 'Ben Baker', 'Zoe Zed'], who);
        assert.equal(res.privateMembers, null, who);
      }
    } finally {
      await sql('DELETE FROM chapter_leaders WHERE user_id = $1', [zed.id]);
      assert.equal((await adams.client.call('PUT', '/account/directory', { directoryHidden: false })).status, 200);
    }
    const shown = (await baker.client.call('GET', `/chapter/${chapter.id}/referral-figures`)).body.data as ChapterReferralFigures;
    assert.equal(shown.members.length, 3);
    assert.equal(shown.privateMembers, null);
  });
});

describe('GET /referral-figures and /referral-figures.csv (admins)', () => {
  it('every chapter side by side (and "No chapter" when it has figures); the totals are the sums; members get 403', async () => {
    const res = await admin.call('GET', '/referral-figures');
    assert.equal(res.status, 200, res.text);
    const all = res.body.data as { chapters: (ReferralCounts & { chapterId: number; chapterName: string })[]; totals: ReferralCounts; from: string; to: string };
    const mine = all.chapters.find((c) => c.chapterId === chapter.id)!;
    assert.equal(mine.chapterName, chapter.name);
    assert.deepEqual(only(mine), { given: 3 + 1, received: 3 + 1, creditedCents: 300_000_000_123, oneToOnes: 2 });
    assert.deepEqual(all.totals, sum(all.chapters));
    const chapters = await sql('SELECT COUNT(*) AS n FROM chapters');
    assert.equal(all.chapters.filter((c) => c.chapterId !== 0).length, Number(chapters[0].n), 'every chapter, zeros included');
    const none = all.chapters.find((c) => c.chapterId === 0);
    assert.ok(none && none.oneToOnes >= 1 && none.chapterName === 'No chapter');
    assert.ok([...keysOf(all)].every((k) => ALLOWED_KEYS.has(k)), [...keysOf(all)].join());
    assert.equal((await zed.client.call('GET', '/referral-figures')).status, 403);
    assert.equal((await zed.client.call('GET', '/referral-figures.csv')).status, 403);

    const csv = await fetch(`${API}/api/referral-figures.csv`, { headers: admin.headers() });
    assert.equal(csv.status, 200);
    assert.match(csv.headers.get('content-type') ?? '', /text\/csv/);
    assert.match(csv.headers.get('content-disposition') ?? '', new RegExp(`referral-figures-${all.from}-${all.to}\\.csv`));
    const bytes = Buffer.from(await csv.arrayBuffer());
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'a byte order mark');
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    assert.equal(lines[0], REFERRAL_FIGURES_CSV_HEADER.join(','));
    assert.equal(lines.length, all.chapters.length + 2);
    assert.ok(lines.includes(`'=Figures ${MARKER},4,4,3000000001.23,2`), 'a name a spreadsheet would run as a formula stays text; dollars with two decimals');
    const t = all.totals;
    assert.equal(lines.at(-1), `Total,${t.given},${t.received},${Math.floor(t.creditedCents / 100)}.${String(t.creditedCents % 100).padStart(2, '0')},${t.oneToOnes}`);
    const rows = lines.slice(1, -1).map((l) => l.split(',').slice(-4).map(Number));
    assert.equal(rows.reduce((s, r) => s + r[0]!, 0), t.given);
    assert.equal(Math.round(rows.reduce((s, r) => s + r[2]! * 100, 0)), t.creditedCents);

    const older = await admin.call('GET', `/referral-figures?from=${OLD}&to=${OLD}`);
    assert.deepEqual(only(older.body.data.chapters.find((c: { chapterId: number }) => c.chapterId === chapter.id)), { given: 7, received: 0, creditedCents: 0, oneToOnes: 0 });
  });

  it('a burst of parallel reads answers the same figures, never a 500', async () => {
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () => zed.client.call('GET', `/chapter/${chapter.id}/referral-figures`)),
      ...Array.from({ length: 8 }, () => zed.client.call('GET', '/referral-figures/me')),
      ...Array.from({ length: 4 }, () => admin.call('GET', '/referral-figures')),
      ...Array.from({ length: 4 }, () => outsider.client.call('GET', `/chapter/${chapter.id}/referral-figures?from[$gt]=1`)),
    ]);
    assert.ok(answers.every((a) => a.status < 500), answers.map((a) => a.status).join());
    assert.equal(new Set(answers.slice(0, 8).map((a) => JSON.stringify(a.body.data))).size, 1);
  });
});

describe('figures through the referral routes, end to end', () => {
  it('A passes a referral to B, B closes it with $4,000: A is credited, C of the chapter sees A\'s credited total but neither B nor the referral', async () => {
    const before = (await baker.client.call('GET', `/chapter/${chapter.id}/referral-figures`)).body.data as ChapterReferralFigures;
    const passed = await zed.client.call('POST', '/referral', { receiverId: adams.id, type: 'Internal', need: `Bookkeeping ${MARKER}`, warmth: 4, expectsCall: true });
    assert.equal(passed.status, 201, passed.text);
    const referralId = passed.body.data.id as number;
    const closed = await adams.client.call('PUT', `/referral/${referralId}/status`, { status: 'Closed', date: new Date().toISOString().slice(0, 10), amount: '4,000' });
    assert.equal(closed.status, 200, closed.text);

    const mine = (await zed.client.call('GET', '/referral-figures/me')).body.data as MyReferralFigures;
    assert.equal(mine.thisMonth.creditedCents, 200_000_000_123 + 400_000);
    const seen = await baker.client.call('GET', `/chapter/${chapter.id}/referral-figures`);
    const after = seen.body.data as ChapterReferralFigures;
    const delta = (list: ChapterReferralFigures, id: number) => list.members.find((m) => m.userId === id)!;
    assert.equal(delta(after, zed.id).creditedCents - delta(before, zed.id).creditedCents, 400_000, "C sees A's credited total");
    assert.equal(delta(after, zed.id).given - delta(before, zed.id).given, 1);
    assert.equal(delta(after, adams.id).received - delta(before, adams.id).received, 1);
    assert.equal(delta(after, adams.id).creditedCents, delta(before, adams.id).creditedCents, 'the credit is the giver\'s, not the receiver\'s');
    assert.equal(after.totals.creditedCents - before.totals.creditedCents, 400_000);
    assert.deepEqual(sum(after.members), after.totals);
    assert.ok([...keysOf(after)].every((k) => ALLOWED_KEYS.has(k)), 'counts and names only: nothing says the credit came from B');
    assert.ok(!seen.text.includes(`Bookkeeping ${MARKER}`));
    assert.equal((await baker.client.call('GET', `/referral/${referralId}`)).status, 404, 'C cannot read the referral');
  });
});

