#!/usr/bin/env node
/**
 * Member-list benchmark (not a test): boots the cms on a temporary database (SQLite, or a
 * throw-away PostgreSQL schema when DATABASE_URL is set), adds BENCH_MEMBERS (10,000) Active
 * members across 1,000 companies and the demo chapters, and as many pending join requests, then
 * prints p50/p99 latency and requests per second of the directory's first page, a directory
 * search, the users table's first page and a users search, and of the admin tables: the
 * join-request review list (first page, a late page, a search) and a user update (PUT /user/{id},
 * each request a different member), with the number of SQL statements each request ran
 * (X-Db-Queries, counted by the cms in test mode) and each one's p50 as a multiple of the
 * directory's first page (same run). Usage: npm run bench -- members.
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
    const ids = (await conn.query("SELECT id FROM up_users WHERE email LIKE 'bench.%' ORDER BY id")).map((r) => r.id);
    await conn.run('INSERT INTO up_users_role_lnk (user_id, role_id, user_ord) VALUES ($1, $2, $3)', ids.map((id) => [id, roleId, 1]));
    await conn.run('INSERT INTO up_users_chapter_lnk (user_id, chapter_id, user_ord) VALUES ($1, $2, $3)', ids.map((id, i) => [id, chapters[i % chapters.length], 1]));
    await conn.run('INSERT INTO up_users_company_lnk (user_id, company_id, user_ord) VALUES ($1, $2, $3)', ids.map((id, i) => [id, companies[i % companies.length], 1]));

    // As many pending join requests, each member asking to join the next company, a minute apart.
    const requests = ids.map((_, i) => {
      const at = new Date(now.getTime() - (ids.length - i) * 60_000);
      const t = db.client === 'sqlite' ? at.getTime() : at;
      return [doc(), `Benchmark request ${i + 1}.`, 'Pending', t, t, t];
    });
    await conn.run('INSERT INTO join_requests (document_id, note, status, created_at, updated_at, published_at) VALUES ($1, $2, $3, $4, $5, $6)', requests);
    const requestIds = (await conn.query("SELECT id FROM join_requests WHERE note LIKE 'Benchmark request %' ORDER BY id")).map((r) => r.id);
    await conn.run('INSERT INTO join_requests_user_lnk (join_request_id, user_id) VALUES ($1, $2)', requestIds.map((id, i) => [id, ids[i]]));
    await conn.run(
      'INSERT INTO join_requests_company_lnk (join_request_id, company_id, join_request_ord) VALUES ($1, $2, $3)',
      requestIds.map((id, i) => [id, companies[(i + 1) % companies.length], 1]),
    );
    await conn.query('ANALYZE');
    const [{ n: active }] = await conn.query("SELECT COUNT(*) AS n FROM up_users WHERE status = 'Active'");
    const [{ n: pending }] = await conn.query("SELECT COUNT(*) AS n FROM join_requests WHERE status = 'Pending'");
    const forms = ids.map((id, i) => ({
      id,
      form: {
        firstname: users[i][7],
        lastname: users[i][8],
        email: users[i][2],
        phoneNumber: '(313) 555-0100',
        chapterId: chapters[i % chapters.length],
        companyId: companies[i % companies.length],
        status: 'Active',
        role: 'Member',
      },
    }));
    return { active, pending, forms };
  } finally {
    await conn.close();
  }
}

/**
 * Sends REQUESTS requests, CONCURRENCY at a time; `request(n)` gives the n-th one's method, path
 * and body (GET `path` when it is a string). Prints and answers the p50.
 */
async function measure(baseUrl, token, path, request = () => ({ method: 'GET', path }), baseline = null) {
  const latencies = [];
  const queries = new Set();
  let next = 0;
  let failures = 0;
  let total = null;
  const worker = async () => {
    while (next < REQUESTS) {
      const { method, path: url, body } = request(next);
      next += 1;
      const t = performance.now();
      const res = await fetch(`${baseUrl}/api${url}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const answer = await res.json();
      latencies.push(performance.now() - t);
      if (res.status !== 200) failures += 1;
      else total = answer.data.pagination?.total ?? null;
      queries.add(res.headers.get('x-db-queries'));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  const ratio = baseline ? `  ×${(p50 / baseline).toFixed(2)} of the directory` : '';
  const label = `${request(0).method} /api${path}`;
  console.log(
    `  ${label.padEnd(42)} ${(REQUESTS / seconds).toFixed(0).padStart(5)} req/s  p50 ${p50.toFixed(1).padStart(6)} ms  p99 ${percentile(latencies, 99).toFixed(1).padStart(6)} ms  ` +
      `SQL/request ${[...queries].join(',')}  (${total === null ? 'updated' : `${total} matches`}${failures ? `, ${failures} non-200` : ''})${ratio}`,
  );
  return p50;
}

async function signIn(baseUrl, email, password) {
  const res = await fetch(`${baseUrl}/api/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, rememberMe: false }),
  });
  return (await res.json()).data.token;
}

prepareCms();
const database = await createTempDatabase();
const server = await harnessEnv(database.env);
const running = await bootCms(server);
try {
  const { active, pending, forms } = await seedMembers(database.db);
  const memberToken = await signIn(server.baseUrl, 'marcus.bell@example.com', 'Member-pass-for-tests-1');
  const adminToken = await signIn(server.baseUrl, 'admin@gro.example.org', 'Admin-pass-for-tests-1');
  console.log(`\nMember lists (${database.db.client}, ${active} Active members, ${REQUESTS} requests each, ${CONCURRENCY} concurrent):`);
  // The member's own token check (session + user) is part of every request's statements.
  const directory = await measure(server.baseUrl, memberToken, '/user/directory');
  for (const path of ['/user/directory?q=okafor', '/user', '/user?q=smith&sort=email:asc', '/user?page=500&sort=company:desc']) {
    await measure(server.baseUrl, memberToken, path, undefined, directory);
  }
  console.log(`\nAdmin tables (${pending} pending join requests; the admin's token check included):`);
  for (const path of ['/company/join-request', '/company/join-request?page=900', '/company/join-request?q=bench.42&sort=company:asc', '/user?status=Active&sort=createdAt:desc']) {
    await measure(server.baseUrl, adminToken, path, undefined, directory);
  }
  // Each update saves a different member (a new extension), recorded in the activity log.
  await measure(server.baseUrl, adminToken, '/user/{id}', (n) => {
    const { id, form } = forms[n % forms.length];
    return { method: 'PUT', path: `/user/${id}`, body: { ...form, phoneExt: String(n % 1000) } };
  }, directory);
} finally {
  await running.stop();
  await database.drop();
}
