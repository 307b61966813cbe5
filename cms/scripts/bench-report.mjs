#!/usr/bin/env node
/**
 * `npm run bench -- report` (not a test: it prints, never fails): a chapter's meeting report on a
 * temporary database (SQLite, or a throw-away PostgreSQL schema when DATABASE_URL is set) holding a
 * chapter of BENCH_REPORT_MEMBERS (1,000) members with two years of weekly meetings: every member
 * marked at each (PALMS in turn), BENCH_REPORT_REFERRALS (20,000) referrals among them over the two
 * years (one in ten closed with an amount), a confirmed one-to-one a week per ten members and three
 * guests a meeting, all written with INSERT … SELECT. Then autocannon (keep-alive, BENCH_SECONDS (5)
 * per row) at 1 and 10 connections as the chapter's leader: the reference measured in the same run
 * (GET /api/account), this month's report, one meeting's report a year ago, the chapter's
 * scorecards (the board's first page of 50 by name, and by attendance: every member counted to order
 * them) and one member's: req/s, p50, p99, the p99 against the
 * reference's and against the target of 100 ms; then each read once right after a write (a mark
 * changed by SQL), when the kept figures are counted again. Members are a year old (judged on every
 * measure); each guest was brought by a member.
 */
import bcrypt from 'bcrypt';
import autocannon from 'autocannon';
import { DateTime } from 'luxon';
import { request } from './lib/http-request.mjs';
import { connect } from './lib/sql-client.mjs';
import { adminToken, bootBenchCms, createTempDatabase, harnessEnv, prepareCms } from './lib/temp-cms.mjs';

const MEMBERS = Number(process.env.BENCH_REPORT_MEMBERS ?? 1000);
const REFERRALS = Number(process.env.BENCH_REPORT_REFERRALS ?? 20_000);
const WEEKS = 104;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const TARGET_MS = 100;
const ZONE = 'America/Detroit';
const PASSWORD = 'Bench-report-pass-1';
const seconds = (from) => (performance.now() - from) / 1000;

