import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { EXPORT_HEADERS, EXPORT_LIMITS, EXPORT_MESSAGES, EXPORT_PATHS } from '@gro/config';
import { API, retireTestData, signInAdmin, signUpMember, sql, type Client } from './helpers';
import { EventEmitter } from 'node:events';
import type { Context } from 'koa';
import { csvText, dollars, Figure, sendCsv, spreadsheetText } from '../src/platform/http/csv';

const BOM = '\uFEFF';
const MARK = `csvx${process.pid}${Date.now().toString(36)}`;

/** GET an export as the client: the status, headers and the body as text (the BOM kept). */
async function download(client: Client | null, path: string) {
  const res = await fetch(`${API}/api${path}`, { headers: client ? client.headers() : {} });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, text: bytes.toString('utf8') };
}

const rowsOf = (text: string): string[][] => parse(text.replace(/^\uFEFF/, ''), { relax_column_count: false });

after(() => retireTestData(MARK));

describe('CSV export of the users table', () => {
  let admin: Client;
  const made: { id: number; email: string }[] = [];
  before(async () => {
    admin = await signInAdmin();
    // Names a spreadsheet would run as formulas, and ordinary ones, all found by the mark.
    const names: [string, string][] = [
      ['=HYPERLINK("http://evil.example","x")', `Formula ${MARK}`],
      ['+SUM(1+1)', `Plus ${MARK}`],
      ['-2+3', `Minus ${MARK}`],
      ['@cmd', `At ${MARK}`],
      ['Zoë', `Ünïcode ${MARK}`],
    ];
    for (const [firstname, lastname] of names) {
      const m = await signUpMember({ tag: MARK, firstname, lastname });
      made.push({ id: m.id, email: m.email });
    }
  });

  it('streams the rows the table shows for the search, in its order: BOM, CSV headers, security headers, no envelope', async () => {
    const res = await download(admin, `${EXPORT_PATHS.users}?q=${MARK}&sort=email:desc`);
    assert.equal(res.status, 200, res.text.slice(0, 300));
    assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.ok(res.headers.get('content-security-policy'));
    assert.ok(res.text.startsWith(BOM), 'byte order mark first');
    assert.ok(!res.text.includes('"ok"'), 'no JSON envelope');
    const [header, ...rows] = rowsOf(res.text);
    assert.deepEqual(header, [...EXPORT_HEADERS.users]);
    const table = await admin.call('GET', `/user?q=${MARK}&sort=email:desc&pageSize=100`);
    assert.equal(table.status, 200);
    const shown = table.body.data.items as { id: number; email: string; status: string; createdAt: string }[];
    assert.equal(shown.length, made.length);
    assert.deepEqual(rows.map((r) => Number(r[0])), shown.map((u) => u.id), 'the same members in the same order');
    assert.deepEqual(rows.map((r) => r[3]), shown.map((u) => u.email));
    for (const [i, row] of rows.entries()) {
      assert.equal(row[9], shown[i]!.status);
      assert.equal(row[11], shown[i]!.createdAt, 'dates in ISO 8601');
    }
    assert.ok(rows.some((r) => r[1] === 'Zoë' && r[2] === `Ünïcode ${MARK}`), 'UTF-8 text as written');
  });

  it('escapes every cell a spreadsheet would run as a formula with an apostrophe', async () => {
    const res = await download(admin, `${EXPORT_PATHS.users}?q=${MARK}`);
    const firstNames = rowsOf(res.text).slice(1).map((r) => r[1]);
    for (const formula of ['=HYPERLINK("http://evil.example","x")', '+SUM(1+1)', '-2+3', '@cmd']) {
      assert.ok(firstNames.includes(`'${formula}`), `${formula} kept as text`);
      assert.ok(!firstNames.includes(formula), `${formula} not left as a formula`);
    }
  });

  it('applies the status filter and the sort as the table does', async () => {
    await sql(`UPDATE up_users SET status = 'Suspended' WHERE id = $1`, [made[0]!.id]);
    const res = await download(admin, `${EXPORT_PATHS.users}?q=${MARK}&status=Suspended`);
    const rows = rowsOf(res.text).slice(1);
    assert.deepEqual(rows.map((r) => Number(r[0])), [made[0]!.id]);
    const asc = rowsOf((await download(admin, `${EXPORT_PATHS.users}?q=${MARK}&sort=email:asc`)).text).slice(1).map((r) => r[3]);
    assert.deepEqual(asc, [...asc].sort());
  });

  it('an empty result is the header alone', async () => {
    const res = await download(admin, `${EXPORT_PATHS.users}?q=nobody-${MARK}-at-all`);
    assert.equal(res.status, 200);
    assert.equal(res.text, `${BOM}${EXPORT_HEADERS.users.join(',')}\r\n`);
  });

  it('refuses visitors (401) and members (403) with the JSON envelope', async () => {
    const visitor = await download(null, EXPORT_PATHS.users);
    assert.equal(visitor.status, 401);
    assert.equal(JSON.parse(visitor.text).ok, false);
    const member = await signUpMember({ tag: MARK });
    const refused = await download(member.client, `${EXPORT_PATHS.users}?q=${MARK}`);
    assert.equal(refused.status, 403);
    assert.equal(JSON.parse(refused.text).ok, false);
  });

  it('answers hostile search and sort input with a 4xx and a message, never a 500', async () => {
    const hostile = [
      'q=%00',
      `q=${'x'.repeat(5000)}`,
      'q=a&q=b',
      'q[]=a',
      'sort=password:asc',
      'sort=email:sideways',
      'sort=email:asc:extra',
      'sort[]=email',
      'status=Root',
      'status[]=Active',
      'chapter=-1',
      'company=1e99',
    ];
    for (const query of hostile) {
      const res = await download(admin, `${EXPORT_PATHS.users}?${query}`);
      assert.ok(res.status >= 400 && res.status < 500, `${query.slice(0, 40)}: ${res.status}`);
      const body = JSON.parse(res.text);
      assert.equal(body.ok, false);
      assert.ok(typeof body.message === 'object' || typeof body.message === 'string', `${query.slice(0, 40)} has a message`);
    }
    // The query parser (qs) drops prototype keys, and parameters the table does not have are ignored,
    // as GET /user ignores them: the export is then the table without them.
    for (const query of ['q[__proto__][x]=1', '__proto__[q]=1', 'constructor[prototype][x]=1']) {
      const dropped = await download(admin, `${EXPORT_PATHS.users}?${query}&status=Suspended`);
      assert.equal(dropped.status, 200, query);
      assert.ok(dropped.text.startsWith(`${BOM}${EXPORT_HEADERS.users.join(',')}\r\n`));
    }
  });
});

