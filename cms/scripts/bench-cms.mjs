#!/usr/bin/env node
/**
 * The API part of `npm run bench` (not a test: it prints, never fails). Boots the cms (compiled,
 * NODE_ENV=test so each request's SQL statements come back in X-Db-Queries) on a temporary
 * database (SQLite, or a throw-away PostgreSQL schema when DATABASE_URL is set), seeds 200
 * chapters, 2,000 events, 2,000 companies and 10,000 members with bulk SQL, then measures with
 * autocannon (keep-alive, no pipelining), BENCH_SECONDS (5) per row at 10 and 50 connections:
 * the product's public reads, the directory's first page, a repeated search and searches never asked
 * before (cache misses; as a signed-in member),
 * a sign-in, and in the same run on the same data the references: Strapi's stock REST find of
 * the chapters (25 a page) and of 50 users with company and role, both granted to the public role
 * in this database only (BENCH_STOCK_ROUTES, platform/db/stock-reference.ts), and a bare node:http
 * server sending the product's public answers (body and headers) from memory. Prints one table
 * with req/s, p50, p99, SQL per request, status codes and the ratios to the references with the
 * benchmark's targets, then the 304 check and the cms's resident memory idle and after the run.
 *
 * Sign-ins: the product's limits (RATE_LIMITS) are not loosened; the cms trusts X-Forwarded-For
 * (TRUST_PROXY, as behind the production proxy) and each sign-in comes from its own address and
 * a different seeded member, so the limits never refuse one (a right password refunds its point).
 */
