#!/usr/bin/env node
/**
 * `npm run bench -- export` (not a test: it prints, never fails): the users table's CSV export
 * of BENCH_EXPORT_ROWS (100,000) members, added with SQL into a temporary database
 * (SQLite, or a throw-away PostgreSQL schema when DATABASE_URL is set). Downloads the whole table
 * as an admin does, counting lines as they arrive (the script keeps nothing), then a search and a
 * sort by company, and prints rows, seconds, MB, and the cms's resident memory (VmRSS) settled
 * before, its highest reading during the download (sampled every 50 ms) and settled after, and the
 * JavaScript heap still in use after a garbage collection (lib/heap-sampler.mjs, every 500 ms) before
 * and at its highest during the download: resident memory also holds what the allocator keeps and
 * SQLite's sorter, the heap is what the code holds. Then it opens three exports at once without
 * reading them: the third must be refused (429) while two run.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { request } from './lib/http-request.mjs';
import { rssMb, settledRss } from './lib/memory.mjs';
import { connect } from './lib/sql-client.mjs';
import { adminToken, bootBenchCms, createTempDatabase, harnessEnv, prepareCms } from './lib/temp-cms.mjs';

const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const seconds = (from) => (performance.now() - from) / 1000;

/**
 * ROWS Active members in one INSERT … SELECT each (a recursive CTE on SQLite, generate_series on
 * PostgreSQL), one company per ten, spread over the seeded chapters; every hundredth first name
 * starts with '=' (the export escapes it).
 */
async function seed(db) {
  const conn = await connect(db);
  const pg = db.client === 'postgres';
  const series = pg ? `generate_series(0, ${ROWS - 1}) AS n(i)` : `n`;
  const cte = pg ? '' : `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${ROWS - 1}) `;
  const docId = pg ? `substr(md5('x' || i), 1, 24)` : `lower(hex(randomblob(12)))`;
  const now = pg ? 'now()' : String(Date.now());
  const t = performance.now();
  try {
    const [{ password }] = await conn.query("SELECT password FROM up_users WHERE email = 'marcus.bell@example.com'");
    const [{ id: roleId }] = await conn.query("SELECT id FROM up_roles WHERE type = 'authenticated'");
    const companies = Math.max(1, Math.ceil(ROWS / 10));
    const companySeries = pg ? `generate_series(0, ${companies - 1}) AS n(i)` : 'n';
    const companyCte = pg ? '' : `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${companies - 1}) `;
    await conn.query(
      `INSERT INTO companies (document_id, name, description, city, state, industry, created_at, updated_at, published_at)
       ${companyCte}SELECT ${docId}, 'Export Company ' || i, 'A benchmark company.', 'Detroit', 'MI', 'Services', ${now}, ${now}, ${now} FROM ${companySeries}`,
    );
    await conn.query(
      `INSERT INTO up_users (document_id, username, email, provider, password, confirmed, blocked, firstname, lastname, phone_number, status, created_at, updated_at, published_at)
       ${cte}SELECT ${docId}, 'export.' || i || '@example.com', 'export.' || i || '@example.com', 'local', $1, ${pg ? 'true' : '1'}, ${pg ? 'false' : '0'},
         CASE WHEN i % 100 = 0 THEN '=Formula' || i ELSE 'First' || i END, 'Last' || (i % 997) || ' ' || i, '(313) 555-0100', 'Active', ${now}, ${now}, ${now} FROM ${series}`,
      [password],
    );
    const [{ first }] = await conn.query("SELECT min(id) AS first FROM up_users WHERE email LIKE 'export.%'");
    const [{ firstCompany }] = await conn.query(`SELECT min(id) AS "firstCompany" FROM companies WHERE name LIKE 'Export Company %'`);
    const chapters = (await conn.query('SELECT id FROM chapters ORDER BY id')).map((r) => r.id);
    const users = `SELECT id FROM up_users WHERE email LIKE 'export.%'`;
    await conn.query(`INSERT INTO up_users_role_lnk (user_id, role_id, user_ord) SELECT id, ${roleId}, 1 FROM (${users}) AS u`);
    await conn.query(
      `INSERT INTO up_users_chapter_lnk (user_id, chapter_id, user_ord) SELECT id, CASE (id - ${first}) % ${chapters.length} ${chapters.map((c, i) => `WHEN ${i} THEN ${c}`).join(' ')} END, 1 FROM (${users}) AS u`,
    );
    await conn.query(`INSERT INTO up_users_company_lnk (user_id, company_id, user_ord) SELECT id, ${firstCompany} + (id - ${first}) / 10, 1 FROM (${users}) AS u`);
    await conn.query('ANALYZE');
    const [{ n }] = await conn.query('SELECT COUNT(*) AS n FROM up_users');
    console.log(`seeded ${ROWS.toLocaleString('en-US')} members and ${companies.toLocaleString('en-US')} companies with SQL in ${seconds(t).toFixed(1)} s (${Number(n).toLocaleString('en-US')} accounts in all)`);
    return Number(n);
  } finally {
    await conn.close();
  }
}