describe('CSV cells (platform/http/csv)', () => {
  it('keeps text that starts with =, +, -, @, tab or CR as text, and figures as given', () => {
    assert.deepEqual(['=1+1', '+1', '-1', '@A1', '\tx', '\rx', 'plain', ''].map(spreadsheetText), ["'=1+1", "'+1", "'-1", "'@A1", "'\tx", "'\rx", 'plain', '']);
    const text = csvText(['A', 'B', 'C', 'D'], [['=x', new Figure(dollars(-1234)), 7, null]]);
    assert.equal(text, `${BOM}A,B,C,D\r\n'=x,-12.34,7,\r\n`);
  });
});

describe('CSV export of every admin table', () => {
  let admin: Client;
  before(async () => {
    admin = await signInAdmin();
    // A company and an admin write of this file, so the companies table and the log have rows.
    const created = await admin.call('POST', '/company', { name: `=Export Works ${MARK}`, description: 'A company of the export tests.', address: '1 Woodward Ave', city: 'Detroit', state: 'MI' });
    assert.equal(created.status, 201, created.text);
  });

  /** [table, its list path, a query]: the export holds exactly the list's rows, in its order. */
  const TABLES: [Exclude<keyof typeof EXPORT_PATHS, 'visitors'>, string, string][] = [
    ['users', '/user', `q=${MARK}&sort=createdAt:desc`],
    ['companies', '/company', `q=${MARK}&sort=city:asc`],
    ['chapters', '/chapter', ''],
    ['events', '/event', 'sort=title:desc'],
    ['joinRequests', '/company/join-request', 'sort=createdAt:desc'],
    ['invoices', '/invoice', 'sort=total:asc'],
    ['subscriptions', '/subscription', 'sort=status:desc'],
    ['subscriptionLogs', '/subscription/log', 'sort=type:asc'],
    ['activity', '/activity', ''],
  ];
  for (const [table, list, query] of TABLES) {
    it(`${table}: the rows of ${list} with its search and sort, in its order`, async () => {
      const page = await admin.call('GET', `${list}?${query}&pageSize=100`);
      assert.equal(page.status, 200, page.text);
      const res = await download(admin, `${EXPORT_PATHS[table]}?${query}`);
      assert.equal(res.status, 200, res.text.slice(0, 300));
      assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8');
      assert.ok(res.text.startsWith(BOM));
      const [header, ...rows] = rowsOf(res.text);
      assert.deepEqual(header, [...EXPORT_HEADERS[table]]);
      // The chapters' list is every chapter at once (the portal sorts it in the browser).
      const data = page.body.data as { items: { id: number }[]; pagination: { total: number } } | { id: number }[];
      const items = Array.isArray(data) ? data : data.items;
      assert.equal(rows.length, Array.isArray(data) ? data.length : data.pagination.total, 'every row, not one page');
      const ids = items.map((item) => item.id);
      assert.deepEqual(rows.slice(0, ids.length).map((r) => Number(r[0])), ids);
    });
  }

  it("visitors: a chapter's visitors with the table's search, sort and status; an unknown chapter is a 404", async () => {
    const chapter = (await sql('SELECT id, slug FROM chapters ORDER BY id LIMIT 1'))[0] as { id: number; slug: string };
    const path = EXPORT_PATHS.visitors.replace(':id', String(chapter.id));
    const query = 'sort=name:asc&status=Registered';
    const page = await admin.call('GET', `/chapter/${chapter.id}/visitors?${query}&pageSize=100`);
    assert.equal(page.status, 200, page.text);
    const res = await download(admin, `${path}?${query}`);
    assert.equal(res.status, 200, res.text.slice(0, 300));
    assert.match(res.headers.get('content-disposition') ?? '', new RegExp(`filename="visitors-${chapter.id}-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
    const [header, ...rows] = rowsOf(res.text);
    assert.deepEqual(header, [...EXPORT_HEADERS.visitors]);
    assert.equal(rows.length, page.body.data.pagination.total);
    assert.deepEqual(rows.slice(0, 100).map((r) => Number(r[0])), (page.body.data.items as { id: number }[]).map((v) => v.id));
    assert.equal((await download(admin, EXPORT_PATHS.visitors.replace(':id', '2147483000'))).status, 404);
    assert.equal((await download(admin, `${path}?status=Nobody`)).status, 400);
  });

  it('keeps the formula-like company name as text', async () => {
    const rows = rowsOf((await download(admin, `${EXPORT_PATHS.companies}?q=${MARK}`)).text).slice(1);
    assert.deepEqual(rows.map((r) => r[1]), [`'=Export Works ${MARK}`]);
  });

  it('refuses members (403) on every export', async () => {
    const member = await signUpMember({ tag: MARK });
    for (const path of Object.values(EXPORT_PATHS)) assert.equal((await download(member.client, path)).status, 403, path);
  });
});

describe('exports at once per admin (platform/http/csv)', () => {
  /** A Koa context as far as sendCsv uses it; `res` ends when told. */
  const fakeContext = () => ({ res: new EventEmitter(), set() {}, type: '', body: null as unknown }) as unknown as Context & { res: EventEmitter };
  const file = { filename: 'x.csv', header: ['A'], batches: async function* () {} };

  it('runs two per admin; a third is a 429 with a message until one ends, another admin is not counted', () => {
    assert.equal(EXPORT_LIMITS.perAdmin, 2);
    const [first, second, third] = [fakeContext(), fakeContext(), fakeContext()];
    sendCsv(first, 901, file);
    sendCsv(second, 901, file);
    assert.throws(() => sendCsv(third, 901, file), (err: { status?: number; message?: string }) => err.status === 429 && err.message === EXPORT_MESSAGES.tooMany(2));
    sendCsv(fakeContext(), 902, file);
    // The browser went away (or the file was sent): the place is free again, once.
    first.res.emit('close');
    first.res.emit('close');
    sendCsv(third, 901, file);
    assert.throws(() => sendCsv(fakeContext(), 901, file), (err: { status?: number }) => err.status === 429);
    for (const ctx of [second, third]) ctx.res.emit('close');
  });
});