/** The chapter, its members, its weekly meeting (yesterday's weekday) and two years of records. */
async function seed(db, meetingDay, weekday) {
  const conn = await connect(db);
  const pg = db.client === 'postgres';
  const series = (n, name = 'n') => (pg ? `generate_series(0, ${n - 1}) AS ${name}(i)` : name);
  const cte = (n, name = 'n') => (pg ? '' : `WITH RECURSIVE ${name}(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM ${name} WHERE i < ${n - 1}) `);
  const docId = (salt) => (pg ? `substr(md5('${salt}' || i), 1, 24)` : 'lower(hex(randomblob(12)))');
  const now = pg ? 'now()' : String(Date.now());
  // Members for a year and more: their scorecards judge every measure.
  const memberSince = pg ? "now() - interval '400 days'" : String(Date.now() - 400 * 86_400_000);
  const yes = pg ? 'true' : '1';
  const hash = await bcrypt.hash(PASSWORD, 4);
  try {
    await conn.query(
      `INSERT INTO chapters (document_id, name, slug, is_active, time_zone, created_at, updated_at, published_at)
       VALUES ('benchreportchapter000001', 'GRO Bench Report', 'gro-bench-report', ${yes}, '${ZONE}', ${now}, ${now}, ${now})`,
    );
    const [{ id: chapterId }] = await conn.query("SELECT id FROM chapters WHERE slug = 'gro-bench-report'");
    await conn.query(
      `INSERT INTO companies (document_id, name, review_status, created_at, updated_at, published_at)
       VALUES ('benchreportcompany000001', 'Bench Report Works', 'Approved', ${now}, ${now}, ${now})`,
    );
    const [{ id: companyId }] = await conn.query("SELECT id FROM companies WHERE name = 'Bench Report Works'");
    const [{ id: roleId }] = await conn.query("SELECT id FROM up_roles WHERE type = 'authenticated'");
    await conn.query(
      `INSERT INTO up_users (document_id, username, email, password, provider, confirmed, blocked, firstname, lastname, phone_number, status, created_at, updated_at, published_at)
       ${cte(MEMBERS)}SELECT ${docId('u')}, 'rep.' || i || '@example.com', 'rep.' || i || '@example.com', $1, 'local', ${yes}, ${pg ? 'false' : '0'},
         'First' || i, 'Last' || i, '(313) 555-0100', 'Active', ${memberSince}, ${now}, ${now} FROM ${series(MEMBERS)}`,
      [hash],
    );
    for (const [table, col, target, ord] of [['up_users_chapter_lnk', 'chapter_id', chapterId, 'user_ord'], ['up_users_company_lnk', 'company_id', companyId, 'user_ord'], ['up_users_role_lnk', 'role_id', roleId, 'user_ord']]) {
      await conn.query(`INSERT INTO ${table} (user_id, ${col}, ${ord}) SELECT id, ${target}, 1 FROM up_users WHERE email LIKE 'rep.%'`);
    }
    const users = await conn.query("SELECT id FROM up_users WHERE email LIKE 'rep.%' ORDER BY id");
    const first = Number(users[0].id);
    const leaderId = first;
    await conn.query(`INSERT INTO chapter_leaders (document_id, user_id, chapter_id, created_at, updated_at, published_at) VALUES ('benchreportleader0000001', ${leaderId}, ${chapterId}, ${now}, ${now}, ${now})`);
    await conn.query(
      `INSERT INTO events (document_id, title, type, day_of_week, time_start, time_end, location, format, created_at, updated_at, published_at)
       VALUES ('benchreportevent00000001', 'Bench weekly meeting', 'Recurring', '${weekday}', '07:00', '08:30', 'Bench hall', 'InPerson', ${now}, ${now}, ${now})`,
    );
    const [{ id: eventId }] = await conn.query("SELECT id FROM events WHERE document_id = 'benchreportevent00000001'");
    await conn.query(`INSERT INTO events_chapter_lnk (event_id, chapter_id, event_ord) VALUES (${eventId}, ${chapterId}, 1)`);

    // Every member marked at each of the last WEEKS meetings: Present mostly, the other PALMS in turn.
    const dates = Array.from({ length: WEEKS }, (_, w) => meetingDay.minus({ weeks: w }).toISODate());
    const statuses = ['Present', 'Present', 'Present', 'Present', 'Present', 'Absent', 'Late', 'Medical', 'Substitute', 'Present'];
    for (const date of dates) {
      await conn.query(
        `INSERT INTO attendances (document_id, event_id, occurrence_date, chapter_id, person, user_id, status, source, marked_ms, mark_key, created_at, updated_at, published_at)
         SELECT ${pg ? "substr(md5('a' || u.id || $1), 1, 24)" : 'lower(hex(randomblob(12)))'}, ${eventId}, $1, ${chapterId}, 'u:' || u.id, u.id,
           CASE (u.id % 10) ${statuses.map((s, i) => `WHEN ${i} THEN '${s}'`).join(' ')} END, 'Leader', ${Date.now()}, 'bench-' || u.id, ${now}, ${now}, ${now}
         FROM up_users u WHERE u.email LIKE 'rep.%'`,
        [date],
      );
    }
    // Referrals among the members, spread over the two years; one in ten closed.
    const spanMs = WEEKS * 7 * 86_400_000;
    const startMs = Date.now() - spanMs;
    const at = pg ? `to_timestamp((${startMs} + (i::bigint * ${Math.floor(spanMs / REFERRALS)})) / 1000.0)` : `(${startMs} + i * ${Math.floor(spanMs / REFERRALS)})`;
    const closedOn = pg ? `to_char(to_timestamp((${startMs} + (i::bigint * ${Math.floor(spanMs / REFERRALS)})) / 1000.0), 'YYYY-MM-DD')` : `strftime('%Y-%m-%d', (${startMs} + i * ${Math.floor(spanMs / REFERRALS)}) / 1000, 'unixepoch')`;
    await conn.query(
      `INSERT INTO referrals (document_id, giver_id, receiver_id, giver_chapter_id, receiver_chapter_id, type, contact_name, need, warmth, expects_call, status, given_month, closed_on, amount_cents, created_at, updated_at, published_at, last_touched_at)
       ${cte(REFERRALS)}SELECT ${docId('r')}, ${first} + (i % ${MEMBERS}), ${first} + ((i * 7 + 1) % ${MEMBERS}), ${chapterId}, ${chapterId}, 'Outside', 'Bench contact', 'Bench need', 3, ${pg ? 'false' : '0'},
         CASE WHEN i % 10 = 0 THEN 'Closed' ELSE 'New' END, ${pg ? `to_char(${at}, 'YYYY-MM')` : `strftime('%Y-%m', (${startMs} + i * ${Math.floor(spanMs / REFERRALS)}) / 1000, 'unixepoch')`},
         CASE WHEN i % 10 = 0 THEN ${closedOn} ELSE NULL END, CASE WHEN i % 10 = 0 THEN 50000 ELSE NULL END, ${at}, ${at}, ${at}, ${at}
       FROM ${series(REFERRALS)}`,
    );
    // A confirmed one-to-one a week per ten members; three guests a meeting.
    for (const [w, date] of dates.entries()) {
      await conn.query(
        `INSERT INTO one_to_ones (document_id, proposer_id, invitee_id, proposer_chapter_id, invitee_chapter_id, date, time, time_zone, place, status, created_at, updated_at, published_at)
         SELECT ${pg ? "substr(md5('o' || u.id || $1), 1, 24)" : 'lower(hex(randomblob(12)))'}, u.id, u.id + 1, ${chapterId}, ${chapterId}, $1, '12:00', '${ZONE}', 'Bench cafe', 'Confirmed', ${now}, ${now}, ${now}
         FROM up_users u WHERE u.email LIKE 'rep.%' AND u.id % 10 = ${w % 10} AND u.id < ${first + MEMBERS - 1}`,
        [date],
      );
      for (let g = 0; g < 3; g += 1) {
        await conn.query(
          `INSERT INTO visitors (document_id, occurrence_date, firstname, lastname, email, phone_number, heard_from, status, registration_key, host_id, created_at, updated_at, published_at)
           VALUES ($1, $2, 'Guest', $3, $4, '(313) 555-0142', 'A member invited me', $5, $6, $7, ${now}, ${now}, ${now})`,
          [`benchguest${w}x${g}`.padEnd(24, '0').slice(0, 24), date, `G${w}-${g}`, `guest.${w}.${g}@example.com`, ['Joined', 'Attended', 'Registered'][g], `bench-${w}-${g}`, first + ((w * 3 + g) % MEMBERS)],
        );
      }
    }
    await conn.query(`INSERT INTO visitors_event_lnk (visitor_id, event_id) SELECT id, ${eventId} FROM visitors WHERE email LIKE 'guest.%'`);
    await conn.query(`INSERT INTO visitors_chapter_lnk (visitor_id, chapter_id) SELECT id, ${chapterId} FROM visitors WHERE email LIKE 'guest.%'`);
    await conn.query('ANALYZE');
    const [{ n: marks }] = await conn.query('SELECT COUNT(*) AS n FROM attendances');
    return { chapterId: Number(chapterId), eventId: Number(eventId), memberId: first + 1, dates, marks: Number(marks) };
  } finally {
    await conn.close();
  }
}

