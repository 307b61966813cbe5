import fs from 'fs';
import { randomInt } from 'crypto';
import Database from 'better-sqlite3';
import { DateTime } from 'luxon';
import { simpleParser, type ParsedMail } from 'mailparser';
import pg from 'pg';
import { mailFiles } from '../../scripts/lib/mail-files.mjs';

export const API = process.env.GRO_API_URL ?? 'http://127.0.0.1:1337';

type Envelope<T = any> = {
  ok: boolean;
  error: boolean;
  data: T;
  message?: { title: string; message: string };
  details?: Record<string, unknown>;
};

export async function api<T = any>(path: string, init: RequestInit = {}) {
  const res = await fetch(`${API}/api${path}`, init);
  const text = await res.text();
  const body = text ? (JSON.parse(text) as Envelope<T>) : (null as unknown as Envelope<T>);
  return { status: res.status, headers: res.headers, body, text };
}

export type DbInfo = { client: 'sqlite'; filename: string } | { client: 'postgres'; url: string; schema: string };
const harnessDb: DbInfo = JSON.parse(process.env.GRO_TEST_DB ?? '{"client":"sqlite","filename":"cms/.tmp/data.db"}');

/** Runs SQL against the database the server under test uses (counts, and setting up states such as a suspension). */
export function sql(text: string, params: unknown[] = []): Promise<any[]> {
  return sqlIn(harnessDb, text, params);
}

/** Runs one write in a transaction of its own that rolls back (nothing it does is kept). */
export async function sqlRolledBack(text: string, params: unknown[] = []): Promise<void> {
  if (harnessDb.client === 'sqlite') {
    const conn = new Database(harnessDb.filename);
    conn.pragma('busy_timeout = 5000');
    try {
      conn.transaction(() => {
        conn.prepare(text.replace(/\$\d+/g, '?')).run(...params);
        throw new Error('rolled back');
      })();
    } catch (err) {
      if ((err as Error).message !== 'rolled back') throw err;
    } finally {
      conn.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: harnessDb.url });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${harnessDb.schema}"`);
    await client.query('BEGIN');
    await client.query(text, params);
    await client.query('ROLLBACK');
  } finally {
    await client.end();
  }
}