import autocannon from 'autocannon';
import crypto from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { request } from './lib/http-request.mjs';
import { rssMb, settledRss } from './lib/memory.mjs';
import { connect } from './lib/sql-client.mjs';
import { bootCms, createTempDatabase, harnessEnv, prepareCms } from './lib/temp-cms.mjs';
import { TARGETS, formatRatio, formatTable, mark, ratio, ratioNotes, statusSummary } from '../../scripts/lib/bench-table.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = [10, 50];
const SIZE = { chapters: 200, events: 2000, companies: 2000, members: Number(process.env.BENCH_MEMBERS ?? 10_000) };
const MEMBER = { email: 'marcus.bell@example.com', password: 'Member-pass-for-tests-1' };
const FIRST = ['James', 'Maria', 'Wei', 'Aisha', 'Carlos', 'Priya', 'Olga', 'Kwame', 'Sofia', 'Liam', 'Noah', 'Emma', 'Yuki', 'Omar', 'Grace', 'Ivan', 'Chloe', 'Mateo', 'Zara', 'Ethan'];
const LAST = ['Smith', 'Garcia', 'Chen', 'Okafor', 'Novak', 'Patel', 'Kim', 'Mensah', 'Rossi', 'Murphy', 'Schmidt', 'Haddad', 'Tanaka', 'Silva', 'Kowalski', 'Dubois', 'Larsen', 'Nguyen', 'Ibrahim', 'Walsh'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Tops the demo data up to SIZE with bulk inserts; answers a seeded chapter's slug. */
async function seed(db) {
  const conn = await connect(db);
  try {
    const now = new Date();
    const stamp = db.client === 'sqlite' ? now.getTime() : now;
    const doc = () => crypto.randomBytes(12).toString('hex');
    const count = async (table) => Number((await conn.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);

    const newChapters = SIZE.chapters - (await count('chapters'));
    await conn.run(
      'INSERT INTO chapters (document_id, name, slug, description, location, address, city, state, postal_code, country, latitude, longitude, email, time_start, time_end, day_of_week, is_active, created_at, updated_at, published_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)',
      Array.from({ length: newChapters }, (_, i) => [
        doc(), `GRO Bench ${i + 1}`, `bench-${i + 1}`, `Bench chapter ${i + 1}: members meet weekly for introductions and referrals.`, 'Community Hall', `${100 + i} Main St`,
        'Detroit', 'MI', '48202', 'United States', 42 + (i % 100) / 100, -83 - (i % 100) / 100, `bench-${i + 1}@gro.example.org`, '07:30', '09:00', DAYS[i % 7], true, stamp, stamp, stamp,
      ]),
    );
    const chapters = (await conn.query('SELECT id FROM chapters ORDER BY id')).map((r) => r.id);

    const newEvents = SIZE.events - (await count('events'));
    const day = (offset) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    await conn.run(
      'INSERT INTO events (document_id, title, type, date, day_of_week, description, location, address, city, state, postal_code, country, time_start, time_end, created_at, updated_at, published_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)',
      Array.from({ length: newEvents }, (_, i) => {
        const once = i % 2 === 0;
        return [doc(), `Bench event ${i + 1}`, once ? 'Once' : 'Recurring', once ? day(1 + (i % 180)) : null, once ? null : DAYS[i % 7], 'A benchmark event.', 'Community Hall', '1 Main St', 'Detroit', 'MI', '48202', 'United States', '07:00', '08:00', stamp, stamp, stamp];
      }),
    );
    const events = (await conn.query("SELECT id FROM events WHERE title LIKE 'Bench event %' ORDER BY id")).map((r) => r.id);
    await conn.run('INSERT INTO events_chapter_lnk (event_id, chapter_id, event_ord) VALUES ($1, $2, $3)', events.map((id, i) => [id, chapters[i % chapters.length], 1]));

    const newCompanies = SIZE.companies - (await count('companies'));
    await conn.run(
      'INSERT INTO companies (document_id, name, description, city, state, industry, created_at, updated_at, published_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      Array.from({ length: newCompanies }, (_, i) => [doc(), `Bench Company ${i + 1}`, 'A benchmark company.', 'Detroit', 'MI', 'Services', stamp, stamp, stamp]),
    );
    const companies = (await conn.query('SELECT id FROM companies ORDER BY id')).map((r) => r.id);

    const [{ password }] = await conn.query('SELECT password FROM up_users WHERE email = $1', [MEMBER.email]);
    const [{ id: roleId }] = await conn.query("SELECT id FROM up_roles WHERE type = 'authenticated'");
    const newMembers = SIZE.members;
    await conn.run(
      'INSERT INTO up_users (document_id, username, email, provider, password, confirmed, blocked, firstname, lastname, phone_number, status, created_at, updated_at, published_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)',
      Array.from({ length: newMembers }, (_, i) => {
        const email = `bench.${i}@example.com`;
        // Every first name meets every last name (25 members each at 10,000), so a search of a first
        // name and the start of a last name finds a few dozen members, as in a real directory.
        const last = `${LAST[Math.floor(i / FIRST.length) % LAST.length]}${i % 3 === 0 ? '' : `-${Math.floor(i / LAST.length)}`}`;
        return [doc(), email, email, 'local', password, true, false, FIRST[i % FIRST.length], last, '(313) 555-0100', 'Active', stamp, stamp, stamp];
      }),
    );
    const members = (await conn.query("SELECT id FROM up_users WHERE email LIKE 'bench.%' ORDER BY id")).map((r) => r.id);
    await conn.run('INSERT INTO up_users_role_lnk (user_id, role_id, user_ord) VALUES ($1, $2, $3)', members.map((id) => [id, roleId, 1]));
    await conn.run('INSERT INTO up_users_chapter_lnk (user_id, chapter_id, user_ord) VALUES ($1, $2, $3)', members.map((id, i) => [id, chapters[i % chapters.length], 1]));
    await conn.run('INSERT INTO up_users_company_lnk (user_id, company_id, user_ord) VALUES ($1, $2, $3)', members.map((id, i) => [id, companies[i % companies.length], 1]));
    await conn.query('ANALYZE');
    const sizes = {};
    for (const table of ['chapters', 'events', 'companies', 'up_users']) sizes[table] = await count(table);
    return { sizes, memberEmails: members.map((_, i) => `bench.${i}@example.com`) };
  } finally {
    await conn.close();
  }
}

/** A response's body as text, gunzipped or unbrotlied as its Content-Encoding says. */
function decoded(res) {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.body).toString('utf8');
  return res.body.toString('utf8');
}

/** A node:http server in its own process answering each path with the bytes and headers it was given (from a file: answers can be large). */
async function bareServer(answers) {
  const file = path.join(os.tmpdir(), `gro-bench-bare-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(Object.fromEntries(Object.entries(answers).map(([p, a]) => [p, { body: a.body.toString('base64'), headers: a.headers }]))));
  const code = `
    const http = require('node:http');
    const answers = new Map(Object.entries(JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8'))).map(([p, a]) => [p, { body: Buffer.from(a.body, 'base64'), headers: a.headers }]));
    const server = http.createServer((req, res) => {
      const a = answers.get(req.url);
      if (!a) { res.writeHead(404); res.end(); return; }
      res.writeHead(200, a.headers);
      res.end(a.body);
    });
    server.keepAliveTimeout = 60000;
    server.listen(0, '127.0.0.1', () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ['-e', code, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = await once(child.stdout, 'data');
  fs.rmSync(file, { force: true });
  return { base: `http://127.0.0.1:${String(line).trim()}`, stop: () => child.kill() };
}

/** autocannon, keep-alive, no pipelining: req/s, p50, p99 (ms) and the status codes seen. */
async function load(base, spec, connections) {
  const result = await autocannon({
    url: base + spec.path,
    connections,
    pipelining: 1,
    duration: SECONDS,
    method: spec.method ?? 'GET',
    headers: spec.headers ?? {},
    body: spec.body,
    requests: spec.setupRequest ? [{ method: spec.method ?? 'GET', path: spec.path, headers: spec.headers, setupRequest: spec.setupRequest }] : undefined,
  });
  const counts = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  if (result.errors || result.timeouts) counts.errors = (result.errors ?? 0) + (result.timeouts ?? 0);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, counts };
}

async function signIn(base, email, password, ip) {
  const res = await request(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ email, password, rememberMe: false }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${res.body}`);
  return JSON.parse(res.body).data.token;
}

prepareCms();
const database = await createTempDatabase();
const server = await harnessEnv({ ...database.env, BENCH_STOCK_ROUTES: 'true', TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '1' });
let log = '';
const running = await bootCms(server, (s) => (log = (log + s).slice(-5000))).catch((err) => {
  console.error(`${err.message}\n${log}`);
  process.exit(1);
});
let bare;
try {
  const base = server.baseUrl;
  const started = performance.now();
  const { sizes, memberEmails } = await seed(database.db);
  const chapterSlug = 'bench-100';
  const token = await signIn(base, MEMBER.email, MEMBER.password, '10.0.0.1');
  const auth = { Authorization: `Bearer ${token}` };
  let signIns = 0;
  const nextSignIn = (req) => {
    signIns += 1;
    const n = signIns;
    return {
      ...req,
      headers: { ...req.headers, 'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      body: JSON.stringify({ email: memberEmails[n % memberEmails.length], password: MEMBER.password, rememberMe: false }),
    };
  };

  // Searches no member asked before (the directory keeps its answers between writes): a first
  // name and the start of a last name, 2,400 different ones in turn, so each is a cache miss.
  const searches = FIRST.flatMap((first) => LAST.flatMap((last) => [2, 3, 4, 5, 6, 7].map((k) => `${first} ${last.slice(0, k)}`.toLowerCase())));
  let searched = 0;
  const nextSearch = (req) => {
    searched += 1;
    return { ...req, path: `/api/user/directory?q=${encodeURIComponent(searches[searched % searches.length])}` };
  };

  // The portal's one search, a new search each time too: the same names, and every fourth a word
  // of a profession, company, chapter or event ('bench' is in every seeded company's name: it finds
  // all 10,000 members, the costliest search there is).
  const words = ['account', 'insur', 'attorney', 'design', 'plumb', 'coach', 'realt', 'gro', 'bench', 'company 1', 'event 2'];
  let portalSearched = 0;
  const nextPortalSearch = (req) => {
    portalSearched += 1;
    const q = portalSearched % 4 === 0 ? words[(portalSearched / 4) % words.length] : searches[portalSearched % searches.length];
    return { ...req, path: `/api/search?q=${encodeURIComponent(q)}` };
  };

  // Stock users find: users-permissions may ignore pagination[...]; use what gives 50 users.
  const usersQuery = 'populate[company]=true&populate[role]=true';
  let stockUsersPath = `/api/users?${usersQuery}&pagination[page]=1&pagination[pageSize]=50`;
  const probe = await request(base + stockUsersPath);
  const probed = probe.status === 200 ? JSON.parse(probe.body) : null;
  if (!Array.isArray(probed) || probed.length !== 50) stockUsersPath = `/api/users?${usersQuery}&start=0&limit=50`;

  // Public reads are asked as a browser asks them (every browser offers gzip and brotli); the bare
  // server then replays the same compressed bytes, so both send the same answer.
  const browser = { 'Accept-Encoding': 'gzip, deflate, br' };
  const publicRoutes = [
    { name: 'GET /api/chapter/active', path: '/api/chapter/active', headers: browser, kind: 'public' },
    { name: 'GET /api/event/active', path: '/api/event/active', headers: browser, kind: 'public' },
    { name: 'GET /api/faq', path: '/api/faq', headers: browser, kind: 'public' },
    { name: `GET /api/chapter/slug/${chapterSlug}`, path: `/api/chapter/slug/${chapterSlug}`, headers: browser, kind: 'public' },
  ];
  const product = [
    ...publicRoutes,
    { name: 'GET /api/user/directory', path: '/api/user/directory', headers: auth, kind: 'directory' },
    { name: 'GET /api/user/directory?q=okafor', path: '/api/user/directory?q=okafor', headers: auth, kind: 'directory' },
    { name: 'GET /api/user/directory?q=<a new search each time>', path: '/api/user/directory?q=james', headers: auth, setupRequest: nextSearch, kind: 'directory' },
    { name: 'GET /api/search?q=<a new search each time>', path: '/api/search?q=james', headers: auth, setupRequest: nextPortalSearch, kind: 'search' },
    { name: 'POST /api/authenticate', path: '/api/authenticate', method: 'POST', headers: { 'Content-Type': 'application/json' }, setupRequest: nextSignIn, kind: 'sign-in' },
  ];
  // The stock reference is asked without compression: its answer is small, and compressing it on every request would only slow it.
  const stockChapters = { name: 'stock find GET /api/chapters (25)', path: '/api/chapters?pagination[page]=1&pagination[pageSize]=25', kind: 'reference' };
  const stockUsers = { name: `stock find GET /api/users (50)`, path: stockUsersPath, kind: 'reference' };
  // The same events as GET /api/event/active, as a stock site must serve them: pages of 100 (its maxLimit).
  const stockEvents = { name: 'stock find GET /api/events (100)', path: '/api/events?pagination[page]=1&pagination[pageSize]=100&sort=date:asc', kind: 'reference' };

  // Warm-up: one request per route (two for the cached ones: the first fills the cache), then the
  // SQL statements of one request (a cache hit runs none; the miss's count is shown beside it).
  const sql = new Map();
  const answers = {};
  let activeEvents = 0;
  for (const spec of [...product, stockChapters, stockUsers, stockEvents]) {
    const send = () => {
      const req = spec.setupRequest ? spec.setupRequest({ headers: spec.headers }) : { headers: spec.headers };
      return request(base + (req.path ?? spec.path), { method: spec.method, headers: req.headers, body: req.body });
    };
    const first = await send();
    const second = await send();
    if (second.status >= 400) throw new Error(`${spec.name} answered ${second.status}: ${String(second.body).slice(0, 300)}`);
    const count = (res) => (res.headers['x-db-queries'] != null ? Number(res.headers['x-db-queries']) : res.headers['x-fast-cache'] === 'hit' ? 0 : null);
    sql.set(spec, { steady: count(second), first: count(first), hit: second.headers['x-fast-cache'] === 'hit', bytes: second.body.length });
    if (spec.kind === 'public') {
      const { date: _d, connection: _c, 'keep-alive': _k, 'x-fast-cache': _h, 'x-db-queries': _q, 'content-length': _l, ...headers } = second.headers;
      answers[spec.path] = { body: second.body, headers };
    }
    if (spec === stockUsers) {
      const users = JSON.parse(second.body);
      stockUsers.count = users.length;
      stockUsers.populated = users.every((u) => 'company' in u && 'role' in u);
    }
    if (spec === stockChapters) stockChapters.count = JSON.parse(second.body).data.length;
    if (spec === stockEvents) stockEvents.count = JSON.parse(second.body).data.length;
    if (spec.path === '/api/event/active') activeEvents = JSON.parse(decoded(second)).data.length;
  }
  const etagged = await request(`${base}/api/chapter/active`);
  const repeat = await request(`${base}/api/chapter/active`, { headers: { 'If-None-Match': etagged.headers.etag ?? '' } });
  const rssIdle = await settledRss(running.child.pid);

  bare = await bareServer(answers);
  const rows = [];
  for (const connections of CONNECTIONS) {
    const refs = { stock: null, bare: null };
    const measured = [];
    const add = (spec, r, extra = {}) => {
      const statuses = statusSummary(r.counts);
      const row = { ...spec, ...r, ...extra, connections, statuses };
      measured.push(row);
      return row;
    };
    refs.stock = add(stockChapters, await load(base, stockChapters, connections), { sql: sql.get(stockChapters).steady, bytes: sql.get(stockChapters).bytes });
    refs.stockUsers = add(stockUsers, await load(base, stockUsers, connections), { sql: sql.get(stockUsers).steady, bytes: sql.get(stockUsers).bytes });
    refs.stockEvents = add(stockEvents, await load(base, stockEvents, connections), { sql: sql.get(stockEvents).steady, bytes: sql.get(stockEvents).bytes });
    const pages = Math.max(1, Math.ceil(activeEvents / stockEvents.count));
    const sameEvents = { rps: refs.stockEvents.rps / pages, label: `stock find of the same ${activeEvents} events (${pages} pages)` };
    // Each public read right after the bare server sending its bytes, so both meet the same machine load.
    const bareRefs = {};
    for (const spec of product) {
      if (spec.kind === 'public') {
        bareRefs[spec.path] = add({ name: `bare node:http ${spec.path}`, path: spec.path, kind: 'reference' }, await load(bare.base, spec, connections), { sql: null, bytes: sql.get(spec).bytes });
      }
      add(spec, await load(base, spec, connections), { sql: sql.get(spec).steady, sqlFirst: sql.get(spec).first, bytes: sql.get(spec).bytes });
    }
    for (const row of measured) {
      const stock = row.path === '/api/event/active' ? sameEvents : refs.stock;
      const r = row.kind === 'public' ? { stock, bare: bareRefs[row.path] } : row.kind === 'directory' ? { stock: refs.stockUsers } : {};
      rows.push({
        measurement: row.name,
        conn: row.connections,
        bytes: String(row.bytes ?? ''),
        'req/s': row.rps.toFixed(0),
        'p50 ms': String(row.p50),
        'p99 ms': String(row.p99),
        SQL: row.sql == null ? '' : row.sqlFirst != null && row.sqlFirst !== row.sql ? `${row.sql} (miss ${row.sqlFirst})` : String(row.sql),
        'status codes': row.statuses.text,
        'non-2xx': String(row.statuses.non2xx),
        'ratios (target)': ratioNotes(row, r),
      });
    }
  }
  const rssAfter = await settledRss(running.child.pid);
  const rssPeak = rssMb(running.child.pid, 'VmHWM');
  const growth = ratio(rssAfter, rssIdle);

  console.log(
    `\nAPI bench — ${database.db.client}: ${sizes.chapters} chapters, ${sizes.events} events, ${sizes.companies} companies, ${sizes.up_users} users (${SIZE.members} seeded members).\n` +
      `autocannon in this process, ${SECONDS} s per row, keep-alive, no pipelining. References from the same run on the same data: Strapi's stock finds ` +
      `(${stockChapters.count} chapters; the ${activeEvents} active events in pages of ${stockEvents.count}, its maximum, for GET /api/event/active; ${stockUsers.count} users ${stockUsers.populated ? 'with' : 'WITHOUT'} company and role, ` +
      `${stockUsersPath.includes('limit=') ? 'by start/limit as users-permissions ignores pagination[]' : 'by pagination[]'}) and a bare node:http server ` +
      `sending the product's bytes and headers from memory. SQL: statements of one request (a cache hit runs none; "miss" is the first request's).\n`,
  );
  console.log(formatTable(['measurement', 'conn', 'bytes', 'req/s', 'p50 ms', 'p99 ms', 'SQL', 'status codes', 'non-2xx', 'ratios (target)'], rows));
  console.log(`\nRepeat visitor (If-None-Match on /api/chapter/active): ${repeat.status} ${repeat.status === 304 ? '✓' : '✗'} (target 304)`);
  console.log(
    `Resident memory of the cms (pid ${running.child.pid}, VmRSS): idle after warm-up ${rssIdle?.toFixed(0)} MB, after the run (both settled) ${rssAfter?.toFixed(0)} MB, ` +
      `×${formatRatio(growth)} ${mark(growth, TARGETS.rssGrowth)} (≤${TARGETS.rssGrowth.value}); peak ${rssPeak?.toFixed(0)} MB (VmHWM, boot included)`,
  );
  console.log(`Sign-ins: each from its own X-Forwarded-For address (TRUST_PROXY) and a different seeded member; limits unchanged. Run took ${((performance.now() - started) / 1000).toFixed(0)} s.`);
} finally {
  bare?.stop();
  await running.stop();
  await database.drop();
}
