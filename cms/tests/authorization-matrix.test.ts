import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CHAPTER_RIGHT_NAMES, ROLE_LABELS, eventDefaults, eventFormToPayload } from '@gro/config';
import { API, api, Client, createCompany, keysOf, makeAdmin, retireTestData, signInAdmin, signUpMember, sql, uniqueEmail } from './helpers';
import { ROWS } from './matrix/rows';
import { CALLERS, DERIVED_CALLERS, LEADER_CALLERS, type Account, type Caller, type FieldRule, type Fixture, type RequestContext, type Row, type SignedInCaller, type Statuses, type Target } from './matrix/types';

/**
 * The authorization matrix: every route the server answers, read from its router at
 * test time (GET /api/_test/routes, test builds only), has a row in matrix/rows.ts giving the status
 * of each caller (visitor, member without company, member, leader of the fixture's chapter, leader of
 * another chapter, admin), per target (own object, another member's) where the route takes an object
 * id, and what each caller may see in a 2xx answer. A route without a row fails, a row without a
 * route fails, and so does any 2xx the table does not expect. A row that does not name the leaders
 * gives them the member's status and field rule (a leader is a member with a company).
 */

/** Marks what the matrix creates that other files count (events in a seeded chapter): retireTestData takes it out at the end. */
const run = `${process.pid}${Date.now().toString(36)}`;

const CONCURRENCY = 8;

/** Never in any answer, to anyone. */
const SECRET_KEYS = ['password', 'resetPasswordToken', 'confirmationToken', 'tokenHash', 'refreshToken'];
/** Billing and sign-in history: for admins only. */
const ADMIN_ONLY_KEYS = ['stripeCustomerId', 'stripeSubscriptionId', 'signInLog'];

type Route = { method: string; path: string };
type Answer = { status: number; text: string; json: any };
type Call = { row: Row; caller: Caller; target?: Target; expected: number; me?: Account; answer?: Answer; error?: string };
type Kind = SignedInCaller;

const isLeader = (caller: Caller): caller is (typeof LEADER_CALLERS)[number] => (LEADER_CALLERS as readonly Caller[]).includes(caller);
const isDerived = (caller: Caller): caller is keyof typeof DERIVED_CALLERS => caller in DERIVED_CALLERS;
/** A caller's entry in a per-caller table of a row; the leaders' default to the member's, the derived callers' to their base's. */
function forCaller<T>(table: Partial<Record<Caller, T>> | undefined, caller: Caller): T | undefined {
  if (!table) return undefined;
  if (table[caller] !== undefined) return table[caller];
  if (isLeader(caller)) return table.member;
  return isDerived(caller) ? table[DERIVED_CALLERS[caller]] : undefined;
}

/** The policies of every custom route ('GET /api/user'), read from the route files as Strapi loads them. */
const policiesOf = new Map<string, string[]>();
async function loadPolicies() {
  const apiDir = path.join(__dirname, '..', 'src', 'api');
  for (const name of fs.readdirSync(apiDir)) {
    const dir = path.join(apiDir, name, 'routes');
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir)) {
      const mod = (await import(path.join(dir, file))) as { default: { routes?: RouteConfig[]; default?: { routes: RouteConfig[] } } };
      for (const r of mod.default.routes ?? mod.default.default?.routes ?? []) {
        policiesOf.set(`${r.method} /api${r.path}`, (r.config?.policies ?? []).map((p) => (typeof p === 'string' ? p : p.name)));
      }
    }
  }
}
type RouteConfig = { method: string; path: string; config?: { policies?: (string | { name: string })[] } };

/**
 * What the policy a derived caller lacks refuses: where the route needs a verified address or member
 * data, the policy answers 403 before the route looks at the request (whatever its base is answered).
 */
function derivedExpectation(row: Row, caller: Caller, base: number): number {
  if (!isDerived(caller) || base === 401) return base;
  const policies = policiesOf.get(row.route) ?? [];
  if (caller === 'unverified' && policies.includes('global::is-verified')) return 403;
  if (caller === 'pendingMember' && policies.includes('global::reads-member-data')) return 403;
  return base;
}

const routeKey = (r: Route) => `${r.method} ${r.path}`;