/** Runs SQL against this database (a test cms of a file's own). */
export async function sqlIn(db: DbInfo, text: string, params: unknown[] = []): Promise<any[]> {
  if (db.client === 'sqlite') {
    const conn = new Database(db.filename);
    conn.pragma('busy_timeout = 5000');
    try {
      const stmt = conn.prepare(text.replace(/\$\d+/g, '?'));
      return stmt.reader ? stmt.all(...params) : (stmt.run(...params), []);
    } finally {
      conn.close();
    }
  }
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${db.schema}"`);
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

export async function count(table: string, where = '1=1'): Promise<number> {
  const [row] = await sql(`SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`);
  return Number(row.n);
}

let ipCounter = 0;
/**
 * A fresh client IP (sent as X-Forwarded-For; the test server trusts its proxy) so tests don't share
 * rate limits: 65,536 of them per run (every test file runs in one process), then they come round again.
 */
const ipBase = `10.${randomInt(256)}`;
function newIp(): string {
  ipCounter += 1;
  return `${ipBase}.${(ipCounter >> 8) % 256}.${ipCounter % 256}`;
}

/**
 * Headers that give a request its own client IP. For the Strapi admin's sign-in: it allows 5 per
 * 5 minutes per email, path and IP, and several test files sign the one staff account in.
 */
export function freshIpHeader(): { 'X-Forwarded-For': string } {
  return { 'X-Forwarded-For': newIp() };
}

/** A browser-like client: its own IP, a cookie jar for the refresh cookie, and an optional bearer token. */
export class Client {
  cookies = new Map<string, string>();
  token: string | null = null;
  /** The server it calls: the harness's cms, or one replica of it (replicas.test.ts). */
  base = API;
  constructor(public ip = newIp()) {}

  /** What this client sends with every request: its IP, bearer token and cookies. */
  headers(extraHeaders: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { 'X-Forwarded-For': this.ip, ...extraHeaders };
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    if (this.cookies.size) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return headers;
  }

  async call<T = any>(method: string, path: string, body?: unknown, extraHeaders: Record<string, string> = {}) {
    const headers = this.headers(extraHeaders);
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${this.base}/api${path}`, { method, headers, body: payload });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...rest] = pair.split('=');
      const value = rest.join('=');
      const expired = attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await res.text();
    const json = text ? (JSON.parse(text) as Envelope<T>) : (null as unknown as Envelope<T>);
    return { status: res.status, headers: res.headers, body: json, text, setCookie: res.headers.getSetCookie() };
  }

  async signIn(email: string, password: string, rememberMe = false) {
    const res = await this.call('POST', '/authenticate', { email, password, rememberMe });
    if (res.status === 200) this.token = res.body.data.token;
    return res;
  }
}

/** Moves the server's clock (tests only): total offset from real time in milliseconds. */
export function setClockOffset(ms: number) {
  const file = process.env.GRO_TEST_CLOCK_FILE;
  if (!file) throw new Error('GRO_TEST_CLOCK_FILE is not set');
  fs.writeFileSync(file, String(ms));
}

/**
 * An event start for the tests that move the server's clock to a reminder time: the first quarter
 * hour (the event form's steps) 20 minutes or more after `ms` from now whose wall time in `zone`
 * names that instant. An event is stored as a date and a time, and in the hour a fall-back repeats
 * the server reads 01:30 as one of its two passes (luxon picks by the offset in force when it reads):
 * a start in the other would be an hour off for the server, so such a start is skipped (up to an
 * hour later, on that night only). 23:45 is skipped too: no end time of its day is left after it.
 */
export function quarterHourAfter(ms: number, zone: string): DateTime {
  const QUARTER = 15 * 60 * 1000;
  let at = DateTime.fromMillis(Math.ceil((Date.now() + ms + 20 * 60 * 1000) / QUARTER) * QUARTER, { zone });
  const namesOneInstant = (t: DateTime) => DateTime.fromISO(`${t.toISODate()}T${t.toFormat('HH:mm')}`, { zone }).toMillis() === t.toMillis();
  while (!namesOneInstant(at) || at.toFormat('HH:mm') === '23:45') at = at.plus({ minutes: 15 });
  return at;
}

/**
 * The end time (HH:mm) of an event starting at `start` (in its zone) that lasts `hours`, cut at
 * 23:45 when that would pass midnight: the event form wants an end after the start, on its day.
 */
export function endTimeOnItsDay(start: DateTime, hours: number): string {
  const end = start.plus({ hours });
  return end.toISODate() === start.toISODate() ? end.toFormat('HH:mm') : '23:45';
}

let mailbox: ReturnType<typeof mailFiles> | undefined;
/** Messages the loopback SMTP server received for an address, oldest first (only files whose headers name it are parsed). */
export async function mailsTo(address: string) {
  const dir = process.env.GRO_MAIL_DIR;
  if (!dir) throw new Error('GRO_MAIL_DIR is not set');
  mailbox ??= mailFiles(dir);
  const wanted = address.toLowerCase();
  const mails = await Promise.all(mailbox.filesTo(address).map((raw) => simpleParser(raw)));
  return mails.filter((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t?.text.toLowerCase().includes(wanted)));
}

/** The subject of the mail that carries a new account's verification link. */
export const VERIFY_SUBJECT = 'Confirm your email address for GRO';
/** The welcome email every sign-up sends (welcome.test.ts reads it). */
export const isWelcomeMail = (m: ParsedMail) => /^Welcome to GRO\b/.test(m.subject ?? '');
/** The approval of the company a member created (approveCompany, which the set-ups call). */
const isCompanyApprovedMail = (m: ParsedMail) => /^Your company .+ was approved$/.test(m.subject ?? '');
/**
 * What every sign-up mails its own address (the welcome and the link that verifies it) and what
 * the set-up of a member with a company adds (its approval); waitForMail counts the messages besides them.
 */
export const isSignUpMail = (m: ParsedMail) => isWelcomeMail(m) || m.subject === VERIFY_SUBJECT || isCompanyApprovedMail(m);

/**
 * Waits for the n-th mail to an address other than its sign-up mails (mail is sent in the background,
 * through the job queue); the time-out only ends a test that would hang.
 */
export async function waitForMail(address: string, count = 1, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await mailsTo(address)).filter((m) => !isSignUpMail(m));
    if (mails.length >= count) return mails;
    if (Date.now() > until) throw new Error(`expected ${count} mail(s) to ${address}, got ${mails.length}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits for a mail to an address that satisfies `match`; the time-out only ends a test that would hang. */
export async function waitForMailWhere(address: string, match: (m: ParsedMail) => boolean, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(address)).find(match);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no matching mail to ${address}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let emailCounter = 0;
export function uniqueEmail(tag = 'member') {
  emailCounter += 1;
  return `${tag}.${process.pid}.${Date.now().toString(36)}.${emailCounter}@example.com`;
}

/**
 * Holds a write lock on a table from a second connection until release() (a test that proves a
 * handler answers without writing). SQLite locks the whole file (BEGIN IMMEDIATE); PostgreSQL the
 * table, reads still allowed (EXCLUSIVE MODE inside an open transaction).
 */
export async function holdWriteLock(table: string): Promise<{ release: () => Promise<void> }> {
  const db = harnessDb;
  if (db.client === 'sqlite') {
    const conn = new Database(db.filename);
    conn.exec('BEGIN IMMEDIATE');
    return {
      release: async () => {
        conn.exec('ROLLBACK');
        conn.close();
      },
    };
  }
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query(`SET search_path TO "${db.schema}"`);
  await client.query('BEGIN');
  await client.query(`LOCK TABLE ${table} IN EXCLUSIVE MODE`);
  return {
    release: async () => {
      await client.query('ROLLBACK');
      await client.end();
    },
  };
}

/** Polls `check` until it is true (work done in the background after an answer). */
export async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** An open GET /account/inbox/stream: its answer's status and headers, and the names of the events it has sent so far. */
export type EventStream = { status: number; headers: Headers; events: string[]; ended: Promise<void>; close: () => void };

/** Opens the client's notification stream (on its own server) and keeps reading it until `close()` or the server ends it. */
export async function openEventStream(client: Client, path = '/account/inbox/stream'): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(`${client.base}/api${path}`, { headers: { ...client.headers(), Accept: 'text/event-stream' }, signal: abort.signal });
  const events: string[] = [];
  const ended = (async () => {
    if (!res.ok || !res.body) {
      await res.text().catch(() => '');
      return;
    }
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of res.body) {
        buffered += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const name = /^event: (.+)$/m.exec(block)?.[1];
          if (name) events.push(name);
        }
      }
    } catch {
      // Closed by close(), or cut by the server.
    }
  })();
  return { status: res.status, headers: res.headers, events, ended, close: () => abort.abort() };
}

