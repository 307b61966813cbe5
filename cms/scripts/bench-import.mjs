#!/usr/bin/env node
/**
 * `npm run bench -- import` (not a test: it prints, never fails): a member import of BENCH_IMPORT_ROWS
 * (10,000) rows, as an admin does it, on a temporary database (SQLite, or a throw-away PostgreSQL
 * schema when DATABASE_URL is set): the upload, the dry run, the import job from its start to its
 * end (accounts, 2,000 new companies, invitations and their emails queued), then the same file
 * again (nothing new). Prints each step's seconds and rows a second, the job's counts and the emails
 * it queued. The target: 10,000 rows in under a minute.
 */
import { request } from './lib/http-request.mjs';
import { connect } from './lib/sql-client.mjs';
import { adminToken, bootBenchCms, createTempDatabase, harnessEnv, prepareCms } from './lib/temp-cms.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const FIRST = ['James', 'Maria', 'Wei', 'Aisha', 'Carlos', 'Priya', 'Olga', 'Kwame', 'Sofia', 'Liam'];
const LAST = ['Smith', 'Garcia', 'Chen', 'Okafor', 'Novak', 'Patel', 'Kim', 'Mensah', 'Rossi', 'Murphy'];

const seconds = (from) => (performance.now() - from) / 1000;
const line = (label, s, rows) => console.log(`${label.padEnd(44)} ${s.toFixed(2).padStart(7)} s${rows ? `  ${Math.round(rows / s).toLocaleString('en-US').padStart(7)} rows/s` : ''}`);

async function call(base, token, method, path, body, headers = {}) {
  const res = await request(`${base}/api${path}`, { method, headers: { Authorization: `Bearer ${token}`, ...headers }, body });
  const json = JSON.parse(res.body.toString() || 'null');
  if (res.status >= 400) throw new Error(`${method} ${path} answered ${res.status}: ${res.body.toString().slice(0, 300)}`);
  return json.data;
}

/** A Wild Apricot-like export: names, emails, phones, a company per five members (all new), a seeded chapter, an industry. */
function exportFile(chapter) {
  const rows = ['First name,Last name,e-Mail,Phone,Organization,Chapter,Profession'];
  for (let i = 0; i < ROWS; i += 1) {
    rows.push(`${FIRST[i % FIRST.length]},${LAST[(i * 3) % LAST.length]}-${i},import.${i}@example.com,(313) 555-${String(i % 10_000).padStart(4, '0')},Imported Company ${Math.floor(i / 5)},${chapter},Services`);
  }
  return `${rows.join('\r\n')}\r\n`;
}

function multipart(text) {
  const boundary = `----gro${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="members.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(text),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(body.length) } };
}

async function importOnce(base, token, text, label) {
  let t = performance.now();
  const { body, headers } = multipart(text);
  const upload = await call(base, token, 'POST', '/member-import', body, headers);
  line(`${label}: upload (read, check, store)`, seconds(t), ROWS);
  t = performance.now();
  const json = { 'Content-Type': 'application/json' };
  const report = await call(base, token, 'POST', `/member-import/${upload.id}/dry-run`, JSON.stringify(upload.mapping), json);
  line(`${label}: dry run`, seconds(t), ROWS);
  console.log(`  dry run: ${report.create} to create, ${report.update} to update, ${report.unchanged} unchanged, ${report.reject} rejected, ${report.newCompanyCount} new companies`);
  t = performance.now();
  await call(base, token, 'POST', `/member-import/${upload.id}/run`, JSON.stringify(upload.mapping), json);
  let status;
  for (;;) {
    status = await call(base, token, 'GET', `/member-import/${upload.id}`);
    if (status.status === 'done' || status.status === 'failed') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  line(`${label}: import job, start to end`, seconds(t), ROWS);
  console.log(`  job: ${status.status}, ${status.created} created, ${status.updated} updated, ${status.unchanged} unchanged, ${status.rejected} rejected, ${status.invited} invitations`);
}

prepareCms();
const database = await createTempDatabase();
// The emails the import queues wait in the jobs table: no mail server is needed to measure the import.
const server = await harnessEnv({ ...database.env, SMTP_HOST: '' });
const running = await bootBenchCms(server);
try {
  const base = server.baseUrl;
  const token = await adminToken(base);
  const chapters = await call(base, token, 'GET', '/chapter/active');
  const text = exportFile(chapters[0].name);
  console.log(`\nMember import bench — ${database.db.client}: ${ROWS.toLocaleString('en-US')} rows, ${(text.length / 1024 / 1024).toFixed(2)} MB (target: under 60 s)\n`);
  await importOnce(base, token, text, 'first import');
  const conn = await connect(database.db);
  const [{ n: queued }] = await conn.query("SELECT COUNT(*) AS n FROM jobs WHERE kind = 'email.send'");
  const [{ n: invitations }] = await conn.query('SELECT COUNT(*) AS n FROM member_invitations');
  await conn.close();
  console.log(`  ${Number(invitations).toLocaleString('en-US')} invitations stored, ${Number(queued).toLocaleString('en-US')} email jobs in the database queue`);
  await importOnce(base, token, text, 'same file again');
} finally {
  await running.stop();
  await database.drop();
}
process.exit(0);
