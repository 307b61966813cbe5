#!/usr/bin/env node
/**
 * `npm run bench -- overview` (not a test: it prints, never fails): the admin overview on
 * a temporary database (SQLite, or a throw-away PostgreSQL schema when DATABASE_URL is set) holding
 * BENCH_MEMBERS (10,000) members across the demo chapters and 18 months, a subscription for 70% of
 * them (active monthly and yearly, past due, unpaid, canceled), BENCH_INVOICES (100,000) invoices
 * with a dues ledger entry per paid one, join requests and visitors, all written with SQL. Then
 * GET /api/overview as the admin with autocannon (keep-alive, no pipelining, BENCH_SECONDS (5) per
 * row): the kept answer at 10 connections, and `?fresh=1` (every request runs the aggregate
 * queries) at 1 and 10 connections: req/s, p50, p99, SQL statements per request. The target:
 * the queries under 100 ms p99.
 */
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import { request } from './lib/http-request.mjs';
import { connect } from './lib/sql-client.mjs';
import { adminToken, bootBenchCms, createTempDatabase, harnessEnv, prepareCms, startStripeForTests } from './lib/temp-cms.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const INVOICES = Number(process.env.BENCH_INVOICES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const DAY = 86_400_000;
const STATUSES = ['Active', 'Active', 'Active', 'Active', 'Active', 'Active', 'Active', 'Inactive', 'Suspended', 'Deleted'];
const VISITOR_STATUSES = ['Registered', 'Registered', 'Attended', 'FollowedUp', 'Joined'];