type NoticeJob = { id: number; runAt: number; status: string };

/**
 * The background job that mails a join request's notice (queued in the database with the request,
 * to run after ABUSE_DELAYS.joinRequestNotice), or undefined.
 */
export async function joinRequestNoticeJob(joinRequestId: number): Promise<NoticeJob | undefined> {
  const rows = await sql("SELECT id, payload, run_at, status FROM jobs WHERE kind = 'joinRequests.notice' ORDER BY id DESC");
  const row = rows.find((r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload)?.joinRequestId === joinRequestId);
  return row && { id: Number(row.id), runAt: Number(row.run_at), status: row.status };
}

/** Makes a join request's notice job due now (as if its delay had passed) and waits until it has run. */
export async function releaseJoinRequestNotice(joinRequestId: number): Promise<void> {
  const job = await joinRequestNoticeJob(joinRequestId);
  if (!job) throw new Error(`no notice job for join request ${joinRequestId}`);
  await sql("UPDATE jobs SET run_at = $1 WHERE id = $2 AND status = 'queued'", [Date.now(), job.id]);
  // A job that has run keeps its row without its payload.
  await waitUntil(async () => (await sql('SELECT status FROM jobs WHERE id = $1', [job.id]))[0]?.status === 'done', `the notice of join request ${joinRequestId}`, 20_000);
}

/** The seeded accounts of the test build (cms/scripts/lib/temp-cms.mjs sets their passwords). */
export const SEEDED_ADMIN = { email: 'admin@gro.example.org', password: 'Admin-pass-for-tests-1' };
export const SEEDED_MEMBER_PASSWORD = 'Member-pass-for-tests-1';
/** A password the sign-up rule accepts, for accounts the tests create. */
const TEST_PASSWORD = 'Copper-kettle-72';

