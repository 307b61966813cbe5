#!/usr/bin/env node
/**
 * `npm run bench -- announcements` (not a test: it prints, never fails): chapter news to
 * BENCH_ANNOUNCEMENT_MEMBERS (10,000) members of one chapter, added with SQL into a temporary
 * database (SQLite, or a throw-away PostgreSQL schema when DATABASE_URL is set), through a loopback
 * SMTP server that takes every message (and keeps none). Prints, from one run: the time from the
 * POST to the last delivery and the messages per second; the messages the SMTP server took; the
 * cms's resident memory settled before, its peak during the send and settled after; and
 * `GET /api/account`'s p50 and p99 while idle and during the send, as members use the portal
 * meanwhile: one request at a time, a new one every PACE_MS (not a flood that would itself starve
 * the send), with their ratio.
 */
import { SMTPServer } from 'smtp-server';
import { request } from './lib/http-request.mjs';
import { rssMb, settledRss } from './lib/memory.mjs';
import { connect } from './lib/sql-client.mjs';
import { adminToken, bootBenchCms, createTempDatabase, harnessEnv, prepareCms } from './lib/temp-cms.mjs';
import { freePort } from '../../scripts/lib/server.mjs';

const MEMBERS = Number(process.env.BENCH_ANNOUNCEMENT_MEMBERS ?? 10_000);
/** GET /api/account at most one at a time, one every PACE_MS: 20 a second. */
const PACE_MS = 50;
const seconds = (from) => (performance.now() - from) / 1000;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** A loopback SMTP server that takes every message and counts it. */
async function startSmtp() {
  let taken = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        taken += 1;
        callback();
      });
      stream.resume();
    },
  });
  server.on('error', () => {});
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, taken: () => taken, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** A chapter of MEMBERS Active, verified members (email on by default), in one INSERT … SELECT. */
async function seed(db) {
  const conn = await connect(db);
  const pg = db.client === 'postgres';
  const series = pg ? `generate_series(0, ${MEMBERS - 1}) AS n(i)` : 'n';
  const cte = pg ? '' : `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${MEMBERS - 1}) `;
  const docId = pg ? `substr(md5('a' || i), 1, 24)` : 'lower(hex(randomblob(12)))';
  const now = pg ? 'now()' : String(Date.now());
  const t = performance.now();
  try {
    await conn.query(
      `INSERT INTO chapters (document_id, name, slug, is_active, time_zone, created_at, updated_at, published_at)
       VALUES ('benchannouncechapter0001', 'GRO Bench', 'gro-bench', ${pg ? 'true' : '1'}, 'America/Detroit', ${now}, ${now}, ${now})`,
    );
    const [{ id: chapterId }] = await conn.query("SELECT id FROM chapters WHERE slug = 'gro-bench'");
    await conn.query(
      `INSERT INTO up_users (document_id, username, email, provider, confirmed, blocked, firstname, lastname, phone_number, status, created_at, updated_at, published_at)
       ${cte}SELECT ${docId}, 'news.' || i || '@example.com', 'news.' || i || '@example.com', 'local', ${pg ? 'true' : '1'}, ${pg ? 'false' : '0'},
         'First' || i, 'Last' || i, '(313) 555-0100', 'Active', ${now}, ${now}, ${now} FROM ${series}`,
    );
    await conn.query(`INSERT INTO up_users_chapter_lnk (user_id, chapter_id, user_ord) SELECT id, ${chapterId}, 1 FROM up_users WHERE email LIKE 'news.%'`);
    await conn.query('ANALYZE');
    console.log(`seeded ${MEMBERS.toLocaleString('en-US')} members of one chapter with SQL in ${seconds(t).toFixed(1)} s`);
    return Number(chapterId);
  } finally {
    await conn.close();
  }
}

/** GET /api/account, one at a time every PACE_MS, until `until()` says stop (or `count` calls): p50, p99 in ms. */
async function accountLoad(url, token, { count = Infinity, until = () => false }) {
  const times = [];
  let failed = 0;
  while (times.length < count && !until()) {
    const t = performance.now();
    const res = await request(url, { headers: { Authorization: `Bearer ${token}` } });
    const took = performance.now() - t;
    times.push(took);
    if (res.status !== 200) failed += 1;
    await new Promise((r) => setTimeout(r, Math.max(0, PACE_MS - took)));
  }
  times.sort((a, b) => a - b);
  return { calls: times.length, failed, p50: percentile(times, 50), p99: percentile(times, 99) };
}

prepareCms();
const smtp = await startSmtp();
const database = await createTempDatabase();
const server = await harnessEnv({ ...database.env, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false', SMTP_REQUIRE_TLS: 'false' });
const running = await bootBenchCms(server);
const conn = await connect(database.db);
try {
  const base = server.baseUrl;
  const pid = running.child.pid;
  console.log(`\nAnnouncements bench — ${database.db.client}: chapter news to ${MEMBERS.toLocaleString('en-US')} members (BENCH_ANNOUNCEMENT_MEMBERS), loopback SMTP\n`);
  const chapterId = await seed(database.db);
  const token = await adminToken(base);
  const account = `${base}/api/account`;
  await accountLoad(account, token, { count: 50 });
  const idle = await accountLoad(account, token, { count: 400 });
  const before = await settledRss(pid);

  const t = performance.now();
  const res = await request(`${base}/api/chapter/${chapterId}/news`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ subject: 'The bench breakfast', body: 'Hello **everyone**: [the agenda](https://example.com/agenda).\n\n![The room](https://example.com/room.png)' }),
  });
  const answered = seconds(t);
  const id = JSON.parse(res.body.toString()).data?.id;
  if (res.status !== 201) throw new Error(`POST news: ${res.status} ${res.body.toString().slice(0, 300)}`);
  let done = false;
  let peak = rssMb(pid) ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? 0)), 100);
  const watcher = (async () => {
    while (!done) {
      const [row] = await conn.query('SELECT status FROM announcements WHERE id = $1', [id]);
      if (row?.status === 'sent') done = true;
      else await new Promise((r) => setTimeout(r, 250));
    }
  })();
  const during = await accountLoad(account, token, { until: () => done });
  await watcher;
  const took = seconds(t);
  clearInterval(sampler);
  const after = await settledRss(pid);
  const [row] = await conn.query('SELECT recipients, sent, skipped, failed FROM announcements WHERE id = $1', [id]);

  console.log(`POST /api/chapter/:id/news answered in ${(answered * 1000).toFixed(0)} ms`);
  console.log(`delivered in ${took.toFixed(1)} s: ${Number(row.sent).toLocaleString('en-US')} sent, ${row.skipped} skipped, ${row.failed} failed of ${Number(row.recipients).toLocaleString('en-US')} (${Math.round(Number(row.sent) / took)} messages/s); the SMTP server took ${smtp.taken().toLocaleString('en-US')}`);
  console.log(`cms RSS: before ${before?.toFixed(0)} MB, peak during ${peak.toFixed(0)} MB, after ${after?.toFixed(0)} MB`);
  console.log(`GET /api/account (one every ${PACE_MS} ms): idle p50 ${idle.p50.toFixed(1)} ms, p99 ${idle.p99.toFixed(1)} ms (${idle.calls} calls); during the send p50 ${during.p50.toFixed(1)} ms, p99 ${during.p99.toFixed(1)} ms (${during.calls} calls, ${during.failed} not 200); p99 ratio ${(during.p99 / idle.p99).toFixed(2)}`);
} finally {
  await conn.close();
  await running.stop();
  await database.drop();
  await smtp.close();
}
process.exit(0);