/** Opens an export; resolves when its headers came with the response (not yet read). */
function open(url, token) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { Authorization: `Bearer ${token}` } }, resolve);
    req.on('error', reject);
  });
}

/** Downloads an export counting its lines and bytes as they arrive, sampling the cms's RSS meanwhile. */
async function download(url, token, pid) {
  const t = performance.now();
  let peak = rssMb(pid) ?? 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? 0)), 50);
  try {
    const res = await open(url, token);
    let lines = 0;
    let bytes = 0;
    let firstByte = null;
    for await (const chunk of res) {
      if (firstByte === null) firstByte = seconds(t);
      bytes += chunk.length;
      for (let i = 0; i < chunk.length; i += 1) if (chunk[i] === 10) lines += 1;
    }
    return { status: res.statusCode, type: res.headers['content-type'], rows: lines - 1, bytes, firstByte, seconds: seconds(t), peak };
  } finally {
    clearInterval(timer);
  }
}

/** The heap samples (MB after a collection) the cms wrote since `from` lines. */
function heapSamples(file, from) {
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
  return { count: lines.length, mb: lines.slice(from).map((l) => JSON.parse(l).heapUsed / 1024 / 1024) };
}

prepareCms();
const database = await createTempDatabase();
const heapLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gro-bench-export-')), 'heap.jsonl');
const sampler = path.join(path.dirname(new URL(import.meta.url).pathname), 'lib', 'heap-sampler.mjs');
const server = await harnessEnv({
  ...database.env,
  SMTP_HOST: '',
  GRO_HEAP_LOG: heapLog,
  GRO_HEAP_EVERY_MS: '500',
  NODE_OPTIONS: `--expose-gc --import ${pathToFileURL(sampler).href}`,
});
const running = await bootBenchCms(server);
try {
  const base = server.baseUrl;
  const pid = running.child.pid;
  console.log(`\nCSV export bench — ${database.db.client}: the users table with ${ROWS.toLocaleString('en-US')} added members (BENCH_EXPORT_ROWS)\n`);
  const accounts = await seed(database.db);
  const token = await adminToken(base);
  // One small export first, so the code and the member search's text are loaded before "before".
  await download(`${base}/api/user/export.csv?q=nobody`, token, pid);
  const runs = [
    ['whole table (by last name)', ''],
    ['search "last99" (q), by email desc', '?q=last99&sort=email:desc'],
    ['whole table by company', '?sort=company:asc'],
    ['whole table again (by last name)', ''],
  ];
  for (const [label, query] of runs) {
    const before = await settledRss(pid);
    const heapBefore = heapSamples(heapLog, 0);
    const r = await download(`${base}/api/user/export.csv${query}`, token, pid);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const during = heapSamples(heapLog, heapBefore.count).mb;
    const after = await settledRss(pid);
    console.log(
      `${label.padEnd(34)} ${String(r.status)} ${r.rows.toLocaleString('en-US').padStart(8)} rows ${(r.bytes / 1024 / 1024).toFixed(1).padStart(5)} MB ` +
        `${r.seconds.toFixed(2).padStart(6)} s (first byte ${r.firstByte?.toFixed(2)} s, ${Math.round(r.rows / r.seconds).toLocaleString('en-US')} rows/s)\n` +
        `${''.padEnd(36)}RSS before ${before?.toFixed(0)} MB, peak ${r.peak.toFixed(0)} MB, after ${after?.toFixed(0)} MB; ` +
        `heap in use before ${heapBefore.mb.at(-1)?.toFixed(0) ?? '?'} MB, peak during ${during.length ? Math.max(...during).toFixed(0) : '?'} MB`,
    );
    if (label.startsWith('whole table (') && r.rows !== accounts) console.log(`  ✗ expected ${accounts} rows`);
  }

  // Two exports at once per admin: two opened and not read hold their places; a third is a 429.
  const held = [await open(`${base}/api/user/export.csv`, token), await open(`${base}/api/user/export.csv`, token)];
  const third = await request(`${base}/api/user/export.csv`, { headers: { Authorization: `Bearer ${token}` } });
  console.log(`\nthree exports at once: ${held.map((r) => r.statusCode).join(', ')}, ${third.status} (${JSON.parse(third.body.toString()).message?.message ?? ''})`);
  for (const res of held) res.destroy();
  let again;
  for (let i = 0; i < 50; i += 1) {
    again = await open(`${base}/api/user/export.csv?q=nobody`, token);
    again.resume();
    if (again.statusCode === 200) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(`after the two were abandoned by the client: ${again.statusCode}`);
} finally {
  await running.stop();
  await database.drop();
}
process.exit(0);
