#!/usr/bin/env node
/**
 * `npm run bench -- check-in` (not a test: it prints, never fails): the door of a chapter meeting.
 * BENCH_CHECK_IN_MEMBERS (200) members of one chapter, added with SQL into a temporary database
 * (SQLite, or a throw-away PostgreSQL schema when DATABASE_URL is set), each signed in; a meeting
 * of that chapter under way. Then, in one run: `GET /api/account` once per member, spread over
 * BENCH_CHECK_IN_SECONDS (10) seconds, and the same members checking in (`POST /api/check-in` with
 * the door's code) spread over the same time, without waiting for each other: p50 and p99 of each,
 * their ratio (the target: check-in p99 at most 3× the account's), and the marks stored.
 */
import bcrypt from 'bcrypt';
import { DateTime } from 'luxon';
import { request } from './lib/http-request.mjs';
import { connect } from './lib/sql-client.mjs';
import { adminToken, bootBenchCms, createTempDatabase, harnessEnv, prepareCms } from './lib/temp-cms.mjs';

const MEMBERS = Number(process.env.BENCH_CHECK_IN_MEMBERS ?? 200);
const SECONDS = Number(process.env.BENCH_CHECK_IN_SECONDS ?? 10);
const ZONE = 'America/Detroit';
const PASSWORD = 'Bench-door-pass-1';
const TARGET_RATIO = 3;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const json = (res) => JSON.parse(res.body.toString());
const addressOf = (i) => `10.77.${i >> 8}.${i & 255}`;

/** A chapter, a company and MEMBERS Active, verified members of both, in a few INSERT … SELECTs. */
async function seed(db) {
  const conn = await connect(db);
  const pg = db.client === 'postgres';
  const series = pg ? `generate_series(0, ${MEMBERS - 1}) AS n(i)` : 'n';
  const cte = pg ? '' : `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${MEMBERS - 1}) `;
  const docId = pg ? `substr(md5('c' || i), 1, 24)` : 'lower(hex(randomblob(12)))';
  const now = pg ? 'now()' : String(Date.now());
  const yes = pg ? 'true' : '1';
  const hash = await bcrypt.hash(PASSWORD, 4);
  try {
    await conn.query(
      `INSERT INTO chapters (document_id, name, slug, is_active, time_zone, created_at, updated_at, published_at)
       VALUES ('benchcheckinchapter00001', 'GRO Bench Door', 'gro-bench-door', ${yes}, '${ZONE}', ${now}, ${now}, ${now})`,
    );
    const [{ id: chapterId }] = await conn.query("SELECT id FROM chapters WHERE slug = 'gro-bench-door'");
    await conn.query(
      `INSERT INTO companies (document_id, name, review_status, created_at, updated_at, published_at)
       VALUES ('benchcheckincompany00001', 'Bench Door Works', 'Approved', ${now}, ${now}, ${now})`,
    );
    const [{ id: companyId }] = await conn.query("SELECT id FROM companies WHERE name = 'Bench Door Works'");
    const [{ id: roleId }] = await conn.query("SELECT id FROM up_roles WHERE type = 'authenticated'");
    await conn.query(
      `INSERT INTO up_users (document_id, username, email, password, provider, confirmed, blocked, firstname, lastname, phone_number, status, created_at, updated_at, published_at)
       ${cte}SELECT ${docId}, 'door.' || i || '@example.com', 'door.' || i || '@example.com', $1, 'local', ${yes}, ${pg ? 'false' : '0'},
         'First' || i, 'Last' || i, '(313) 555-0100', 'Active', ${now}, ${now}, ${now} FROM ${series}`,
      [hash],
    );
    const mine = "SELECT id FROM up_users WHERE email LIKE 'door.%'";
    await conn.query(`INSERT INTO up_users_chapter_lnk (user_id, chapter_id, user_ord) SELECT id, ${chapterId}, 1 FROM up_users WHERE email LIKE 'door.%'`);
    await conn.query(`INSERT INTO up_users_company_lnk (user_id, company_id, user_ord) SELECT id, ${companyId}, 1 FROM up_users WHERE email LIKE 'door.%'`);
    await conn.query(`INSERT INTO up_users_role_lnk (user_id, role_id, user_ord) SELECT id, ${roleId}, 1 FROM up_users WHERE email LIKE 'door.%'`);
    await conn.query('ANALYZE');
    return { chapterId: Number(chapterId), users: (await conn.query(mine)).length };
  } finally {
    await conn.close();
  }
}

