import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AUTH_TEXTS, DUES_SHARE_LIMITS, DUES_SHARE_NO_CHAPTER, PAYMENT_MESSAGES, PORTAL_MESSAGES, chapterDefaults, type DuesShareReport, type DuesShareRow } from '@gro/config';
import { recordInvoicePaid, recordRefund, type LedgerDb } from '../src/api/dues-entry/domain/ledger';
import { dollars, spreadsheetText } from '../src/platform/http/csv';
import { parseMonthRange } from '../src/platform/http/month-range';
import { duesSharePercent, shareOf } from '../src/api/finance/domain/percent';
import { API, Client, count, freshIpHeader, retireTestData, signInAdmin, signUpMember, sql } from './helpers';

const run = `${process.pid}${Date.now().toString(36)}`;
const PERCENT = DUES_SHARE_LIMITS.defaultPercent;
const STAFF = { email: process.env.STRAPI_ADMIN_EMAIL ?? '', password: process.env.STRAPI_ADMIN_PASSWORD ?? '' };

// Other files count the seeded chapters and Active members exactly.
after(() => retireTestData(run));

/**
 * The dues ledger's own functions on the database the server uses, through the knex Strapi runs
 * on (as the payment webhook calls them through the dues-entry service). SQLite has one writer at
 * a time, as in the server (one connection); PostgreSQL gets a pool per caller, so calls really
 * run at once.
 */
type Db = LedgerDb & { destroy: () => Promise<void> };
const knex = createRequire(require.resolve('@strapi/strapi'))('knex') as (config: Record<string, unknown>) => Db;
const dbInfo = JSON.parse(process.env.GRO_TEST_DB ?? '{"client":"sqlite","filename":"cms/.tmp/data.db"}');
const isPostgres = dbInfo.client === 'postgres';

function connect(): Db {
  if (isPostgres) return knex({ client: 'pg', connection: dbInfo.url, searchPath: [dbInfo.schema], pool: { min: 0, max: 2 } });
  return knex({
    client: 'better-sqlite3',
    connection: { filename: dbInfo.filename },
    useNullAsDefault: true,
    pool: { min: 1, max: 1, afterCreate: (conn: { pragma: (s: string) => void }, done: (err: Error | null, conn: unknown) => void) => (conn.pragma('busy_timeout = 5000'), done(null, conn)) },
  });
}

/** Runs `work` with ledger connections (one per parallel caller on PostgreSQL), closed afterwards. */
async function withLedger<T>(callers: number, work: (dbs: LedgerDb[]) => Promise<T>): Promise<T> {
  const pools = isPostgres ? Array.from({ length: callers }, connect) : [connect()];
  const dbs = Array.from({ length: callers }, (_, i) => pools[i % pools.length]!);
  try {
    return await work(dbs);
  } finally {
    await Promise.all(pools.map((p) => p.destroy()));
  }
}

/**
 * On SQLite the transaction takes the write lock with its first statement (a write that changes
 * nothing), so it waits (busy_timeout) while the server writes. A transaction that read first would
 * get SQLITE_BUSY at once when upgrading to write after the server's commit (WAL's stale snapshot),
 * which the server's background jobs (welcome emails) make likely.
 */
const inTransaction = <T>(db: LedgerDb, fn: (trx: LedgerDb) => Promise<T>) =>
  db.transaction(async (trx) => {
    if (!isPostgres) await trx.raw('DELETE FROM dues_entries WHERE 0');
    return fn(trx);
  });

let serial = 0;
const stripeId = (prefix: string) => `${prefix}_${run}_${(serial += 1)}`;

const paid = (userId: number | null, amountCents: number, paidAt: string, stripeInvoiceId = stripeId('in')) =>
  ({ stripeInvoiceId, userId, amountCents, currency: 'usd', paidAt: new Date(paidAt) });

async function pay(userId: number | null, amountCents: number, paidAt: string, stripeInvoiceId?: string) {
  const input = paid(userId, amountCents, paidAt, stripeInvoiceId);
  await withLedger(1, ([db]) => inTransaction(db!, (trx) => recordInvoicePaid(trx, input)));
  return input.stripeInvoiceId;
}

async function refund(userId: number | null, amountCents: number, refundedAt: string, stripeInvoiceId: string | null) {
  const input = { stripeRefundId: stripeId('re'), stripeInvoiceId, userId, amountCents, currency: 'usd', refundedAt: new Date(refundedAt) };
  await withLedger(1, ([db]) => inTransaction(db!, (trx) => recordRefund(trx, input)));
  return input.stripeRefundId;
}

