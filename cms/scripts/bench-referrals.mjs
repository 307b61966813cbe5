#!/usr/bin/env node
/**
 * `npm run bench -- referrals` (not a test: it prints, never fails): the referral figures
 * with BENCH_REFERRALS (1,000,000) referrals, on a temporary database (SQLite, or a throw-away
 * PostgreSQL schema when DATABASE_URL is set). 600 members across the seeded chapters (one company
 * per ten), then the referrals in one INSERT … SELECT (a recursive CTE on SQLite, generate_series on
 * PostgreSQL) over the last 24 months, one in ten closed with an amount, and their tallies as the
 * writes would have kept them (INSERT … SELECT … GROUP BY: each member's given, received and
 * credited per chapter and month, then each chapter's total rows, user_id 0). Then autocannon
 * (keep-alive, no pipelining, BENCH_SECONDS (5) per row) at 1 and 10 connections: a reference
 * measured in the same run (GET /api/account, a signed-in read of one small row), then
 * GET /api/referral-figures/me and /api/chapter/:id/referral-figures as a member of that chapter
 * and GET /api/referral-figures as the admin: req/s, p50, p99, the p99 against the reference's,
 * SQL statements per request, and whether the p99 is under the target of 50 ms.
 */
import autocannon from 'autocannon';
import { request } from './lib/http-request.mjs';
import { connect } from './lib/sql-client.mjs';
import { adminToken, bootBenchCms, createTempDatabase, harnessEnv, prepareCms } from './lib/temp-cms.mjs';

const REFERRALS = Number(process.env.BENCH_REFERRALS ?? 1_000_000);
const MEMBERS = 600;
const MONTHS = 24;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const TARGET_MS = 50;
const seconds = (from) => (performance.now() - from) / 1000;
const fmt = (n) => Number(n).toLocaleString('en-US');

/** 'YYYY-MM' `back` months before this one (UTC). */
function monthAgo(back) {
  const d = new Date();
  const m = d.getUTCFullYear() * 12 + d.getUTCMonth() - back;
  return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
}