/** A client signed in as the seeded portal administrator (who belongs to no company). */
export async function signInAdmin(): Promise<Client> {
  const client = new Client();
  const res = await client.signIn(SEEDED_ADMIN.email, SEEDED_ADMIN.password);
  if (res.status !== 200) throw new Error(`admin sign-in: ${res.status} ${res.text.slice(0, 200)}`);
  return client;
}

/** The id of the oldest active chapter: a seeded one, never one a test created. */
export async function activeChapterId(): Promise<number> {
  return Math.min(...(await api('/chapter/active')).body.data.map((c: { id: number }) => c.id));
}

/**
 * Opens the verification link mailed to a new account, as its owner would (through the API, from an
 * address of its own). Through the server, not the database: on SQLite a write from the tests'
 * connection can make a parallel transaction of the server's fail.
 */
export async function verifyFromMail(email: string) {
  const mail = await waitForMailWhere(email, (m) => m.subject === VERIFY_SUBJECT);
  const token = /\/account\/verify-email\?token=([A-Za-z0-9_%-]+)/.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error(`no verification link in the mail to ${email}`);
  const res = await new Client().call('POST', '/account/email/verify', { token: decodeURIComponent(token) });
  if (res.status !== 200) throw new Error(`verify ${email}: ${res.status} ${res.text.slice(0, 200)}`);
}

/**
 * A brand-new member, signed up and signed in: no company yet (the company gate's situation), its
 * email address verified unless `verified: false`.
 */