async function report(admin: Client, from: string, to: string): Promise<DuesShareReport> {
  const res = await admin.call('GET', `/finance/dues-share?from=${from}&to=${to}`);
  assert.equal(res.status, 200, res.text);
  return res.body.data;
}

const rowsOf = (r: DuesShareReport, chapterIds: (number | null)[]) => r.rows.filter((row) => chapterIds.includes(row.chapterId));
const expected = (chapterId: number | null, chapterName: string, month: string, paidCents: number, refundedCents: number): DuesShareRow => {
  const netCents = paidCents - refundedCents;
  return { chapterId, chapterName, month, paidCents, refundedCents, netCents, shareCents: shareOf(netCents, PERCENT), currency: 'usd' };
};

describe('dues share helpers', () => {
  it('CHAPTER_DUES_SHARE_PERCENT: 0 to 100 with at most two decimals, else the server stops at start', () => {
    assert.equal(duesSharePercent(undefined), 20);
    assert.equal(duesSharePercent(''), 20);
    assert.equal(duesSharePercent('0'), 0);
    assert.equal(duesSharePercent('12.5'), 12.5);
    assert.equal(duesSharePercent('100'), 100);
    for (const bad of ['-1', '100.01', '101', 'twenty', '20%', '1e2', '0x14', 'NaN', 'Infinity', '12.345', '20\u0000']) {
      assert.throws(() => duesSharePercent(bad), /CHAPTER_DUES_SHARE_PERCENT must be a percentage from 0 to 100/, bad);
    }
  });

  it('a bad CHAPTER_DUES_SHARE_PERCENT makes the dues share service fail to load, and so the server to start', () => {
    const load = createRequire(__filename);
    const file = load.resolve('../src/api/finance/services/dues-share');
    const saved = process.env.CHAPTER_DUES_SHARE_PERCENT;
    try {
      process.env.CHAPTER_DUES_SHARE_PERCENT = '120';
      delete load.cache[file];
      assert.throws(() => load(file), /CHAPTER_DUES_SHARE_PERCENT must be a percentage from 0 to 100/);
      process.env.CHAPTER_DUES_SHARE_PERCENT = '35';
      delete load.cache[file];
      assert.doesNotThrow(() => load(file));
    } finally {
      if (saved === undefined) delete process.env.CHAPTER_DUES_SHARE_PERCENT;
      else process.env.CHAPTER_DUES_SHARE_PERCENT = saved;
      delete load.cache[file];
    }
  });

  it('share = round(net × percent / 100), halves away from zero, exact for large sums', () => {
    assert.equal(shareOf(2500, 20), 500);
    assert.equal(shareOf(2501, 20), 500);
    assert.equal(shareOf(2503, 20), 501);
    assert.equal(shareOf(2502, 12.5), 313, '312.75 rounds up');
    assert.equal(shareOf(4, 12.5), 1, '0.5 rounds away from zero');
    assert.equal(shareOf(-4, 12.5), -1, '-0.5 rounds away from zero');
    assert.equal(shareOf(-2500, 20), -500);
    assert.equal(shareOf(0, 20), 0);
    assert.equal(shareOf(9_000_000_000_00, 33.33), 299_970_000_000);
  });

  it('dollars with two decimals, and text a spreadsheet would run gets an apostrophe', () => {
    assert.deepEqual([0, 5, 2500, -1234, 100_000_07].map(dollars), ['0.00', '0.05', '25.00', '-12.34', '100000.07']);
    assert.deepEqual(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'Detroit', "'quoted", ' =x'].map(spreadsheetText), ["'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx", 'Detroit', "'quoted", ' =x']);
  });

  it('the range: the 12 months ending this month by default, at most 36, forward only', () => {
    const now = new Date('2031-03-15T12:00:00Z');
    const dflt = parseMonthRange({}, now);
    assert.equal(dflt.from, '2030-04');
    assert.equal(dflt.to, '2031-03');
    assert.equal(dflt.months.length, DUES_SHARE_LIMITS.defaultMonths);
    assert.deepEqual(parseMonthRange({ to: '2031-01' }, now).months.slice(0, 2), ['2030-02', '2030-03']);
    assert.deepEqual(parseMonthRange({ from: '2031-01', to: '2031-01' }, now).months, ['2031-01']);
    assert.equal(parseMonthRange({ from: '2028-04', to: '2031-03' }, now).months.length, 36);
    assert.deepEqual(parseMonthRange({ from: '2030-11', to: '2031-02' }, now).months, ['2030-11', '2030-12', '2031-01', '2031-02']);
    assert.throws(() => parseMonthRange({ from: '2028-03', to: '2031-03' }, now), { message: PAYMENT_MESSAGES.badRange });
    assert.throws(() => parseMonthRange({ from: '2031-04', to: '2031-03' }, now), { message: PAYMENT_MESSAGES.badRange });
    assert.throws(() => parseMonthRange({ from: '2031-04' }, now), { message: PAYMENT_MESSAGES.badRange });
    for (const bad of ['2031-13', '2031-00', '2031-1', '31-01', '1969-12', '99999-01', '2031-01-01', ' 2031-01', '2031/01', '２０３１-01']) {
      assert.throws(() => parseMonthRange({ from: bad }, now), { message: PAYMENT_MESSAGES.badMonth }, bad);
    }
    assert.throws(() => parseMonthRange({ to: ['2031-01', '2031-02'] }, now), { message: PORTAL_MESSAGES.parameterRepeated('to') });
  });
});