async function seed(db) {
  const conn = await connect(db);
  const pg = db.client === 'postgres';
  const cte = (count) => (pg ? '' : `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1}) `);
  const series = (count) => (pg ? `generate_series(0, ${count - 1}) AS n(i)` : 'n');
  const docId = pg ? `substr(md5('r' || i), 1, 24)` : `lower(hex(randomblob(12)))`;
  const now = pg ? 'now()' : String(Date.now());
  const t = performance.now();
  try {
    // The bench's own referrals only: the demo's (seeded with the demo data) go first, their tallies with them.
    for (const table of ['referral_tallies', 'referral_changes', 'referrals', 'one_to_one_notes', 'one_to_ones']) await conn.query(`DELETE FROM ${table}`);
    const [{ password }] = await conn.query("SELECT password FROM up_users WHERE email = 'marcus.bell@example.com'");
    const [{ id: roleId }] = await conn.query("SELECT id FROM up_roles WHERE type = 'authenticated'");
    const chapters = (await conn.query('SELECT id FROM chapters ORDER BY id')).map((r) => Number(r.id));
    const companies = MEMBERS / 10;
    await conn.query(
      `INSERT INTO companies (document_id, name, description, city, state, industry, created_at, updated_at, published_at)
       ${cte(companies)}SELECT ${docId}, 'Referral Company ' || i, 'A benchmark company.', 'Detroit', 'MI', 'Services', ${now}, ${now}, ${now} FROM ${series(companies)}`,
    );
    await conn.query(
      `INSERT INTO up_users (document_id, username, email, provider, password, confirmed, blocked, firstname, lastname, phone_number, status, created_at, updated_at, published_at)
       ${cte(MEMBERS)}SELECT ${docId}, 'figures.' || i || '@example.com', 'figures.' || i || '@example.com', 'local', $1, ${pg ? 'true' : '1'}, ${pg ? 'false' : '0'},
         'First' || i, 'Last' || i, '(313) 555-0100', 'Active', ${now}, ${now}, ${now} FROM ${series(MEMBERS)}`,
      [password],
    );
    const [{ first }] = await conn.query("SELECT min(id) AS first FROM up_users WHERE email LIKE 'figures.%'");
    const [{ firstCompany }] = await conn.query(`SELECT min(id) AS "firstCompany" FROM companies WHERE name LIKE 'Referral Company %'`);
    const users = `SELECT id FROM up_users WHERE email LIKE 'figures.%'`;
    const chapterOf = (index) => `CASE (${index}) % ${chapters.length} ${chapters.map((c, i) => `WHEN ${i} THEN ${c}`).join(' ')} END`;
    await conn.query(`INSERT INTO up_users_role_lnk (user_id, role_id, user_ord) SELECT id, ${roleId}, 1 FROM (${users}) AS u`);
    await conn.query(`INSERT INTO up_users_chapter_lnk (user_id, chapter_id, user_ord) SELECT id, ${chapterOf(`id - ${first}`)}, 1 FROM (${users}) AS u`);
    await conn.query(`INSERT INTO up_users_company_lnk (user_id, company_id, user_ord) SELECT id, ${firstCompany} + (id - ${first}) / 10, 1 FROM (${users}) AS u`);

    // The referrals: giver i % MEMBERS, receiver another member, month (i / MEMBERS) % 24 back (each member gives in every month), one in ten Closed.
    const tr = performance.now();
    const month = `CASE (i / ${MEMBERS}) % ${MONTHS} ${Array.from({ length: MONTHS }, (_, k) => `WHEN ${k} THEN '${monthAgo(k)}'`).join(' ')} END`;
    const giver = `(i % ${MEMBERS})`;
    const receiver = `((i % ${MEMBERS}) + 1 + (i * 7) % ${MEMBERS - 1}) % ${MEMBERS}`;
    await conn.query(
      `INSERT INTO referrals (document_id, giver_id, receiver_id, giver_chapter_id, receiver_chapter_id, type, contact_name, contact_phone, need, warmth, expects_call,
         status, given_month, closed_on, amount_cents, last_touched_at, created_at, updated_at, published_at)
       ${cte(REFERRALS)}SELECT ${docId}, ${first} + ${giver}, ${first} + ${receiver}, ${chapterOf(giver)}, ${chapterOf(receiver)}, 'Outside', 'Contact ' || i, '(313) 555-0199',
         'A benchmark referral.', 1 + i % 5, ${pg ? 'false' : '0'},
         CASE WHEN i % 10 = 0 THEN 'Closed' WHEN i % 10 < 4 THEN 'Contacted' ELSE 'New' END, ${month},
         CASE WHEN i % 10 = 0 THEN ${month} || '-15' END, CASE WHEN i % 10 = 0 THEN (i % 1000 + 1) * 100 END, ${now}, ${now}, ${now}, ${now}
       FROM ${series(REFERRALS)}`,
    );
    const referralSeconds = seconds(tr);

    // Their tallies, as the writes keep them: the members' rows, then the chapters' totals (user_id 0).
    const tt = performance.now();
    const key = pg ? `'tally-' || chapter_id || '-' || user_id || '-' || month` : `'tally-' || chapter_id || '-' || user_id || '-' || month`;
    await conn.query(
      `INSERT INTO referral_tallies (document_id, chapter_id, user_id, month, given, received, credited_cents, one_to_ones, created_at, updated_at, published_at)
       SELECT ${key}, chapter_id, user_id, month, SUM(given), SUM(received), SUM(credited), 0, ${now}, ${now}, ${now} FROM (
         SELECT giver_chapter_id AS chapter_id, giver_id AS user_id, given_month AS month, 1 AS given, 0 AS received, 0 AS credited FROM referrals WHERE deleted_at IS NULL
         UNION ALL SELECT receiver_chapter_id, receiver_id, given_month, 0, 1, 0 FROM referrals WHERE deleted_at IS NULL
         UNION ALL SELECT giver_chapter_id, giver_id, substr(closed_on, 1, 7), 0, 0, amount_cents FROM referrals WHERE deleted_at IS NULL AND status = 'Closed'
       ) AS x GROUP BY chapter_id, user_id, month`,
    );
    await conn.query(
      `INSERT INTO referral_tallies (document_id, chapter_id, user_id, month, given, received, credited_cents, one_to_ones, created_at, updated_at, published_at)
       SELECT 'tally-' || chapter_id || '-0-' || month, chapter_id, 0, month, SUM(given), SUM(received), SUM(credited_cents), SUM(one_to_ones), ${now}, ${now}, ${now}
       FROM referral_tallies WHERE user_id <> 0 GROUP BY chapter_id, month`,
    );
    const tallySeconds = seconds(tt);
    await conn.query('ANALYZE');
    const [{ n: referrals }] = await conn.query('SELECT COUNT(*) AS n FROM referrals');
    const [{ n: tallies }] = await conn.query('SELECT COUNT(*) AS n FROM referral_tallies');
    // A check of the counters against the referrals themselves (a scan: the bench's, never the routes').
    const [check] = await conn.query(`SELECT COUNT(*) AS n, SUM(CASE WHEN status = 'Closed' THEN amount_cents ELSE 0 END) AS credited FROM referrals WHERE given_month >= '${monthAgo(11)}'`);
    return {
      seconds: seconds(t), referralSeconds, tallySeconds, referrals: Number(referrals), tallies: Number(tallies), chapters, memberChapter: chapters[0],
      last12: { referrals: Number(check.n), creditedCents: Number(check.credited) },
    };
  } finally {
    await conn.close();
  }
}