async function measure(base, token, path, reference = null, connections = CONNECTIONS) {
  const result = await autocannon({ url: `${base}${path}`, connections, pipelining: 1, duration: SECONDS, headers: { Authorization: `Bearer ${token}` } });
  const probe = await request(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const codes = Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => `${code}×${s.count}`).join(' ');
  const p99 = result.latency.p99;
  const ratio = reference ? `  ×${(p99 / Math.max(reference, 0.5)).toFixed(1)} of the reference` : '';
  const verdict = reference ? `  ${p99 <= TARGET_MS ? `within ${TARGET_MS} ms ✓` : `OVER ${TARGET_MS} ms ✗`}` : '';
  console.log(
    `  GET ${path.padEnd(52)} ${String(connections).padStart(2)} conn.  ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(p99).padStart(4)} ms  SQL/request ${probe.headers['x-db-queries'] ?? '?'}  (${codes}${result.errors ? `, ${result.errors} errors` : ''})${ratio}${verdict}`,
  );
  return p99;
}

prepareCms();
const database = await createTempDatabase();
const server = await harnessEnv({ ...database.env, SMTP_HOST: '' });
const running = await bootBenchCms(server);
try {
  const base = server.baseUrl;
  const meetingDay = DateTime.now().setZone(ZONE).minus({ days: 1 }).startOf('day');
  const t = performance.now();
  const seeded = await seed(database.db, meetingDay, meetingDay.toFormat('cccc'));
  console.log(`\nMeeting report bench — ${database.db.client}: ${MEMBERS} members, ${WEEKS} weekly meetings, ${seeded.marks.toLocaleString('en-US')} marks, ${REFERRALS.toLocaleString('en-US')} referrals (seeded in ${seconds(t).toFixed(0)} s)\n`);
  await adminToken(base);
  const signIn = await request(`${base}/api/authenticate`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'rep.0@example.com', password: PASSWORD }) });
  const leader = JSON.parse(signIn.body.toString()).data?.token;
  if (!leader) throw new Error(`sign-in: ${signIn.status} ${signIn.body.toString().slice(0, 200)}`);
  const month = meetingDay.toFormat('yyyy-MM');
  const yearAgo = seeded.dates[52];
  const check = JSON.parse((await request(`${base}/api/chapter/${seeded.chapterId}/report?event=${seeded.eventId}&date=${yearAgo}`, { headers: { Authorization: `Bearer ${leader}` } })).body.toString());
  console.log(`  a year ago: ${JSON.stringify(check.data?.meeting?.figures ?? check).slice(0, 300)}\n`);
  // One connection first (what one request costs), then the target's ten.
  for (const connections of [1, CONNECTIONS]) {
    const reference = await measure(base, leader, '/api/account', null, connections);
    await measure(base, leader, `/api/chapter/${seeded.chapterId}/report?month=${month}`, reference, connections);
    await measure(base, leader, `/api/chapter/${seeded.chapterId}/report?event=${seeded.eventId}&date=${yearAgo}`, reference, connections);
    await measure(base, leader, `/api/chapter/${seeded.chapterId}/scorecards`, reference, connections);
    await measure(base, leader, `/api/chapter/${seeded.chapterId}/scorecards?sort=attendance:asc`, reference, connections);
    await measure(base, leader, `/api/chapter/${seeded.chapterId}/scorecards/${seeded.memberId}`, reference, connections);
  }
  // What a read costs right after a write (a mark changed): the figures are counted again, once.
  console.log('\n  The first read after a write (one connection, median of 5):');
  const conn = await connect(database.db);
  try {
    for (const path of [`/api/chapter/${seeded.chapterId}/report?month=${month}`, `/api/chapter/${seeded.chapterId}/report?event=${seeded.eventId}&date=${yearAgo}`, `/api/chapter/${seeded.chapterId}/scorecards`, `/api/chapter/${seeded.chapterId}/scorecards/${seeded.memberId}`]) {
      const times = [];
      for (let i = 0; i < 5; i += 1) {
        await conn.query(`UPDATE attendances SET status = status WHERE id = (SELECT MIN(id) FROM attendances)`);
        const t0 = performance.now();
        await request(`${base}${path}`, { headers: { Authorization: `Bearer ${leader}` } });
        times.push(performance.now() - t0);
      }
      console.log(`  GET ${path.padEnd(52)} ${times.sort((a, b) => a - b)[2].toFixed(0).padStart(5)} ms`);
    }
  } finally {
    await conn.close();
  }
} finally {
  await running.stop();
  await database.drop();
}
process.exit(0);