/** The generator of docs/api.md's roles table (an ES module of the cms scripts, which read the same route files). */
type RolesTableModule = {
  API_DOC: string;
  loadRouteTable(): Promise<unknown[]>;
  rolesTable(routes: unknown[]): string;
  currentRolesTable(doc: string): string | null;
};
const rolesTableModule = () => import('../scripts/lib/roles-table.mjs') as Promise<RolesTableModule>;

/** Methods fetch() refuses to send: they go through node:http. */
const RAW_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

function rawRequest(method: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request(`${API}${path}`, { method, headers, timeout: 5000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), json: null }));
    });
    // A CONNECT the server does not route: it closes the connection without an answer (status 0).
    req.on('connect', (res) => {
      resolve({ status: res.statusCode ?? 0, text: '', json: null });
      req.destroy();
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, text: '', json: null }));
    req.end();
  });
}

async function send(client: Client, method: string, path: string, body: unknown, stream = false): Promise<Answer> {
  const headers = client.headers();
  if (RAW_METHODS.has(method)) return rawRequest(method, path, headers);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined && method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  // A connection the server closed between two calls (keep-alive) fails the fetch before any answer: once more, on a new one.
  const res = await fetch(`${API}${path}`, { method, headers, body: payload, redirect: 'manual' }).catch(() =>
    fetch(`${API}${path}`, { method, headers: { ...headers, Connection: 'close' }, body: payload, redirect: 'manual' }),
  );
  // A stream's status and headers are its answer; its body would last until the stream ends.
  if (stream && res.ok) {
    await res.body?.cancel();
    return { status: res.status, text: '', json: null };
  }
  const text = await res.text();
  let json: unknown = null;
  if ((res.headers.get('content-type') ?? '').includes('json') && text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
  }
  return { status: res.status, text, json };
}

/** Values at a path of `data`: `a.b` walks objects, `items[]` every element (an empty array has none). */
function probe(value: unknown, path: string): { present: boolean; value: unknown }[] {
  let nodes: { present: boolean; value: unknown }[] = [{ present: true, value }];
  for (const part of path.split('.')) {
    const each = part.endsWith('[]');
    const key = each ? part.slice(0, -2) : part;
    nodes = nodes.flatMap((n) => {
      if (!n.present || n.value === null || typeof n.value !== 'object') return [{ present: false, value: undefined }];
      const obj = n.value as Record<string, unknown>;
      const present = Object.hasOwn(obj, key);
      if (!each) return [{ present, value: obj[key] }];
      assert.ok(Array.isArray(obj[key]), `${key} is an array`);
      return (obj[key] as unknown[]).map((v) => ({ present: true, value: v }));
    });
  }
  return nodes;
}

function checkFields(call: Call, rule: FieldRule | undefined) {
  const what = `${call.row.route} as ${call.caller}${call.target ? ` (${call.target})` : ''}`;
  const json = call.answer!.json;
  const keys = keysOf(json);
  for (const key of SECRET_KEYS) assert.ok(!keys.has(key), `${what}: the answer carries ${key}`);
  const allowed = rule?.allow ?? [];
  if (call.caller !== 'admin') for (const key of ADMIN_ONLY_KEYS) if (!allowed.includes(key)) assert.ok(!keys.has(key), `${what}: a non-admin is sent ${key}`);
  if (!rule) return;
  const data = json?.data;
  if (rule.self) assert.deepEqual(probe(data, rule.self).map((n) => n.value), [call.me?.id], `${what}: ${rule.self} is the caller's own`);
  for (const path of rule.has ?? []) {
    const nodes = probe(data, path);
    assert.ok(nodes.length > 0, `${what}: nothing at ${path} to check`);
    assert.ok(nodes.every((n) => n.present), `${what}: ${path} is missing`);
  }
  for (const path of rule.lacks ?? []) assert.ok(probe(data, path).every((n) => !n.present), `${what}: ${path} is shown`);
  for (const path of rule.empty ?? []) assert.ok(probe(data, path).every((n) => n.value == null), `${what}: ${path} has a value`);
}

/** A caller set: the visitor and five signed-in accounts, the fixture's or disposable ones. */
type Callers = { clients: Record<Caller, Client>; accounts: Record<SignedInCaller, Account> };

