import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  AUTH_TEXTS, DUES_SHARE_LIMITS, OVERVIEW_CACHE_SECONDS, OVERVIEW_MONTHS, chapterDefaults, monthlyRecurringCents, type AdminOverview,
} from '@gro/config';
import { shareOf } from '../src/api/finance/domain/percent';
import { lastMonths, monthIndex } from '../src/api/overview/domain/months';
import { Client, makeAdmin, memberWithCompany, retireTestData, signInAdmin, signUpMember, sql } from './helpers';
import { PRICES } from './payments/stripe';

/**
 * The admin overview: GET /overview answers each figure of /portal/administrator from the
 * database. Each test adds rows of known kinds (a chapter of its own, members, subscriptions,
 * invoices, join requests, visitors, dues) and checks the figures, or how much they moved: the
 * other test files run before and after on the same database, one at a time.
 */
const run = `${process.pid}${Date.now().toString(36)}`;
const dbInfo = JSON.parse(process.env.GRO_TEST_DB ?? '{"client":"sqlite"}');
const isPostgres = dbInfo.client === 'postgres';
const DAY = 86_400_000;

/** A moment as the database keeps Strapi's datetimes: milliseconds on SQLite, a timestamp on PostgreSQL. */
const at = (moment: Date | null) => (moment === null ? null : isPostgres ? moment.toISOString() : moment.getTime());
const { months, starts } = lastMonths(new Date(), OVERVIEW_MONTHS);
/** The 15th of the i-th month of the overview (0 the oldest, 11 the current one). */
const mid = (i: number) => new Date(starts[i]!.getTime() + 14 * DAY);