/** `count` requests spread evenly over SECONDS, none waiting for another: their times in ms, sorted, and the statuses. */
async function spread(count, send) {
  const gap = (SECONDS * 1000) / count;
  const times = [];
  const statuses = new Map();
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      await new Promise((r) => setTimeout(r, i * gap));
      const t = performance.now();
      const res = await send(i);
      times.push(performance.now() - t);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }),
  );
  times.sort((a, b) => a - b);
  return { times, statuses: Object.fromEntries(statuses), p50: percentile(times, 50), p99: percentile(times, 99) };
}

prepareCms();
const database = await createTempDatabase();
// Each member signs in and calls from an address of their own (X-Forwarded-For, as the cms tests do).
const server = await harnessEnv(database.env);
const running = await bootBenchCms(server);
const conn = await connect(database.db);
try {
  const base = server.baseUrl;
  console.log(`\nCheck-in bench — ${database.db.client}: ${MEMBERS} members (BENCH_CHECK_IN_MEMBERS) over ${SECONDS} s (BENCH_CHECK_IN_SECONDS)\n`);
  const { chapterId, users } = await seed(database.db);
  const admin = await adminToken(base);
  const tokens = [];
  for (let i = 0; i < users; i += 20) {
    tokens.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, users - i) }, async (_, k) => {
          const res = await request(`${base}/api/authenticate`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': addressOf(i + k) },
            body: JSON.stringify({ email: `door.${i + k}@example.com`, password: PASSWORD }),
          });
          if (res.status !== 200) throw new Error(`sign-in door.${i + k}: ${res.status} ${res.body.toString().slice(0, 200)}`);
          return json(res).data.token;
        }),
      )),
    );
  }

  // A meeting under way: it started at the last quarter hour (the event form's steps), and ends within its day.
  const now = DateTime.now().setZone(ZONE);
  let start = now.startOf('hour').plus({ minutes: Math.floor(now.minute / 15) * 15 });
  if (start.toFormat('HH:mm') === '23:45') start = start.minus({ minutes: 15 });
  const end = DateTime.min(start.plus({ hours: 1 }), start.set({ hour: 23, minute: 45 }));
  const made = await request(`${base}/api/event`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      title: 'Bench weekly meeting', type: 'Once', date: start.toISODate(), dayOfWeek: null, chapter: { connect: [{ id: chapterId }] },
      timeStart: start.toFormat('HH:mm'), timeEnd: end.toFormat('HH:mm'), location: 'Bench hall',
    }),
  });
  if (made.status !== 201) throw new Error(`POST /api/event: ${made.status} ${made.body.toString().slice(0, 300)}`);
  const eventId = json(made).data.id;
  const date = start.toISODate();
  const codeOf = async () => json(await request(`${base}/api/event/${eventId}/check-in-code?date=${date}`, { headers: { Authorization: `Bearer ${admin}` } })).data.code;

  // Warm both routes, then the reference and the burst in the same run.
  await spread(20, (i) => request(`${base}/api/account`, { headers: { Authorization: `Bearer ${tokens[i]}`, 'X-Forwarded-For': addressOf(i) } }));
  const account = await spread(users, (i) => request(`${base}/api/account`, { headers: { Authorization: `Bearer ${tokens[i]}`, 'X-Forwarded-For': addressOf(i) } }));
  const code = await codeOf();
  const checkIns = await spread(users, (i) =>
    request(`${base}/api/check-in`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens[i]}`, 'Content-Type': 'application/json', 'X-Forwarded-For': addressOf(i) },
      body: JSON.stringify({ eventId, date, code }),
    }),
  );
  const [{ n, people }] = await conn.query('SELECT COUNT(*) AS n, COUNT(DISTINCT person) AS people FROM attendances WHERE event_id = $1 AND occurrence_date = $2', [eventId, date]);

  const ratio = checkIns.p99 / account.p99;
  console.log(`GET /api/account, ${users} over ${SECONDS} s: p50 ${account.p50.toFixed(1)} ms, p99 ${account.p99.toFixed(1)} ms; statuses ${JSON.stringify(account.statuses)}`);
  console.log(`POST /api/check-in, ${users} over ${SECONDS} s: p50 ${checkIns.p50.toFixed(1)} ms, p99 ${checkIns.p99.toFixed(1)} ms; statuses ${JSON.stringify(checkIns.statuses)}`);
  console.log(`check-in p99 / account p99: ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO}: ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'})`);
  console.log(`marks stored: ${Number(n)} rows for ${Number(people)} members (${users} checked in)`);
} finally {
  await conn.close();
  await running.stop();
  await database.drop();
}
process.exit(0);