async function avatarFileOf(userId: number): Promise<number> {
  const [row] = await sql("SELECT file_id FROM files_related_mph WHERE related_type = 'plugin::users-permissions.user' AND field = 'avatar' AND related_id = $1", [userId]);
  assert.ok(row, `user ${userId} has an avatar`);
  return Number(row.file_id);
}

/**
 * An account made through the API. The SQL steps (the admin role, the avatar's file id) come after
 * the API calls: on SQLite a second connection writing while the server writes makes it answer 500.
 */
async function account(kind: Kind, withAvatar: boolean): Promise<{ client: Client; account: Account }> {
  const made = await signUpMember({ tag: `matrix-${kind.toLowerCase()}`, firstname: 'Matrix', lastname: kind, verified: kind !== 'unverified' });
  let company: { id: number; uuid: string } | null = null;
  if (kind !== 'newcomer' && kind !== 'admin' && kind !== 'unverified') company = await createCompany(made.client, undefined, { pending: kind === 'pendingMember' });
  if (withAvatar) {
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(await tinyPng())], { type: 'image/png' }), 'avatar.png');
    const res = await made.client.call('PUT', '/account/avatar', form);
    assert.equal(res.status, 200, res.text);
  }
  return { client: made.client, account: { id: made.id, email: made.email, password: made.password, avatarFileId: 0, companyId: company?.id ?? null, companyUuid: company?.uuid ?? null, joinRequestId: null } };
}

/** The SQL steps of account(), once no request is under way. */
async function finish(made: { account: Account }, kind: Kind, withAvatar: boolean) {
  if (kind === 'admin') await makeAdmin(made.account.id);
  if (withAvatar) made.account.avatarFileId = await avatarFileOf(made.account.id);
}

async function tinyPng(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 120, b: 200 } } }).png().toBuffer();
}

/** Which chapters the two leaders lead, and the admin who makes them leaders (through the API, as the drawers do). */
type Leadership = { chapterId: number; otherChapterId: number; grantor: Client };

async function grant(grantor: Client, chapterId: number, userId: number) {
  const res = await grantor.call('PUT', `/chapter/${chapterId}/leaders/${userId}`);
  assert.equal(res.status, 201, `leader of ${chapterId}: ${res.text}`);
}

async function callerSet(withAvatar: boolean, leadership: Leadership): Promise<Callers> {
  const [newcomer, member, leader, otherLeader, admin, unverified, pendingMember] = await Promise.all(
    (['newcomer', 'member', 'leader', 'otherLeader', 'admin', 'unverified', 'pendingMember'] as const).map((kind) => account(kind, withAvatar)),
  );
  await grant(leadership.grantor, leadership.chapterId, leader.account.id);
  await grant(leadership.grantor, leadership.otherChapterId, otherLeader.account.id);
  await finish(newcomer, 'newcomer', withAvatar);
  await finish(member, 'member', withAvatar);
  await finish(leader, 'leader', withAvatar);
  await finish(otherLeader, 'otherLeader', withAvatar);
  await finish(admin, 'admin', withAvatar);
  await finish(unverified, 'unverified', withAvatar);
  await finish(pendingMember, 'pendingMember', withAvatar);
  return {
    clients: {
      visitor: new Client(), newcomer: newcomer.client, member: member.client, leader: leader.client, otherLeader: otherLeader.client, admin: admin.client,
      unverified: unverified.client, pendingMember: pendingMember.client,
    },
    accounts: {
      newcomer: newcomer.account, member: member.account, leader: leader.account, otherLeader: otherLeader.account, admin: admin.account,
      unverified: unverified.account, pendingMember: pendingMember.account,
    },
  };
}

const isObjectRow = (row: Row) => 'own' in row.expect;