let docs = 0;
const inserted: { table: string; id: number }[] = [];
async function insert(table: string, values: Record<string, unknown>): Promise<number> {
  const stamp = at(new Date());
  const row = { document_id: `dov${run}${(docs += 1)}`, created_at: stamp, updated_at: stamp, published_at: stamp, ...values };
  const columns = Object.keys(row);
  const [added] = await sql(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`, Object.values(row));
  const id = Number(added.id);
  inserted.push({ table, id });
  return id;
}

async function overview(admin: Client, fresh = true): Promise<AdminOverview> {
  const res = await admin.call('GET', fresh ? '/overview?fresh=1' : '/overview');
  assert.equal(res.status, 200, res.text);
  return res.body.data;
}

after(async () => {
  for (const { table, id } of inserted.reverse()) {
    if (table === 'visitors') await sql('DELETE FROM visitors_chapter_lnk WHERE visitor_id = $1', [id]);
    await sql(`DELETE FROM ${table} WHERE id = $1`, [id]);
  }
  await retireTestData(run);
});

describe('overview helpers', () => {
  it('MRR: a monthly price counts whole, a yearly one a twelfth (monthly $25, yearly $250)', () => {
    assert.equal(monthlyRecurringCents(1, 2500, 'month'), 2500);
    assert.equal(monthlyRecurringCents(1, 25000, 'year'), 2083);
    assert.equal(monthlyRecurringCents(12, 25000, 'year'), 25000);
    assert.equal(monthlyRecurringCents(3, 25000, 'year'), 6250);
  });

  it('the last 12 months end with the current one, in UTC, across a year', () => {
    const r = lastMonths(new Date('2031-02-10T12:00:00Z'), 12);
    assert.deepEqual([r.months[0], r.months[10], r.months[11], r.months.length], ['2030-03', '2031-01', '2031-02', 12]);
    assert.equal(r.end.toISOString(), '2031-03-01T00:00:00.000Z');
    const bucket = monthIndex('created_at', r.starts);
    assert.equal(bucket.bindings.length, 11);
    assert.match(bucket.sql, /^CASE WHEN created_at < \? THEN 0 .* ELSE 11 END$/);
  });
});

describe('GET /overview is for admins only', () => {
  it('401 for a visitor, 403 for members with or without a company', async () => {
    assert.equal((await new Client().call('GET', '/overview')).status, 401);
    for (const client of [(await memberWithCompany()).client, (await signUpMember({ tag: 'ov-newcomer' })).client]) {
      const res = await client.call('GET', '/overview');
      assert.equal(res.status, 403, res.text);
      assert.equal(res.body.message.message, AUTH_TEXTS.adminOnly);
    }
  });
});

describe('GET /overview: each figure from the database', () => {
  let admin: Client;
  let chapter: { id: number; name: string };
  let before_: AdminOverview;
  let after_: AdminOverview;

  before(async () => {
    admin = await signInAdmin();
    const res = await admin.call('POST', '/chapter', { ...chapterDefaults, name: `Overview North ${run}`, location: 'Detroit', email: 'overview@gro.example.org' });
    assert.equal(res.status, 201, res.text);
    chapter = res.body.data;
    before_ = await overview(admin);

    // Members of the chapter: two Active (created three months in), one Suspended and one Inactive
    // (six months in), and an administrator, who is no member.
    const members = [];
    for (const tag of ['ov-a', 'ov-b', 'ov-c', 'ov-d', 'ov-admin']) members.push(await signUpMember({ tag, chapterId: chapter.id }));
    await sql('UPDATE up_users SET created_at = $1 WHERE id IN ($2, $3)', [at(mid(2)), members[0]!.id, members[1]!.id]);
    await sql("UPDATE up_users SET created_at = $1, status = 'Suspended' WHERE id = $2", [at(mid(5)), members[2]!.id]);
    await sql("UPDATE up_users SET created_at = $1, status = 'Inactive' WHERE id = $2", [at(mid(5)), members[3]!.id]);
    await makeAdmin(members[4]!.id);

    // Subscriptions: 3 monthly and 2 yearly active, one yearly past due and one monthly unpaid (all
    // started in month 3), a trial, one ended in month 6 (started before the 12 months), one started
    // and ended in month 3, and one that never started.
    const subscription = async (key: string, status: string, price: string, interval: string, created: Date, canceled: Date | null = null) =>
      insert('subscriptions', {
        stripe_subscription_id: `sub_ov${run}_${key}`, status, price_id: price, interval, created_at: at(created), canceled_at: at(canceled),
      });
    for (const key of ['m1', 'm2', 'm3']) await subscription(key, 'active', PRICES.monthly, 'month', mid(3));
    for (const key of ['y1', 'y2']) await subscription(key, 'active', PRICES.yearly, 'year', mid(3));
    await subscription('pd', 'past_due', PRICES.yearly, 'year', mid(3));
    await subscription('up', 'unpaid', PRICES.monthly, 'month', mid(3));
    await subscription('tr', 'trialing', PRICES.monthly, 'month', mid(3));
    await subscription('c1', 'canceled', PRICES.monthly, 'month', new Date(starts[0]!.getTime() - 15 * DAY), mid(6));
    await subscription('c2', 'canceled', PRICES.monthly, 'month', mid(3), new Date(mid(3).getTime() + DAY));
    await subscription('ie', 'incomplete_expired', PRICES.monthly, 'month', mid(5), new Date(mid(5).getTime() + DAY));

    // Invoices: the past-due subscription's open renewal and an older paid one, the unpaid one's open invoice.
    const invoice = (key: string, sub: string, status: string, total: number) =>
      insert('invoices', { stripe_invoice_id: `in_ov${run}_${key}`, stripe_subscription_id: `sub_ov${run}_${sub}`, status, total, currency: 'usd' });
    await invoice('pd-open', 'pd', 'open', 25000);
    await invoice('pd-paid', 'pd', 'paid', 25000);
    await invoice('up-open', 'up', 'open', 2500);
    await invoice('m1-paid', 'm1', 'paid', 2500);

    // Join requests: two pending (one sent in 2001), one approved.
    await insert('join_requests', { status: 'Pending', note: `Overview ${run}`, created_at: at(new Date('2001-01-01T00:00:00Z')) });
    await insert('join_requests', { status: 'Pending', note: `Overview ${run}` });
    await insert('join_requests', { status: 'Approved', note: `Overview ${run}` });

    // Visitors of the chapter's meetings: four this month (one joined, one attended), one before the 12 months.
    const visitor = async (key: string, status: string, date: string) => {
      const id = await insert('visitors', {
        occurrence_date: date, firstname: 'Guest', lastname: key, email: `guest.${key}.${run}@example.com`, status, registration_key: `ov${run}${key}`,
      });
      await sql('INSERT INTO visitors_chapter_lnk (visitor_id, chapter_id) VALUES ($1, $2)', [id, chapter.id]);
    };
    const today = new Date().toISOString().slice(0, 10);
    await visitor('a', 'Registered', today);
    await visitor('b', 'Attended', today);
    await visitor('c', 'Joined', today);
    await visitor('d', 'FollowedUp', today);
    await visitor('old', 'Joined', new Date(starts[0]!.getTime() - DAY).toISOString().slice(0, 10));

    // Dues this month for the chapter: $25 and $250 paid, $5 refunded; and $25 last month.
    const thisMonth = months[11]!;
    const dues = (key: string, kind: string, cents: number, month: string) =>
      insert('dues_entries', {
        kind, stripe_object_id: `ov${run}${key}`, amount_cents: cents, currency: 'usd', occurred_at: at(new Date(`${month}-02T12:00:00Z`)), month,
        chapter_id: chapter.id, chapter_name: chapter.name,
      });
    await dues('p1', 'payment', 2500, thisMonth);
    await dues('p2', 'payment', 25000, thisMonth);
    await dues('r1', 'refund', 500, thisMonth);
    await dues('p0', 'payment', 2500, months[10]!);

    after_ = await overview(admin);
  });

  const delta = <T>(pick: (o: AdminOverview) => T[], value: (item: T) => number) =>
    pick(after_).map((item, i) => value(item) - value(pick(before_)[i]!));

  it('the 12 months, oldest first, ending with the current one', () => {
    assert.deepEqual(after_.months, months);
    assert.equal(after_.cacheSeconds, OVERVIEW_CACHE_SECONDS);
  });

  it('members by chapter and status: the chapter has 2 Active, 1 Inactive, 1 Suspended; its administrator is no member', () => {
    const row = after_.members.chapters.find((c) => c.chapterId === chapter.id);
    assert.deepEqual(row, { chapterId: chapter.id, chapterName: chapter.name, counts: { Active: 2, Inactive: 1, Suspended: 1, Deleted: 0 }, total: 4 });
    assert.equal(after_.members.total - before_.members.total, 4);
    assert.equal(after_.members.total, after_.members.chapters.reduce((sum, c) => sum + c.total, 0));
  });

  it('new members per month: 2 in month 3, 2 in month 6 (by the day they joined), none left this month', () => {
    assert.deepEqual(delta((o) => o.newMembers, (m) => m.count), [0, 0, 2, 0, 0, 2, 0, 0, 0, 0, 0, 0]);
    assert.deepEqual(after_.newMembers.map((m) => m.month), months);
  });

  it('active subscriptions and MRR by plan: monthly $25 each, yearly $250 as a twelfth', () => {
    const plan = (o: AdminOverview, priceId: string) => o.subscriptions.plans.find((p) => p.priceId === priceId);
    const monthly = plan(after_, PRICES.monthly)!;
    const yearly = plan(after_, PRICES.yearly)!;
    assert.equal(monthly.active - (plan(before_, PRICES.monthly)?.active ?? 0), 3);
    assert.equal(yearly.active - (plan(before_, PRICES.yearly)?.active ?? 0), 2);
    assert.deepEqual([monthly.planLabel, monthly.interval, monthly.priceCents, monthly.mrrCents], ['Monthly', 'month', 2500, monthly.active * 2500]);
    assert.deepEqual([yearly.planLabel, yearly.interval, yearly.priceCents, yearly.mrrCents], ['Yearly', 'year', 25000, Math.round((yearly.active * 25000) / 12)]);
    assert.equal(after_.subscriptions.active - before_.subscriptions.active, 5);
    assert.equal(after_.subscriptions.mrrCents, after_.subscriptions.plans.reduce((sum, p) => sum + (p.mrrCents ?? 0), 0));
    assert.equal(after_.subscriptions.currency, 'usd');
  });

  it('churn per month: ended in months 4 and 7; running on each first day; never-started subscriptions are neither', () => {
    assert.deepEqual(delta((o) => o.churn, (m) => m.canceled), [0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0]);
    assert.deepEqual(delta((o) => o.churn, (m) => m.activeAtStart), [1, 1, 1, 1, 9, 9, 9, 8, 8, 8, 8, 8]);
    for (const m of after_.churn) assert.equal(m.rate, m.activeAtStart > 0 ? m.canceled / m.activeAtStart : null);
  });

  it('failed payments awaiting a card update: a past-due and an unpaid subscription, $275 on their open invoices', () => {
    const d = (key: 'subscriptions' | 'pastDue' | 'unpaid' | 'openInvoices' | 'amountDueCents') => after_.failedPayments[key] - before_.failedPayments[key];
    assert.deepEqual([d('subscriptions'), d('pastDue'), d('unpaid'), d('openInvoices'), d('amountDueCents')], [2, 1, 1, 2, 27500]);
  });

  it('pending join requests: two more, the oldest sent on 1 January 2001', () => {
    assert.equal(after_.joinRequests.pending - before_.joinRequests.pending, 2);
    assert.equal(after_.joinRequests.oldestAt, '2001-01-01T00:00:00.000Z');
  });

  it('visitors and conversion per chapter: 4 guests of the last 12 months, 1 joined (25%)', () => {
    assert.equal(after_.visitors.since, `${months[0]}-01`);
    assert.deepEqual(after_.visitors.chapters.find((c) => c.chapterId === chapter.id), {
      chapterId: chapter.id, chapterName: chapter.name, visitors: 4, joined: 1, conversion: 0.25,
    });
  });

  it("this month's dues share per chapter: $275 paid less $5 refunded, the chapter's share of $270", () => {
    assert.equal(after_.duesShare.month, months[11]);
    assert.equal(after_.duesShare.percent, DUES_SHARE_LIMITS.defaultPercent);
    const row = after_.duesShare.chapters.find((c) => c.chapterId === chapter.id);
    assert.deepEqual(row, { chapterId: chapter.id, chapterName: chapter.name, netCents: 27000, shareCents: shareOf(27000, DUES_SHARE_LIMITS.defaultPercent) });
    assert.equal(row?.shareCents, 5400);
    assert.equal(after_.duesShare.totalShareCents - before_.duesShare.totalShareCents, 5400);
  });

  it('the answer is kept a minute for everyone; ?fresh=1 reads anew and refreshes what is kept', async () => {
    const kept = await overview(admin, false);
    assert.equal(kept.generatedAt, after_.generatedAt);
    await insert('join_requests', { status: 'Pending', note: `Overview ${run}` });
    assert.equal((await overview(admin, false)).joinRequests.pending, after_.joinRequests.pending);
    const fresh = await overview(admin);
    assert.equal(fresh.joinRequests.pending, after_.joinRequests.pending + 1);
    assert.equal((await overview(admin, false)).generatedAt, fresh.generatedAt);
  });

  it('fresh requests sent at once (sharing reads while one runs) each see every write made before they were sent', async () => {
    const start = (await overview(admin)).joinRequests.pending;
    await insert('join_requests', { status: 'Pending', note: `Overview ${run}` });
    const answers = await Promise.all(Array.from({ length: 10 }, () => overview(admin)));
    assert.deepEqual(answers.map((a) => a.joinRequests.pending), Array(10).fill(start + 1));
  });
});