export async function signUpMember(opts: { tag?: string; firstname?: string; lastname?: string; chapterId?: number; verified?: boolean } = {}) {
  const client = new Client();
  const email = uniqueEmail(opts.tag ?? 'member');
  const chapterId = opts.chapterId ?? (await activeChapterId());
  const res = await client.call('POST', '/authenticate/signup', {
    firstname: opts.firstname ?? 'Test',
    lastname: opts.lastname ?? 'Member',
    email,
    phoneNumber: '(313) 555-0142',
    password: TEST_PASSWORD,
    chapterId,
  });
  if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${res.text.slice(0, 200)}`);
  client.token = res.body.data.token;
  const id = res.body.data.user.id as number;
  if (opts.verified !== false) await verifyFromMail(email);
  return { client, id, email, password: TEST_PASSWORD, chapterId };
}

let reviewer: Client | undefined;

/** Approves a company a member created, as an admin does (through the API): its members then read member data. */
export async function approveCompany(uuid: string): Promise<void> {
  reviewer ??= await signInAdmin();
  let res = await reviewer.call('POST', `/company/${uuid}/approve`);
  if (res.status === 401) {
    reviewer = await signInAdmin();
    res = await reviewer.call('POST', `/company/${uuid}/approve`);
  }
  if (res.status !== 200) throw new Error(`approve company ${uuid}: ${res.status} ${res.text.slice(0, 200)}`);
}

/** A company created by a new member, who then belongs to it; approved unless `pending: true` (it then waits for review). */
export async function memberWithCompany(name = `Test Co ${process.pid} ${Date.now().toString(36)} ${randomInt(1e9)}`, opts: { pending?: boolean } = {}) {
  const member = await signUpMember({ tag: 'owner' });
  const res = await member.client.call('POST', '/company', { name, description: 'A company of the tests.', address: '1 Woodward Ave', city: 'Detroit', state: 'MI' });
  if (res.status !== 201) throw new Error(`company: ${res.status} ${res.text.slice(0, 200)}`);
  const company = res.body.data.company as { id: number; uuid: string; name: string };
  if (!opts.pending) await approveCompany(company.uuid);
  return { ...member, company };
}

/**
 * Takes out, at the end of a test file, what it created that other files count exactly (the
 * seeded chapters and events; at most 100 Active members in one page): the chapters and events
 * whose name carries `marker` are deleted, and the members the run's files made so far set Deleted
 * (uniqueEmail carries the process id, which every file of a run shares; the files before this one
 * have ended). A sign-up then clears the server's public cache, as any write does.
 */
export async function retireTestData(marker: string) {
  const like = `%${marker}%`;
  for (const { id } of await sql('SELECT id FROM events WHERE title LIKE $1', [like])) {
    await sql('DELETE FROM events_chapter_lnk WHERE event_id = $1', [id]);
    await sql('DELETE FROM events WHERE id = $1', [id]);
  }
  for (const { id } of await sql('SELECT id FROM chapters WHERE name LIKE $1', [like])) {
    await sql('DELETE FROM events_chapter_lnk WHERE chapter_id = $1', [id]);
    await sql('DELETE FROM up_users_chapter_lnk WHERE chapter_id = $1', [id]);
    await sql('DELETE FROM chapters WHERE id = $1', [id]);
  }
  const mine = `%.${process.pid}.%@example.com`;
  await sql("UPDATE up_users SET status = 'Deleted' WHERE email LIKE $1", [mine]);
  await signUpMember({ tag: 'flush' });
  await sql("UPDATE up_users SET status = 'Deleted' WHERE email LIKE $1", [mine]);
}

/** Creates a company through the API for a signed-in account without one (it becomes its member); approved unless `pending: true`. */
export async function createCompany(client: Client, name = `Matrix Works ${uniqueEmail('co')}`, opts: { pending?: boolean } = {}) {
  const res = await client.call('POST', '/company', { name, description: 'Made by the tests.', address: '1 Woodward Ave', city: 'Detroit', state: 'MI' });
  if (res.status !== 201) throw new Error(`company ${name}: ${res.status} ${res.text.slice(0, 300)}`);
  const company = res.body.data.company as { id: number; uuid: string; name: string };
  if (!opts.pending) await approveCompany(company.uuid);
  return company;
}

/** Gives an account the portal's admin role in the database (read with the session at every call). */
export async function makeAdmin(userId: number) {
  await sql("UPDATE up_users_role_lnk SET role_id = (SELECT id FROM up_roles WHERE type = 'admin') WHERE user_id = $1", [userId]);
}

/** Every key anywhere in a JSON value (to prove a private field appears nowhere in an answer). */
export function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}

/** A first name that would end the VEVENT and start one of its own in an unescaped .ics. */
export const NAME_INJECTION = 'Eve\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Urgent pay';
/** An event title that would add an alarm to an unescaped .ics. */
export const TITLE_INJECTION = 'Board meeting\r\nBEGIN:VALARM\r\nTRIGGER:-PT5M\r\nACTION:DISPLAY\r\nEND:VALARM';

/** The components an .ics of this site holds; anything else (a VALARM) was injected. */
const ICS_COMPONENTS = new Set(['VCALENDAR', 'VTIMEZONE', 'STANDARD', 'DAYLIGHT', 'VEVENT']);

/**
 * Throws unless `text` is an .ics whose every line is a property of its own: lines end in CRLF (no
 * bare CR or LF), folded lines continue with a space, no line is a property a value injected
 * (SUMMARY:Urgent pay, TRIGGER), no component but this site's, and (when given) exactly `events` VEVENTs.
 */
export function checkIcsLines(text: string, events?: number): void {
  if (/\r(?!\n)|(?<!\r)\n/.test(text)) throw new Error(`a bare CR or LF in the .ics:\n${text}`);
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n').filter((line) => line !== '');
  for (const line of lines) {
    if (!/^[A-Z][A-Z0-9-]*(;[^:]*)?:/.test(line)) throw new Error(`not a property line: ${JSON.stringify(line)}`);
    if (/^(SUMMARY:Urgent pay|TRIGGER|ACTION)/.test(line)) throw new Error(`an injected property: ${JSON.stringify(line)}`);
    const component = /^(?:BEGIN|END):(.*)$/.exec(line)?.[1];
    if (component !== undefined && !ICS_COMPONENTS.has(component)) throw new Error(`an injected component: ${line}`);
  }
  const vevents = lines.filter((line) => line === 'BEGIN:VEVENT').length;
  if (events !== undefined && vevents !== events) throw new Error(`expected ${events} VEVENT(s), found ${vevents}:\n${text}`);
}

/** A stored bcrypt hash of the given cost ($2b$04$…, $2b$10$…). */
export const bcryptHashOfCost = (cost: number) => new RegExp(`^\\$2[aby]\\$${String(cost).padStart(2, '0')}\\$`);