/** The calls of one row: every caller, and every target for a route that takes an object id. */
function callsOf(row: Row): Call[] {
  if (!isObjectRow(row)) {
    const expect = row.expect as Statuses;
    return CALLERS.map((caller) => ({ row, caller, expected: derivedExpectation(row, caller, forCaller(expect, caller)!) }));
  }
  const { own, other } = row.expect as { own: Partial<Omit<Statuses, 'visitor'>>; other: Statuses };
  // The derived callers own what their base owns, but for the newcomer's join request (the unverified account may not ask).
  const owners = CALLERS.filter((c): c is SignedInCaller => c !== 'visitor' && c !== 'unverified' && forCaller(own, c) !== undefined);
  return [
    ...owners.map((caller) => ({ row, caller, target: 'own' as const, expected: derivedExpectation(row, caller, forCaller(own, caller)!) })),
    ...CALLERS.map((caller) => ({ row, caller, target: 'other' as const, expected: derivedExpectation(row, caller, forCaller(other, caller)!) })),
  ];
}

async function perform(call: Call, callers: Callers, f: Fixture) {
  const [method, routePath] = call.row.route.split(' ') as [string, string];
  const me = call.caller === 'visitor' ? undefined : callers.accounts[call.caller];
  call.me = me;
  const owner = call.target === 'own' ? me : call.target === 'other' ? f.other : undefined;
  const ctx: RequestContext = { f: { ...f, accounts: callers.accounts }, caller: call.caller, me, target: call.target, owner };
  const path = call.row.path ? call.row.path(ctx) : routePath;
  try {
    call.answer = await send(callers.clients[call.caller], method, path, call.row.body?.(ctx), call.row.stream);
  } catch (err) {
    call.error = (err as Error).message;
  }
}

async function pool<T>(items: T[], worker: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) {
        const item = items[next]!;
        next += 1;
        await worker(item);
      }
    }),
  );
}