/** Inserts rows in statements of up to 500 rows (one transaction on SQLite). */
async function insertMany(conn, table, columns, rows) {
  if (conn.client === 'sqlite') {
    await conn.run(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`, rows);
    return;
  }
  await conn.query('BEGIN');
  for (let from = 0; from < rows.length; from += 500) {
    const chunk = rows.slice(from, from + 500);
    const values = chunk.map((_, r) => `(${columns.map((__, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
    await conn.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`, chunk.flat());
  }
  await conn.query('COMMIT');
}

async function seed(db, prices) {
  const conn = await connect(db);
  const t = performance.now();
  try {
    const sqlite = db.client === 'sqlite';
    const stamp = (ms) => (sqlite ? ms : new Date(ms));
    const now = Date.now();
    const doc = () => crypto.randomBytes(12).toString('hex');
    const [{ id: roleId }] = await conn.query("SELECT id FROM up_roles WHERE type = 'authenticated'");
    const chapters = (await conn.query('SELECT id, name FROM chapters ORDER BY id')).map((r) => ({ id: Number(r.id), name: r.name }));

    // Members over the last 18 months, spread across the chapters (every 20th without one).
    const users = Array.from({ length: MEMBERS }, (_, i) => {
      const created = stamp(now - (i % 540) * DAY - (i % 1440) * 60_000);
      return [doc(), `overview.${i}@example.com`, `overview.${i}@example.com`, 'local', true, false, `Member${i}`, 'Overview', STATUSES[i % STATUSES.length], created, created, created];
    });
    await insertMany(conn, 'up_users', ['document_id', 'username', 'email', 'provider', 'confirmed', 'blocked', 'firstname', 'lastname', 'status', 'created_at', 'updated_at', 'published_at'], users);
    const ids = (await conn.query("SELECT id FROM up_users WHERE email LIKE 'overview.%' ORDER BY id")).map((r) => Number(r.id));
    await insertMany(conn, 'up_users_role_lnk', ['user_id', 'role_id', 'user_ord'], ids.map((id) => [id, roleId, 1]));
    await insertMany(conn, 'up_users_chapter_lnk', ['user_id', 'chapter_id', 'user_ord'], ids.filter((_, i) => i % 20 !== 0).map((id, i) => [id, chapters[i % chapters.length].id, 1]));

    // A subscription for 70% of the members: 80% active (two monthly for one yearly), past due, unpaid, canceled.
    const subscriptions = [];
    ids.forEach((id, i) => {
      if (i % 10 >= 7) return;
      const k = subscriptions.length;
      const status = k % 20 === 0 ? 'past_due' : k % 50 === 1 ? 'unpaid' : k % 8 === 2 ? 'canceled' : 'active';
      const yearly = k % 3 === 0;
      const created = now - (k % 500) * DAY - DAY;
      const canceled = status === 'canceled' ? created + Math.floor((((k * 37) % 100) / 100) * (now - created)) : null;
      subscriptions.push({ userId: id, stripeId: `sub_overview_${k}`, status, yearly, created, canceled });
    });
    await insertMany(
      conn,
      'subscriptions',
      ['document_id', 'stripe_subscription_id', 'status', 'price_id', 'interval', 'canceled_at', 'is_cancelled', 'cancel_at_period_end', 'created_at', 'updated_at', 'published_at'],
      subscriptions.map((s) => {
        const created = stamp(s.created);
        return [doc(), s.stripeId, s.status, s.yearly ? prices.yearly : prices.monthly, s.yearly ? 'year' : 'month', s.canceled === null ? null : stamp(s.canceled), sqlite ? Number(s.status === 'canceled') : s.status === 'canceled', sqlite ? 0 : false, created, created, created];
      }),
    );

    // Invoices: each subscription's renewals, newest first; a failing subscription's latest is open. A dues entry per paid one.
    const invoices = [];
    const dues = [];
    for (let n = 0; n < INVOICES; n += 1) {
      const s = subscriptions[n % subscriptions.length];
      const round = Math.floor(n / subscriptions.length);
      const at = now - round * (s.yearly ? 365 : 30) * DAY - (n % 1440) * 60_000;
      const open = round === 0 && (s.status === 'past_due' || s.status === 'unpaid');
      const total = s.yearly ? 25000 : 2500;
      const id = `in_overview_${n}`;
      invoices.push([doc(), id, s.stripeId, open ? 'open' : 'paid', total, 'usd', open ? null : stamp(at), stamp(at), stamp(at), stamp(at)]);
      if (!open) {
        const chapter = chapters[n % chapters.length];
        dues.push([doc(), 'payment', id, id, total, 'usd', stamp(at), new Date(at).toISOString().slice(0, 7), chapter.id, chapter.name, stamp(at), stamp(at), stamp(at)]);
      }
    }
    await insertMany(conn, 'invoices', ['document_id', 'stripe_invoice_id', 'stripe_subscription_id', 'status', 'total', 'currency', 'paid_at', 'created_at', 'updated_at', 'published_at'], invoices);
    await insertMany(
      conn,
      'dues_entries',
      ['document_id', 'kind', 'stripe_object_id', 'stripe_invoice_id', 'amount_cents', 'currency', 'occurred_at', 'month', 'chapter_id', 'chapter_name', 'created_at', 'updated_at', 'published_at'],
      dues,
    );

    // Join requests: 500 pending, 2,000 decided. Visitors: 5,000 over the last 15 months.
    const requests = Array.from({ length: 2500 }, (_, i) => [doc(), i < 500 ? 'Pending' : i % 2 ? 'Approved' : 'Rejected', 'Overview bench.', stamp(now - i * 3_600_000), stamp(now), stamp(now)]);
    await insertMany(conn, 'join_requests', ['document_id', 'status', 'note', 'created_at', 'updated_at', 'published_at'], requests);
    const visitors = Array.from({ length: 5000 }, (_, i) => {
      const date = new Date(now - (i % 450) * DAY).toISOString().slice(0, 10);
      return [doc(), date, 'Guest', `Visitor${i}`, `guest.${i}@example.com`, VISITOR_STATUSES[i % VISITOR_STATUSES.length], `overview-${i}`, stamp(now), stamp(now), stamp(now)];
    });
    await insertMany(conn, 'visitors', ['document_id', 'occurrence_date', 'firstname', 'lastname', 'email', 'status', 'registration_key', 'created_at', 'updated_at', 'published_at'], visitors);
    const visitorIds = (await conn.query("SELECT id FROM visitors WHERE registration_key LIKE 'overview-%' ORDER BY id")).map((r) => Number(r.id));
    await insertMany(conn, 'visitors_chapter_lnk', ['visitor_id', 'chapter_id'], visitorIds.map((id, i) => [id, chapters[i % chapters.length].id]));
    await conn.query('ANALYZE');

    const [{ n: invoiceCount }] = await conn.query('SELECT COUNT(*) AS n FROM invoices');
    const [{ n: memberCount }] = await conn.query('SELECT COUNT(*) AS n FROM up_users');
    return { seconds: (performance.now() - t) / 1000, invoices: Number(invoiceCount), members: Number(memberCount), subscriptions: subscriptions.length, dues: dues.length, chapters: chapters.length };
  } finally {
    await conn.close();
  }
}

async function measure(base, token, path, connections) {
  const result = await autocannon({ url: `${base}${path}`, connections, pipelining: 1, duration: SECONDS, headers: { Authorization: `Bearer ${token}` } });
  const codes = Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => `${code}×${s.count}`).join(' ');
  const probe = await request(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  console.log(
    `  GET ${path.padEnd(22)} ${String(connections).padStart(2)} conn.  ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  ` +
      `p99 ${String(result.latency.p99).padStart(4)} ms  SQL/request ${probe.headers['x-db-queries'] ?? '?'}  (${codes}${result.errors ? `, ${result.errors} errors` : ''})`,
  );
}

prepareCms();
const database = await createTempDatabase();
const server = await harnessEnv({ ...database.env, SMTP_HOST: '' });
const stripe = await startStripeForTests(server);
const running = await bootBenchCms(server);
try {
  const base = server.baseUrl;
  const seeded = await seed(database.db, stripe.prices);
  const token = await adminToken(base);
  const first = performance.now();
  const answer = JSON.parse((await request(`${base}/api/overview?fresh=1`, { headers: { Authorization: `Bearer ${token}` } })).body.toString()).data;
  const firstMs = performance.now() - first;
  console.log(
    `\nAdmin overview bench — ${database.db.client}: ${seeded.members.toLocaleString('en-US')} accounts, ${seeded.subscriptions.toLocaleString('en-US')} subscriptions, ` +
      `${seeded.invoices.toLocaleString('en-US')} invoices, ${seeded.dues.toLocaleString('en-US')} dues entries, 2,500 join requests, 5,000 visitors, ${seeded.chapters} chapters ` +
      `(seeded with SQL in ${seeded.seconds.toFixed(1)} s). Target: the queries under 100 ms p99.`,
  );
  console.log(
    `  figures: ${answer.members.total} members, ${answer.subscriptions.active} active subscriptions, MRR $${(answer.subscriptions.mrrCents / 100).toFixed(2)}, ` +
      `${answer.failedPayments.subscriptions} failed payments ($${(answer.failedPayments.amountDueCents / 100).toFixed(2)} open), ${answer.joinRequests.pending} pending join requests; first fresh answer ${firstMs.toFixed(0)} ms\n`,
  );
  await measure(base, token, '/api/overview', 10);
  await measure(base, token, '/api/overview?fresh=1', 1);
  await measure(base, token, '/api/overview?fresh=1', 10);
} finally {
  await running.stop();
  await stripe.close();
  await database.drop();
}
process.exit(0);
