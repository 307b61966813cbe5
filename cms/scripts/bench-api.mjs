#!/usr/bin/env node
/**
 * Member-list benchmark (not a test): boots the cms on a temporary database (SQLite, or a
 * throw-away PostgreSQL schema when DATABASE_URL is set), adds BENCH_MEMBERS (10,000) Active
 * members across 1,000 companies and the demo chapters, then prints p50/p99 latency and requests
 * per second of the directory's first page, a directory search, the users table's first page and
 * a users search, with the number of SQL statements each request ran (X-Db-Queries, counted by
 * the cms in test mode). Usage: npm run bench:api.
 */
import crypto from 'node:crypto';
import { connect } from './lib/sql-client.mjs';
import { bootCms, createTempDatabase, harnessEnv, prepareCms } from './lib/temp-cms.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const COMPANIES = Math.max(1, Math.round(MEMBERS / 10));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const FIRST = ['James', 'Maria', 'Wei', 'Aisha', 'Carlos', 'Priya', 'Olga', 'Kwame', 'Sofia', 'Liam', 'Noah', 'Emma', 'Yuki', 'Omar', 'Grace', 'Ivan', 'Chloe', 'Mateo', 'Zara', 'Ethan'];
const LAST = ['Smith', 'Garcia', 'Chen', 'Okafor', 'Novak', 'Patel', 'Kim', 'Mensah', 'Rossi', 'Murphy', 'Schmidt', 'Haddad', 'Tanaka', 'Silva', 'Kowalski', 'Dubois', 'Larsen', 'Nguyen', 'Ibrahim', 'Walsh', 'Young', 'Evans', 'Quinn', 'Underwood', 'Vargas', 'Xu', 'Zimmerman', "O'Neil", 'Ahn', 'Baker'];

async function seedMembers(db) {
  const conn = await connect(db);
  try {
    const [{ password }] = await conn.query("SELECT password FROM up_users WHERE email = 'marcus.bell@example.com'");
    const [{ id: roleId }] = await conn.query("SELECT id FROM up_roles WHERE type = 'authenticated'");
    const chapters = (await conn.query('SELECT id FROM chapters')).map((r) => r.id);
    const now = new Date();
    const stamp = db.client === 'sqlite' ? now.getTime() : now;
    const doc = () => crypto.randomBytes(12).toString('hex').slice(0, 24);

    await conn.run(
      'INSERT INTO companies (document_id, name, description, city, state, industry, created_at, updated_at, published_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      Array.from({ length: COMPANIES }, (_, i) => [doc(), `Bench Company ${i + 1}`, 'A benchmark company.', 'Detroit', 'MI', 'Services', stamp, stamp, stamp]),
    );
    const companies = (await conn.query("SELECT id FROM companies WHERE name LIKE 'Bench Company %'")).map((r) => r.id);

    const users = Array.from({ length: MEMBERS }, (_, i) => {
      const first = FIRST[i % FIRST.length];
      const last = `${LAST[(i * 7) % LAST.length]}${i % 3 === 0 ? '' : `-${Math.floor(i / LAST.length)}`}`;
      const email = `bench.${i}@example.com`;
      return [doc(), email, email, 'local', password, true, false, first, last, '(313) 555-0100', 'Active', stamp, stamp, stamp];
    });
    await conn.run(
      'INSERT INTO up_users (document_id, username, email, provider, password, confirmed, blocked, firstname, lastname, phone_number, status, created_at, updated_at, published_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)',
      users,
    );
    const ids = (await conn.query("SELECT id FROM up_users WHERE email LIKE 'bench.%'")).map((r) => r.id);
    await conn.run('INSERT INTO up_users_role_lnk (user_id, role_id, user_ord) VALUES ($1, $2, $3)', ids.map((id) => [id, roleId, 1]));
    await conn.run('INSERT INTO up_users_chapter_lnk (user_id, chapter_id, user_ord) VALUES ($1, $2, $3)', ids.map((id, i) => [id, chapters[i % chapters.length], 1]));
    await conn.run('INSERT INTO up_users_company_lnk (user_id, company_id, user_ord) VALUES ($1, $2, $3)', ids.map((id, i) => [id, companies[i % companies.length], 1]));
    await conn.query('ANALYZE');
    return (await conn.query("SELECT COUNT(*) AS n FROM up_users WHERE status = 'Active'"))[0].n;
  } finally {
    await conn.close();
  }
}

async function measure(baseUrl, token, path) {
  const latencies = [];
  const queries = new Set();
  let next = 0;
  let failures = 0;
  let total = null;
  const worker = async () => {
    while (next < REQUESTS) {
      next += 1;
      const t = performance.now();
      const res = await fetch(`${baseUrl}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
      const body = await res.json();
      latencies.push(performance.now() - t);
      if (res.status !== 200) failures += 1;
      else total = body.data.pagination.total;
      queries.add(res.headers.get('x-db-queries'));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `  GET /api${path.padEnd(34)} ${(REQUESTS / seconds).toFixed(0).padStart(5)} req/s  p50 ${percentile(latencies, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(latencies, 99).toFixed(1).padStart(6)} ms  ` +
      `SQL/request ${[...queries].join(',')}  (${total} matches${failures ? `, ${failures} non-200` : ''})`,
  );
}

prepareCms();
const database = await createTempDatabase();
const server = await harnessEnv(database.env);
const running = await bootCms(server);
try {
  const active = await seedMembers(database.db);
  const signIn = await fetch(`${server.baseUrl}/api/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'marcus.bell@example.com', password: 'Member-pass-for-tests-1', rememberMe: false }),
  });
  const { data } = await signIn.json();
  console.log(`\nMember lists (${database.db.client}, ${active} Active members, ${REQUESTS} requests each, ${CONCURRENCY} concurrent):`);
  // The member's own token check (session + user) is part of every request's statements.
  for (const path of ['/user/directory', '/user/directory?q=okafor', '/user', '/user?q=smith&sort=email:asc', '/user?page=500&sort=company:desc']) {
    await measure(server.baseUrl, data.token, path);
  }
} finally {
  await running.stop();
  await database.drop();
}