describe('authorization matrix: every route × {visitor, member without company, member, leader of this chapter, leader of another chapter, admin, unverified sign-up, member of a company waiting for review}', () => {
  let served: Route[];
  const calls = new Map<Row, Call[]>();

  after(() => retireTestData(run));

  before(async () => {
    await loadPolicies();
    const res = await fetch(`${API}/api/_test/routes`);
    assert.equal(res.status, 200, 'the test build lists its routes');
    served = ((await res.json()) as { data: Route[] }).data.filter((r) => r.path !== '/api/_test/routes');

    // The fixture's chapter: the first active one (by name); the other leader's: another active one, not the one sign-ups join.
    const active = (await api('/chapter/active')).body.data as { id: number }[];
    const chapterOf = async (id: number) => {
      const { users: _members, ...chapter } = (await api(`/chapter/${id}`)).body.data;
      return chapter as Fixture['chapter'];
    };
    const chapter = await chapterOf(active[0]!.id);
    const oldest = Math.min(...active.map((c) => c.id));
    const others = active.filter((c) => c.id !== chapter.id);
    const otherChapter = await chapterOf((others.find((c) => c.id !== oldest) ?? others[0]!).id);
    const grantor = await signInAdmin();
    const leadership: Leadership = { chapterId: chapter.id, otherChapterId: otherChapter.id, grantor };

    const shared = await callerSet(true, leadership);
    const other = await account('member', true);
    await finish(other, 'member', true);
    const event = (await api('/event')).body.data[0];
    assert.ok(event, 'the seed has events');
    // An event of the fixture's chapter (the seed has some; else one far ahead, which is never its next meeting).
    const chapterEvents = async () => ((await api('/event')).body.data as Fixture['event'][]).filter((e) => e.chapterId === chapter.id);
    if (!(await chapterEvents()).length) {
      const made = await grantor.call('POST', '/event', eventFormToPayload({ ...eventDefaults, title: `Matrix chapter event ${run}`, type: 'Once', date: '2031-03-21', chapterId: chapter.id, location: 'Detroit' }));
      assert.equal(made.status, 201, made.text);
    }
    const chapterEvent = (await chapterEvents())[0]!;
    // A meeting of the fixture's chapter a week ago and a member at home there: the attendance rows keep its sheet.
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const meetingMade = await grantor.call('POST', '/event', eventFormToPayload({ ...eventDefaults, title: `Matrix past meeting ${run}`, type: 'Once', date: weekAgo, chapterId: chapter.id, location: 'Detroit' }));
    assert.equal(meetingMade.status, 201, meetingMade.text);
    const attendee = await signUpMember({ tag: 'matrix-attendee', chapterId: chapter.id });
    await createCompany(attendee.client);
    const pastMeeting = { id: meetingMade.body.data.id as number, date: weekAgo, memberId: attendee.id };
    // A weekly meeting of the fixture's chapter with a date of its own for each caller to cancel (from two weeks ahead).
    const weekday = new Date(Date.now() + 14 * 86_400_000);
    const weeklyMade = await grantor.call('POST', '/event', eventFormToPayload({
      ...eventDefaults, title: `Matrix weekly meeting ${run}`, type: 'Recurring', dayOfWeek: weekday.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' }), chapterId: chapter.id, location: 'Detroit', timeStart: '12:00', timeEnd: '13:00',
    }));
    assert.equal(weeklyMade.status, 201, weeklyMade.text);
    const weeklyMeeting = {
      id: weeklyMade.body.data.id as number,
      dates: Object.fromEntries(CALLERS.map((caller, i) => [caller, new Date(weekday.getTime() + i * 7 * 86_400_000).toISOString().slice(0, 10)])) as Record<Caller, string>,
    };
    const settings = await shared.clients.member.call('GET', '/account/setting');
    assert.equal(settings.status, 200, settings.text);
    // The newcomer's own pending request, and one by another newcomer of the fixture's chapter per reviewing row and caller.
    const askToJoin = async (client: Client) => {
      const res = await client.call('POST', '/company/join-request', { companyId: other.account.companyId, note: 'Matrix.' });
      assert.equal(res.status, 201, res.text);
      return res.body.data.id as number;
    };
    shared.accounts.newcomer.joinRequestId = await askToJoin(shared.clients.newcomer);
    const perCaller = async (make: () => Promise<number>) => Object.fromEntries(await Promise.all(CALLERS.map(async (c) => [c, await make()] as const))) as Record<Caller, number>;
    const asker = async () => askToJoin((await signUpMember({ tag: 'matrix-asker', chapterId: chapter.id })).client);
    const pendingJoinRequests = { approve: await perCaller(asker), reject: await perCaller(asker) };
    const founder = async () => (await createCompany((await signUpMember({ tag: 'matrix-founder', chapterId: chapter.id })).client, undefined, { pending: true })).uuid;
    const perCallerUuid = async () => Object.fromEntries(await Promise.all(CALLERS.map(async (c) => [c, await founder()] as const))) as Record<Caller, string>;
    const pendingCompanies = { approve: await perCallerUuid(), reject: await perCallerUuid() };
    // Registered visitors of the fixture's chapter, one per visitor row and caller (an invitation may not be repeated at once).
    const visitor = async () => {
      const email = `${uniqueEmail('matrix-guest')}`;
      const made = await new Client().call('POST', `/chapter/${chapter.slug}/visitor`, { firstname: 'Vi', lastname: 'Sitor', email, phoneNumber: '(313) 555-0181', heardFrom: 'Other' });
      assert.equal(made.status, 201, made.text);
      const [row] = await sql('SELECT id FROM visitors WHERE email = $1', [email]);
      return Number(row.id);
    };
    const visitors = { update: await perCaller(visitor), invite: await perCaller(visitor) };
    let counter = 0;
    const f: Fixture = {
      chapter,
      otherChapter,
      event,
      chapterEvent,
      pastMeeting,
      weeklyMeeting,
      pendingJoinRequests,
      pendingCompanies,
      visitors,
      accounts: shared.accounts,
      other: other.account,
      settingKey: settings.body.data[0].setting.key,
      unique: (tag) => `matrix-${tag}-${run}-${(counter += 1)}`,
    };

    const rows = ROWS.filter((row) => served.some((r) => routeKey(r) === row.route));
    for (const row of rows) calls.set(row, callsOf(row));
    // Rows that change their caller get disposable callers, made before anything runs.
    const fresh = new Map<Row, Callers>();
    for (const row of rows.filter((r) => r.fresh)) fresh.set(row, await callerSet(false, leadership));
    const work = rows.flatMap((row) => calls.get(row)!.map((call) => ({ call, callers: fresh.get(row) ?? shared })));
    const started = Date.now();
    await pool(work, ({ call, callers }) => perform(call, callers, f));
    console.log(`authorization matrix: ${served.length} routes, ${ROWS.length} rows, ${work.length} calls in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  it('every route the server answers has a row, and every row is a route the server answers', () => {
    const servedKeys = new Set(served.map(routeKey));
    const rowKeys = ROWS.map((r) => r.route);
    assert.deepEqual(rowKeys.filter((k, i) => rowKeys.indexOf(k) !== i), [], 'one row per route');
    assert.deepEqual([...servedKeys].filter((k) => !rowKeys.includes(k)).sort(), [], 'routes without a row');
    assert.deepEqual(rowKeys.filter((k) => !servedKeys.has(k)).sort(), [], 'rows of routes the server does not answer');
  });

  it('zero unexpected 2xx: no caller gets a success the table does not give them', () => {
    const unexpected = [...calls.values()]
      .flat()
      .filter((c) => c.answer && c.answer.status >= 200 && c.answer.status < 300 && !(c.expected >= 200 && c.expected < 300))
      .map((c) => `${c.row.route} as ${c.caller}${c.target ? ` (${c.target})` : ''}: ${c.answer!.status}`);
    assert.deepEqual(unexpected, []);
  });

  it("every chapter leader's right (CHAPTER_RIGHTS) has rows that give it to the chapter's leader, and to no one else but admins", () => {
    assert.deepEqual(CHAPTER_RIGHT_NAMES.filter((right) => !ROWS.some((row) => row.right === right)), [], 'rights without a row');
    const is2xx = (status: number) => status >= 200 && status < 300;
    const wrong = ROWS.filter((row) => row.right)
      .flatMap((row) => callsOf(row).filter((c) => c.target !== 'own'))
      .filter((c) => (c.caller === 'leader' || c.caller === 'admin' ? !is2xx(c.expected) : is2xx(c.expected)))
      .map((c) => `${c.row.route} as ${c.caller}: ${c.expected}`);
    assert.deepEqual(wrong, []);
  });

  it('docs/api.md holds the roles table generated from the route table (npm run api-docs)', async () => {
    const { API_DOC, currentRolesTable, loadRouteTable, rolesTable } = await rolesTableModule();
    const expected = rolesTable(await loadRouteTable());
    assert.equal(currentRolesTable(fs.readFileSync(API_DOC, 'utf8')), expected, 'docs/api.md is out of date: run npm run api-docs');
  });

  it("docs/api.md's generated roles table has a column per role (ROLE_LABELS), in order", async () => {
    const { API_DOC, currentRolesTable } = await rolesTableModule();
    const table = currentRolesTable(fs.readFileSync(API_DOC, 'utf8')) ?? '';
    const header = table.split('\n').find((line) => /^\| right \|/.test(line));
    assert.ok(header, "docs/api.md has the generated roles table ('| right | ...')");
    const columns = header.split('|').map((cell) => cell.trim().toLowerCase()).filter(Boolean).slice(1);
    const roles = Object.values(ROLE_LABELS).map((label) => label.toLowerCase());
    assert.equal(columns.length, roles.length, header);
    roles.forEach((role, i) => assert.ok(columns[i]!.startsWith(role), `column ${i + 1} is ${role}: ${columns[i]}`));
  });

  for (const row of ROWS) {
    it(`${row.route}${row.note ? ` — ${row.note}` : ''}`, () => {
      const rowCalls = calls.get(row);
      assert.ok(rowCalls, `${row.route} is not a route the server answers`);
      const label = (c: Call) => `${c.caller}${c.target ? `/${c.target}` : ''}`;
      const observed = Object.fromEntries(rowCalls.map((c) => [label(c), c.error ? `error: ${c.error}` : c.answer!.status]));
      const expected = Object.fromEntries(rowCalls.map((c) => [label(c), c.expected]));
      const bodies = rowCalls
        .filter((c) => c.answer?.status !== c.expected)
        .map((c) => `${label(c)}: ${c.error ?? c.answer!.text.slice(0, 200)}`)
        .join('\n');
      assert.deepEqual(observed, expected, bodies);
      for (const call of rowCalls) if (call.answer!.status >= 200 && call.answer!.status < 300) checkFields(call, forCaller(row.fields, call.caller));
    });
  }
});