describe('GET /finance/dues-share and /finance/dues-share/csv: admins only, hostile parameters are a 400', () => {
  let admin: Client;
  let member: Client;
  before(async () => {
    admin = await signInAdmin();
    member = (await signUpMember({ tag: 'dues-member' })).client;
  });

  for (const path of ['/finance/dues-share', '/finance/dues-share/csv']) {
    it(`${path}: 401 for a visitor, 403 for a member`, async () => {
      assert.equal((await new Client().call('GET', path)).status, 401);
      const res = await member.call('GET', path);
      assert.equal(res.status, 403);
      assert.equal(res.body.message.message, AUTH_TEXTS.adminOnly);
    });
  }

  const bad: [string, number, string | null][] = [
    ['from=2031-13&to=2031-12', 400, PAYMENT_MESSAGES.badMonth],
    ['from=abc', 400, PAYMENT_MESSAGES.badMonth],
    ['to=2031-1', 400, PAYMENT_MESSAGES.badMonth],
    [`from=${'9'.repeat(5000)}-01`, 400, PAYMENT_MESSAGES.badMonth],
    ['from=2031-01&to=2030-12', 400, PAYMENT_MESSAGES.badRange],
    ['from=2028-01&to=2031-01', 400, PAYMENT_MESSAGES.badRange],
    ['from=2031-01&from=2031-02', 400, PORTAL_MESSAGES.parameterRepeated('from')],
    ['to[]=2031-01', 400, PORTAL_MESSAGES.parameterRepeated('to')],
    ['to[a]=2031-01', 400, PORTAL_MESSAGES.parameterRepeated('to')],
    ['from=2031-01%00', 400, null],
  ];
  for (const [query, status, message] of bad) {
    it(`?${query.slice(0, 60)}: ${status}${message ? ` '${message}'` : ''}, JSON and CSV alike`, async () => {
      for (const path of ['/finance/dues-share', '/finance/dues-share/csv']) {
        const res = await admin.call('GET', `${path}?${query}`);
        assert.equal(res.status, status, `${path}: ${res.text.slice(0, 200)}`);
        assert.equal(res.body.ok, false);
        if (message) assert.equal(res.body.message.message, message);
      }
    });
  }

  for (const query of ['colour=blue', '__proto__[from]=1999-01', 'constructor[prototype][to]=1999-01', 'toString=x']) {
    it(`?${query}: ignored (the query parser drops prototype keys); the default range is the last 12 months`, async () => {
      const res = await admin.call('GET', `/finance/dues-share?${query}`);
      assert.equal(res.status, 200, res.text);
      const r: DuesShareReport = res.body.data;
      assert.equal(r.months.length, 12);
      assert.equal(r.to, new Date().toISOString().slice(0, 7));
      assert.equal(r.percent, PERCENT);
      assert.equal(r.currency, 'usd');
    });
  }
});