async function signIn(base, email) {
  const res = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Member-pass-for-tests-1', rememberMe: false }),
  });
  const body = await res.json();
  if (!body.data?.token) throw new Error(`sign-in of ${email}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body.data.token;
}

async function measure(base, token, path, connections, reference = null) {
  const result = await autocannon({ url: `${base}${path}`, connections, pipelining: 1, duration: SECONDS, headers: { Authorization: `Bearer ${token}` } });
  const codes = Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => `${code}×${s.count}`).join(' ');
  const probe = await request(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const p99 = result.latency.p99;
  const ratio = reference ? `  ×${(p99 / Math.max(reference, 0.5)).toFixed(1)} of the reference` : '';
  const verdict = reference ? `  ${p99 < TARGET_MS ? `under ${TARGET_MS} ms ✓` : `OVER ${TARGET_MS} ms ✗`}` : '';
  console.log(
    `  GET ${path.padEnd(40)} ${String(connections).padStart(2)} conn.  ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  ` +
      `p99 ${String(p99).padStart(4)} ms  SQL/request ${probe.headers['x-db-queries'] ?? '?'}  (${codes}${result.errors ? `, ${result.errors} errors` : ''})${ratio}${verdict}`,
  );
  return p99;
}

prepareCms();
const database = await createTempDatabase();
const server = await harnessEnv({ ...database.env, SMTP_HOST: '' });
const running = await bootBenchCms(server);
try {
  const base = server.baseUrl;
  const seeded = await seed(database.db);
  const admin = await adminToken(base);
  const member = await signIn(base, 'figures.0@example.com');
  const chapterPath = `/api/chapter/${seeded.memberChapter}/referral-figures`;
  const get = async (path, token) => JSON.parse((await request(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } })).body.toString()).data;
  const t = performance.now();
  const all = await get('/api/referral-figures', admin);
  const firstMs = performance.now() - t;
  const chapter = await get(chapterPath, member);
  const mine = await get('/api/referral-figures/me', member);
  console.log(
    `\nReferral figures bench — ${database.db.client}: ${fmt(seeded.referrals)} referrals (BENCH_REFERRALS) of ${MEMBERS} members in ${seeded.chapters.length} chapters over ${MONTHS} months, ` +
      `${fmt(seeded.tallies)} tally rows; seeded with SQL in ${seeded.seconds.toFixed(1)} s (referrals ${seeded.referralSeconds.toFixed(1)} s, tallies by INSERT … SELECT … GROUP BY ${seeded.tallySeconds.toFixed(1)} s). ` +
      `Target: under ${TARGET_MS} ms p99.`,
  );
  console.log(
    `  figures (last 12 months): all chapters given ${fmt(all.totals.given)}, received ${fmt(all.totals.received)}, credited $${fmt((all.totals.creditedCents / 100).toFixed(2))} ` +
      `(the referrals themselves: ${fmt(seeded.last12.referrals)}, $${fmt((seeded.last12.creditedCents / 100).toFixed(2))}: ${all.totals.given === seeded.last12.referrals && all.totals.creditedCents === seeded.last12.creditedCents ? 'equal' : 'DIFFERENT'}); ` +
      `chapter ${chapter.chapter.name}: given ${fmt(chapter.totals.given)}, credited $${fmt((chapter.totals.creditedCents / 100).toFixed(2))}, ${chapter.members.length} members; ` +
      `figures.0: this month given ${mine.thisMonth.given}, last 12 given ${mine.last12.given}; first all-chapters answer ${firstMs.toFixed(0)} ms\n`,
  );
  for (const connections of [1, 10]) {
    const reference = await measure(base, member, '/api/account', connections);
    await measure(base, member, '/api/referral-figures/me', connections, reference);
    await measure(base, member, chapterPath, connections, reference);
    await measure(base, admin, '/api/referral-figures', connections, reference);
  }
} finally {
  await running.stop();
  await database.drop();
}
process.exit(0);