describe('the dues ledger and the dues share it sums', () => {
  let admin: Client;
  let north: { id: number; name: string };
  let south: { id: number; name: string };
  before(async () => {
    admin = await signInAdmin();
    const chapter = async (name: string) => {
      const res = await admin.call('POST', '/chapter', { ...chapterDefaults, name, location: 'Detroit', email: 'dues@gro.example.org' });
      assert.equal(res.status, 201, res.text);
      return { id: res.body.data.id as number, name: res.body.data.name as string };
    };
    north = await chapter(`Dues North ${run}`);
    south = await chapter(`Dues South ${run}`);
  });

  /** A member whose home chapter is `chapterId` (moved there by an admin, as the users screen does). */
  async function memberIn(chapterId: number) {
    const made = await signUpMember({ tag: 'dues' });
    await moveTo(made.id, chapterId);
    return made;
  }

  async function moveTo(userId: number, chapterId: number) {
    const user = (await admin.call('GET', `/user/${userId}`)).body.data;
    const res = await admin.call('PUT', `/user/${userId}`, {
      firstname: user.firstname, lastname: user.lastname, email: user.email, phoneNumber: user.phoneNumber, phoneExt: user.phoneExt ?? '',
      chapterId, companyId: user.companyId, status: user.status, role: 'Member',
    });
    assert.equal(res.status, 200, res.text);
  }

  it('an invoice paid in March counts in March for the chapter the member had then; moving the member later changes no history', async () => {
    const m = await memberIn(north.id);
    await pay(m.id, 2500, '2031-03-10T15:00:00Z');
    await moveTo(m.id, south.id);
    await pay(m.id, 2500, '2031-04-10T15:00:00Z');
    const r = await report(admin, '2031-01', '2031-06');
    assert.deepEqual(r.months, ['2031-01', '2031-02', '2031-03', '2031-04', '2031-05', '2031-06']);
    assert.deepEqual(rowsOf(r, [north.id, south.id]), [expected(north.id, north.name, '2031-03', 2500, 0), expected(south.id, south.name, '2031-04', 2500, 0)]);
  });

  it('the month is UTC: a payment at 23:30 on 31 May in Detroit is June', async () => {
    const m = await memberIn(north.id);
    await pay(m.id, 2500, '2031-05-31T23:30:00-04:00');
    const r = await report(admin, '2031-05', '2031-06');
    assert.deepEqual(rowsOf(r, [north.id]), [expected(north.id, north.name, '2031-06', 2500, 0)]);
  });

  it('a yearly payment counts once, in its month', async () => {
    const m = await memberIn(south.id);
    await pay(m.id, 25000, '2032-02-01T00:00:00Z');
    const r = await report(admin, '2032-01', '2032-12');
    assert.deepEqual(rowsOf(r, [south.id]), [expected(south.id, south.name, '2032-02', 25000, 0)]);
  });

  it("a refund subtracts in the month refunded, from the chapter the payment counted for (else the member's chapter now)", async () => {
    const m = await memberIn(north.id);
    const invoice = await pay(m.id, 25000, '2033-03-05T10:00:00Z');
    await moveTo(m.id, south.id);
    await refund(m.id, 10000, '2033-05-20T10:00:00Z', invoice);
    await refund(m.id, 500, '2033-05-21T10:00:00Z', 'in_never_recorded');
    await refund(m.id, 700, '2033-05-22T10:00:00Z', null);
    const r = await report(admin, '2033-01', '2033-12');
    assert.deepEqual(rowsOf(r, [north.id, south.id]), [
      expected(north.id, north.name, '2033-03', 25000, 0),
      expected(north.id, north.name, '2033-05', 0, 10000),
      expected(south.id, south.name, '2033-05', 0, 1200),
    ]);
    const may = rowsOf(r, [north.id]).find((row) => row.month === '2033-05')!;
    assert.equal(may.netCents, -10000);
    assert.equal(may.shareCents, -2000);
  });

  it('a renamed chapter keeps its old name in past months; a deleted one keeps its dues', async () => {
    const renamed = (await admin.call('POST', '/chapter', { ...chapterDefaults, name: `Dues Renamed ${run}`, location: 'Detroit', email: 'dues@gro.example.org' })).body.data;
    const m = await memberIn(renamed.id);
    await pay(m.id, 2500, '2034-01-10T10:00:00Z');
    await sql('UPDATE chapters SET name = $1 WHERE id = $2', [`Dues Renamed Later ${run}`, renamed.id]);
    await pay(m.id, 2500, '2034-02-10T10:00:00Z');
    await sql('DELETE FROM up_users_chapter_lnk WHERE chapter_id = $1', [renamed.id]);
    await sql('DELETE FROM chapters WHERE id = $1', [renamed.id]);
    const r = await report(admin, '2034-01', '2034-02');
    assert.deepEqual(rowsOf(r, [renamed.id]), [
      expected(renamed.id, `Dues Renamed ${run}`, '2034-01', 2500, 0),
      expected(renamed.id, `Dues Renamed Later ${run}`, '2034-02', 2500, 0),
    ]);
  });

  it(`dues of members with no home chapter (or no account) are '${DUES_SHARE_NO_CHAPTER}', listed after the chapters`, async () => {
    await pay(null, 1234, '2035-07-01T00:00:00Z');
    const m = await memberIn(north.id);
    await pay(m.id, 2500, '2035-07-02T00:00:00Z');
    const r = await report(admin, '2035-07', '2035-07');
    const mine = rowsOf(r, [north.id, null]);
    assert.deepEqual(mine, [expected(north.id, north.name, '2035-07', 2500, 0), expected(null, DUES_SHARE_NO_CHAPTER, '2035-07', 1234, 0)]);
  });

  it('recording a paid invoice twice, or five times at once, writes one entry; the same for a refund', async () => {
    const m = await memberIn(south.id);
    const invoice = paid(m.id, 2500, '2036-01-15T00:00:00Z');
    const first = await withLedger(1, ([db]) => inTransaction(db!, (trx) => recordInvoicePaid(trx, invoice)));
    const again = await withLedger(1, ([db]) => inTransaction(db!, (trx) => recordInvoicePaid(trx, { ...invoice, amountCents: 9999, paidAt: new Date('2036-02-01T00:00:00Z') })));
    assert.equal(first.created, true);
    assert.deepEqual(again, { id: first.id, created: false }, 'the second call changes nothing');

    const parallel = paid(m.id, 2500, '2036-01-16T00:00:00Z');
    const results = await withLedger(5, (dbs) => Promise.all(dbs.map((db) => inTransaction(db, (trx) => recordInvoicePaid(trx, parallel)))));
    assert.equal(results.filter((r) => r.created).length, 1, JSON.stringify(results));
    assert.equal(new Set(results.map((r) => r.id)).size, 1);

    const refundInput = { stripeRefundId: stripeId('re'), stripeInvoiceId: parallel.stripeInvoiceId, userId: m.id, amountCents: 1000, currency: 'usd', refundedAt: new Date('2036-01-20T00:00:00Z') };
    const refunds = await withLedger(5, (dbs) => Promise.all(dbs.map((db) => inTransaction(db, (trx) => recordRefund(trx, refundInput)))));
    assert.equal(refunds.filter((r) => r.created).length, 1, JSON.stringify(refunds));

    for (const id of [invoice.stripeInvoiceId, parallel.stripeInvoiceId, refundInput.stripeRefundId]) {
      assert.equal(await count('dues_entries', `stripe_object_id = '${id}'`), 1, id);
    }
    const [link] = await sql('SELECT COUNT(*) AS n FROM dues_entries_user_lnk l JOIN dues_entries d ON d.id = l.dues_entry_id WHERE d.stripe_object_id = $1', [parallel.stripeInvoiceId]);
    assert.equal(Number(link.n), 1, 'one link to the member');
    const r = await report(admin, '2036-01', '2036-01');
    assert.deepEqual(rowsOf(r, [south.id]), [expected(south.id, south.name, '2036-01', 5000, 1000)]);
  });

  it('the unique index refuses a second entry for one Stripe object whoever writes it', async () => {
    const invoice = await pay(null, 100, '2036-03-01T00:00:00Z');
    const [row] = await sql('SELECT * FROM dues_entries WHERE stripe_object_id = $1', [invoice]);
    const { id: _id, document_id: _doc, ...copy } = row;
    const columns = Object.keys(copy);
    await assert.rejects(
      sql(`INSERT INTO dues_entries (document_id, ${columns.join(', ')}) VALUES ('dcopy${run}', ${columns.map((_, i) => `$${i + 1}`).join(', ')})`, Object.values(copy)),
      /unique|UNIQUE/,
    );
  });

  it('a zero amount (a fully discounted invoice) writes nothing; a malformed call is refused before writing', async () => {
    const before = await count('dues_entries');
    assert.deepEqual(await withLedger(1, ([db]) => recordInvoicePaid(db!, paid(null, 0, '2036-04-01T00:00:00Z'))), { id: null, created: false });
    const day = '2036-04-01T00:00:00Z';
    const malformed = [paid(null, -1, day), paid(null, 1.5, day), paid(null, 2 ** 31, day), paid(null, 100, 'not a date'), { ...paid(null, 100, day), currency: 'dollars' }, paid(null, 100, day, ''), paid(null, 100, day, 'in_x; DROP TABLE dues_entries')];
    for (const bad of malformed) {
      await assert.rejects(withLedger(1, ([db]) => recordInvoicePaid(db!, bad)), /dues ledger/);
    }
    assert.equal(await count('dues_entries'), before);
  });

  it('GET /finance/dues-share/csv: the same figures in dollars, with a header row, as an attachment; formulas stay text', async () => {
    const tricky = (await admin.call('POST', '/chapter', { ...chapterDefaults, name: `Dues Tricky ${run}`, location: 'Detroit', email: 'dues@gro.example.org' })).body.data;
    await sql('UPDATE chapters SET name = $1 WHERE id = $2', [`=HYPERLINK("http://evil.example","x") ${run}`, tricky.id]);
    const m = await memberIn(tricky.id);
    await pay(m.id, 2500, '2037-02-03T00:00:00Z');
    await refund(m.id, 1, '2037-02-04T00:00:00Z', null);
    const n = await memberIn(north.id);
    await pay(n.id, 25000, '2037-02-05T00:00:00Z');

    const res = await fetch(`${API}/api/finance/dues-share/csv?from=2037-01&to=2037-03`, { headers: admin.headers() });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.equal(res.headers.get('content-disposition'), 'attachment; filename="dues-share-2037-01-2037-03.csv"');
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    assert.deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf], 'a UTF-8 byte order mark');
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    assert.equal(lines[0], 'Month,Chapter,Paid,Refunded,Net,Share,Currency');
    assert.ok(lines.includes(`2037-02,Dues North ${run},250.00,0.00,250.00,50.00,USD`), lines.join('\n'));
    assert.ok(lines.includes(`2037-02,"'=HYPERLINK(""http://evil.example"",""x"") ${run}",25.00,0.01,24.99,5.00,USD`), lines.join('\n'));
    assert.equal(lines.at(-1), '', 'the last row ends with a line break');

    const json = await report(admin, '2037-01', '2037-03');
    assert.equal(lines.length - 2, json.rows.length, 'one CSV row per report row');
  });

  it('the Strapi admin cannot add, change or delete a dues entry (the lifecycle refuses)', async () => {
    assert.ok(STAFF.email && STAFF.password, 'the harness sets the staff account variables');
    const staff = async (method: string, path: string, body?: unknown, token?: string) => {
      const res = await fetch(`${API}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...freshIpHeader(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, text: await res.text() };
    };
    const login = await staff('POST', '/admin/login', STAFF);
    assert.equal(login.status, 200, login.text.slice(0, 200));
    const token = JSON.parse(login.text).data.token;
    const invoice = await pay(null, 4200, '2036-05-01T00:00:00Z');
    const [entry] = await sql('SELECT id, document_id, amount_cents FROM dues_entries WHERE stripe_object_id = $1', [invoice]);
    const base = '/content-manager/collection-types/api::dues-entry.dues-entry';
    assert.equal((await staff('GET', `${base}/${entry.document_id}`, undefined, token)).status, 200, 'staff may read the ledger');
    const before = await count('dues_entries');
    const create = await staff('POST', base, { kind: 'payment', stripeObjectId: `in_forged_${run}`, amountCents: 100, currency: 'usd', occurredAt: '2036-05-01T00:00:00Z', month: '2036-05' }, token);
    assert.ok(create.status >= 400 && create.status < 500, `create: ${create.status} ${create.text.slice(0, 200)}`);
    const edit = await staff('PUT', `${base}/${entry.document_id}`, { amountCents: 1 }, token);
    assert.ok(edit.status >= 400 && edit.status < 500, `edit: ${edit.status} ${edit.text.slice(0, 200)}`);
    const removed = await staff('DELETE', `${base}/${entry.document_id}`, undefined, token);
    assert.ok(removed.status >= 400 && removed.status < 500, `delete: ${removed.status} ${removed.text.slice(0, 200)}`);
    const bulk = await staff('POST', `${base}/actions/bulkDelete`, { documentIds: [entry.document_id] }, token);
    assert.ok(bulk.status >= 400 && bulk.status < 500, `bulk delete: ${bulk.status} ${bulk.text.slice(0, 200)}`);
    const [after] = await sql('SELECT amount_cents FROM dues_entries WHERE id = $1', [entry.id]);
    assert.equal(Number(after.amount_cents), 4200);
    assert.equal(await count('dues_entries'), before);
  });
});

