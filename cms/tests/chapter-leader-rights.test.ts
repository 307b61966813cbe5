import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CHAPTER_LEADER_MESSAGES, PORTAL_MESSAGES, ROLE_ADMIN, ROLE_MEMBER, chapterDefaults, eventDefaults, eventFormToPayload } from '@gro/config';
import { API, Client, api, createCompany, keysOf, memberWithCompany, retireTestData, signInAdmin, signUpMember, sql, uniqueEmail } from './helpers';

/**
 * Chapter leaders' rights: a chapter leader manages their own chapter (global::is-chapter-leader) and
 * nothing else. Two chapters of the test's own, A and B, each with a weekly meeting; a leader of A
 * and a leader of B; members, requesters and visitors at home in each. The chapter is taken from the
 * route or the object, never from the body; the rights are read from the database at every call.
 */

const run = `${process.pid}${Date.now().toString(36)}`;
/** A month no other test writes dues in. */
const DUES_MONTH = '2039-05';

type Chapter = { id: number; uuid: string; slug: string; name: string; isActive: boolean } & Record<string, unknown>;
type Member = Awaited<ReturnType<typeof signUpMember>>;

let admin: Client;
let A: Chapter;
let B: Chapter;
let leaderA: Member;
let leaderB: Member;
let eventA: number;
let eventB: number;
/** The company requesters ask to join. */
let companyId: number;

/** The chapter form's fields, as the admin screen sends them (the slug is not one of them). */
const CHAPTER_KEYS = ['name', 'description', 'location', 'email', 'address', 'city', 'state', 'postalCode', 'country', 'latitude', 'longitude', 'timeStart', 'timeEnd', 'dayOfWeek', 'timeZone', 'isActive'] as const;
const chapterBody = (chapter: Chapter, extra: Record<string, unknown> = {}) => ({ ...Object.fromEntries(CHAPTER_KEYS.map((k) => [k, chapter[k] ?? null])), ...extra });

async function chapterById(id: number): Promise<Chapter> {
  const res = await api(`/chapter/${id}`);
  assert.equal(res.status, 200, res.text);
  const { users: _users, ...chapter } = res.body.data;
  return chapter as Chapter;
}

async function makeChapter(tag: string): Promise<Chapter> {
  const res = await admin.call('POST', '/chapter', {
    ...chapterDefaults,
    name: `Leader Rights ${tag} ${run}`,
    location: 'Detroit, MI',
    email: 'rights.chapter@example.com',
    description: 'Made by the tests.',
    dayOfWeek: 'Wednesday',
    timeStart: '08:00',
    timeEnd: '09:00',
    isActive: true,
  });
  assert.equal(res.status, 201, res.text);
  return chapterById(res.body.data.id);
}

const eventBody = (title: string, chapterId: number | null, extra: Record<string, unknown> = {}) =>
  eventFormToPayload({ ...eventDefaults, title: `${title} ${run}`, type: 'Once', date: '2031-05-14', chapterId, location: 'Detroit', description: 'Made by the tests.', ...extra });

async function makeEvent(title: string, chapterId: number | null, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await admin.call('POST', '/event', eventBody(title, chapterId, extra));
  assert.equal(res.status, 201, res.text);
  return res.body.data.id as number;
}

/** The chapter an event is stored in (null for none). */
async function chapterOfEvent(eventId: number): Promise<number | null> {
  const [row] = await sql('SELECT chapter_id FROM events_chapter_lnk WHERE event_id = $1', [eventId]);
  return row ? Number(row.chapter_id) : null;
}

async function grant(chapterId: number, userId: number) {
  const res = await admin.call('PUT', `/chapter/${chapterId}/leaders/${userId}`);
  assert.equal(res.status, 201, res.text);
}

/** A new member of a company, leader of `chapterId`. */
async function leaderOf(chapterId: number): Promise<Member> {
  const m = await memberWithCompany();
  await grant(chapterId, m.id);
  return m;
}

/** A newcomer at home in `chapterId` who asks to join the test's company; answers the request's id. */
async function requester(chapterId: number) {
  const m = await signUpMember({ tag: 'rights-asker', chapterId });
  const res = await m.client.call('POST', '/company/join-request', { companyId, note: 'Let me in.' });
  assert.equal(res.status, 201, res.text);
  return { ...m, requestId: res.body.data.id as number };
}

const requestStatus = async (id: number) => (await sql('SELECT status FROM join_requests WHERE id = $1', [id]))[0]?.status as string;

/** A guest registered for the chapter's next meeting; answers the visitor's id. */
async function visitorOf(chapter: Chapter): Promise<number> {
  const email = uniqueEmail('rights-guest');
  const res = await new Client().call('POST', `/chapter/${chapter.slug}/visitor`, { firstname: 'Gus', lastname: 'Guest', email, phoneNumber: '(313) 555-0142', heardFrom: 'Other' });
  assert.equal(res.status, 201, res.text);
  const [row] = await sql('SELECT id FROM visitors WHERE email = $1', [email]);
  return Number(row.id);
}

/** The home chapter of each of `ids`. */
async function homeChapters(ids: number[]): Promise<Map<number, number | null>> {
  if (!ids.length) return new Map();
  const rows = await sql(`SELECT user_id, chapter_id FROM up_users_chapter_lnk WHERE user_id IN (${ids.map(Number).join(', ')})`);
  const map = new Map<number, number | null>(ids.map((id) => [id, null]));
  for (const r of rows) map.set(Number(r.user_id), Number(r.chapter_id));
  return map;
}

/** A 403 of the leader policy: the reason names it. */
function assertNotYourChapter(res: { status: number; text: string; body: any }, what: string) {
  assert.equal(res.status, 403, `${what}: ${res.text}`);
  assert.equal(res.body?.details?.reason, 'chapter-leader', `${what}: details.reason (${res.text})`);
}

before(async () => {
  admin = await signInAdmin();
  A = await makeChapter('A');
  B = await makeChapter('B');
  // A weekly meeting each, so guests can register for the next one.
  eventA = await makeEvent('Weekly A', A.id, { type: 'Recurring', date: '', dayOfWeek: 'Wednesday' });
  eventB = await makeEvent('Weekly B', B.id, { type: 'Recurring', date: '', dayOfWeek: 'Wednesday' });
  leaderA = await leaderOf(A.id);
  leaderB = await leaderOf(B.id);
  companyId = (await memberWithCompany()).company.id;
});

after(async () => {
  const like = `%${run}%`;
  await sql('DELETE FROM chapter_leaders WHERE chapter_id IN (SELECT id FROM chapters WHERE name LIKE $1)', [like]);
  await sql('DELETE FROM visitors_chapter_lnk WHERE chapter_id IN (SELECT id FROM chapters WHERE name LIKE $1)', [like]);
  await retireTestData(run);
});

describe('a leader edits their chapter, never its name, slug or status, and no other chapter', () => {
  it('PUT /chapter/A: 200 and stored; name, slug or isActive changed: 403 (adminOnlyFields), nothing stored', async () => {
    const description = `Edited by its leader ${run}.`;
    const res = await leaderA.client.call('PUT', `/chapter/${A.uuid}`, chapterBody(A, { description }));
    assert.equal(res.status, 200, res.text);
    assert.equal((await chapterById(A.id)).description, description);
    // The slug sent as stored is no change.
    assert.equal((await leaderA.client.call('PUT', `/chapter/${A.uuid}`, chapterBody(A, { description, slug: A.slug }))).status, 200);

    for (const change of [{ name: `Renamed ${run}` }, { slug: `renamed-${run}` }, { isActive: false }]) {
      const refused = await leaderA.client.call('PUT', `/chapter/${A.uuid}`, chapterBody(A, { description: 'Not saved.', ...change }));
      assert.equal(refused.status, 403, `${JSON.stringify(change)}: ${refused.text}`);
      assert.equal(refused.body.message?.message, CHAPTER_LEADER_MESSAGES.adminOnlyFields, JSON.stringify(change));
    }
    const stored = await chapterById(A.id);
    assert.deepEqual([stored.name, stored.slug, stored.isActive, stored.description], [A.name, A.slug, true, description]);
  });

  it("PUT /chapter/B by A's leader: 403 with details.reason 'chapter-leader', nothing stored; an admin may", async () => {
    const res = await leaderA.client.call('PUT', `/chapter/${B.uuid}`, chapterBody(B, { description: 'Hijacked.' }));
    assertNotYourChapter(res, 'PUT /chapter/B');
    assert.equal(res.body.message?.message, CHAPTER_LEADER_MESSAGES.notYourChapter);
    assert.equal((await chapterById(B.id)).description, B.description);
    assert.equal((await admin.call('PUT', `/chapter/${B.uuid}`, chapterBody(B))).status, 200);
  });

  it('a member who leads nothing gets 403 (leadersOnly); a visitor 401', async () => {
    const m = await memberWithCompany();
    const res = await m.client.call('PUT', `/chapter/${A.uuid}`, chapterBody(A));
    assert.equal(res.status, 403, res.text);
    assert.equal(res.body.message?.message, CHAPTER_LEADER_MESSAGES.leadersOnly);
    assert.equal((await new Client().call('PUT', `/chapter/${A.uuid}`, chapterBody(A))).status, 401);
  });
});

describe("a leader manages their chapter's events", () => {
  it('POST /chapter/A/event: 201, stored in A, whether the body names A or no chapter', async () => {
    const named = await leaderA.client.call('POST', `/chapter/${A.id}/event`, eventBody('Leader made, named', A.id));
    assert.equal(named.status, 201, named.text);
    assert.equal(await chapterOfEvent(named.body.data.id), A.id);
    const { chapter: _chapter, ...unnamed } = eventBody('Leader made, unnamed', null);
    const made = await leaderA.client.call('POST', `/chapter/${A.id}/event`, unnamed);
    assert.equal(made.status, 201, made.text);
    assert.equal(await chapterOfEvent(made.body.data.id), A.id);
  });

  it('POST /chapter/B/event: 403, nothing stored; a body naming B on the route of A: 400 or 403, nothing stored', async () => {
    const title = `Not in B ${run}`;
    const res = await leaderA.client.call('POST', `/chapter/${B.id}/event`, eventBody('Not in B', B.id));
    assertNotYourChapter(res, 'POST /chapter/B/event');
    const smuggled = await leaderA.client.call('POST', `/chapter/${A.id}/event`, eventBody('Not in B', B.id));
    assert.ok([400, 403].includes(smuggled.status), `a body naming B on A's route: ${smuggled.status} ${smuggled.text}`);
    assert.deepEqual(await sql('SELECT id FROM events WHERE title = $1', [title]), []);
  });

  it("PUT /event/:id: A's event 200; moving it to B 403 (eventChapterNotYours) and it stays in A; B's event 403", async () => {
    const id = await makeEvent('Movable', A.id);
    const ok = await leaderA.client.call('PUT', `/event/${id}`, eventBody('Movable', A.id, { description: 'Edited by the leader.' }));
    assert.equal(ok.status, 200, ok.text);

    const moved = await leaderA.client.call('PUT', `/event/${id}`, eventBody('Movable', B.id));
    assert.equal(moved.status, 403, moved.text);
    assert.equal(moved.body.message?.message, CHAPTER_LEADER_MESSAGES.eventChapterNotYours);
    assert.equal(await chapterOfEvent(id), A.id);

    const other = await makeEvent('Of B', B.id);
    assertNotYourChapter(await leaderA.client.call('PUT', `/event/${other}`, eventBody('Of B', B.id, { description: 'Hijacked.' })), "PUT B's event");
    // Naming A in the body does not make B's event A's: it is judged by the event's chapter.
    assertNotYourChapter(await leaderA.client.call('PUT', `/event/${other}`, eventBody('Of B', A.id)), "PUT B's event with A in the body");
    assert.equal(await chapterOfEvent(other), B.id);
    const [row] = await sql('SELECT description FROM events WHERE id = $1', [other]);
    assert.equal(row.description, 'Made by the tests.');
  });

  it("GET /event?page&pageSize&chapter=A (the 'My chapter' events table): A's events only, public", async () => {
    const inB = await makeEvent('Listed in B', B.id);
    const res = await new Client().call('GET', `/event?page=1&pageSize=100&chapter=${A.id}`);
    assert.equal(res.status, 200, res.text);
    const items = res.body.data.items as { id: number; chapterId: number | null }[];
    assert.ok(items.some((e) => e.id === eventA), "A's meeting is listed");
    assert.ok(!items.some((e) => e.id === inB), "B's event is not");
    assert.deepEqual([...new Set(items.map((e) => e.chapterId))], [A.id]);
    assert.ok([400, 404].includes((await api('/event?page=1&chapter=abc')).status), 'a chapter filter that is no id');
  });

  it('a leader of two chapters may move an event between them (200); the event stays theirs', async () => {
    const C = await makeChapter('C');
    const both = await leaderOf(A.id);
    await grant(C.id, both.id);
    const id = await makeEvent('Moving to C', A.id);
    const res = await both.client.call('PUT', `/event/${id}`, eventBody('Moving to C', C.id));
    assert.equal(res.status, 200, res.text);
    assert.equal(await chapterOfEvent(id), C.id);
    // A's leader alone may not follow it there.
    assertNotYourChapter(await leaderA.client.call('PUT', `/event/${id}`, eventBody('Moving to C', A.id)), "PUT C's event by A's leader");
  });

  it('an event of no chapter is not a leader\'s to edit (403), nor to move into their chapter', async () => {
    const id = await makeEvent('Of everyone', null);
    const res = await leaderA.client.call('PUT', `/event/${id}`, eventBody('Of everyone', A.id));
    assert.equal(res.status, 403, res.text);
    assert.equal(await chapterOfEvent(id), null);
  });
});

describe("a leader reviews the join requests of their chapter's members", () => {
  it("approves one whose requester's home is A: 200, and the requester belongs to the company", async () => {
    const r = await requester(A.id);
    const res = await leaderA.client.call('POST', `/company/join-request/${r.requestId}/approve`);
    assert.equal(res.status, 200, res.text);
    assert.equal(await requestStatus(r.requestId), 'Approved');
    const account = await r.client.call('GET', '/account');
    assert.equal(account.body.data.companyId, companyId);
  });

  it("rejects one of A's requesters (200); cannot approve or reject one whose requester's home is B (403), which stays pending", async () => {
    const a = await requester(A.id);
    assert.equal((await leaderA.client.call('POST', `/company/join-request/${a.requestId}/reject`, { reason: 'Not now.' })).status, 200);
    assert.equal(await requestStatus(a.requestId), 'Rejected');
    const b = await requester(B.id);
    assertNotYourChapter(await leaderA.client.call('POST', `/company/join-request/${b.requestId}/approve`), "approve B's");
    assertNotYourChapter(await leaderA.client.call('POST', `/company/join-request/${b.requestId}/reject`, { reason: 'No.' }), "reject B's");
    // A body naming A changes nothing: the chapter is the requester's.
    assertNotYourChapter(await leaderA.client.call('POST', `/company/join-request/${b.requestId}/approve`, { chapterId: A.id, chapter: A.id }), "approve B's with A in the body");
    assert.equal(await requestStatus(b.requestId), 'Pending');
    assert.equal((await b.client.call('GET', '/account')).body.data.companyId ?? null, null);
  });

  it('GET /chapter/A/join-requests lists only requests of members at home in A; B is 403', async () => {
    const a = await requester(A.id);
    const b = await requester(B.id);
    const res = await leaderA.client.call('GET', `/chapter/${A.id}/join-requests?pageSize=100`);
    assert.equal(res.status, 200, res.text);
    const items = res.body.data.items as { id: number; user: { email: string } }[];
    const ids = items.map((i) => i.id);
    assert.ok(ids.includes(a.requestId), 'lists the request of a member of A');
    assert.ok(!ids.includes(b.requestId), 'not the request of a member of B');
    const homes = await sql(`SELECT l.chapter_id FROM join_requests_user_lnk u JOIN up_users_chapter_lnk l ON l.user_id = u.user_id WHERE u.join_request_id IN (${ids.map(Number).join(', ')})`);
    assert.deepEqual([...new Set(homes.map((r) => Number(r.chapter_id)))], [A.id], "every request listed is of a member at home in A");
    assertNotYourChapter(await leaderA.client.call('GET', `/chapter/${B.id}/join-requests`), 'GET /chapter/B/join-requests');
  });

  it('ten approvals of one request at once, by two leaders of A and an admin, approve it once', async () => {
    const r = await requester(A.id);
    const second = await leaderOf(A.id);
    const reviewers = [leaderA.client, second.client, admin];
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => reviewers[i % 3]!.call('POST', `/company/join-request/${r.requestId}/approve`)));
    const statuses = answers.map((a) => a.status);
    assert.equal(statuses.filter((s) => s === 200).length, 1, `statuses: ${statuses.join(', ')}`);
    assert.ok(statuses.every((s) => s < 500), `statuses: ${statuses.join(', ')}`);
    assert.equal(await requestStatus(r.requestId), 'Approved');
    const activity = await sql("SELECT COUNT(*) AS n FROM admin_activities WHERE subject = 'join-request' AND subject_id = $1 AND summary LIKE '%pprov%'", [String(r.requestId)]);
    assert.ok(Number(activity[0].n) <= 1, 'at most one approval recorded');
  });
});

describe('approvals and rejections of one request at once', () => {
  it('five approvals and five rejections at once: exactly one wins, and the request says which', async () => {
    const r = await requester(A.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 ? leaderA.client.call('POST', `/company/join-request/${r.requestId}/reject`, { reason: 'No.' }) : leaderA.client.call('POST', `/company/join-request/${r.requestId}/approve`),
      ),
    );
    const statuses = answers.map((a) => a.status);
    const won = answers.map((a, i) => (a.status === 200 ? (i % 2 ? 'Rejected' : 'Approved') : null)).filter(Boolean);
    assert.equal(won.length, 1, `statuses: ${statuses.join(', ')}`);
    assert.ok(statuses.every((s) => s < 500), `statuses: ${statuses.join(', ')}`);
    assert.equal(await requestStatus(r.requestId), won[0]);
    const companyOf = (await r.client.call('GET', '/account')).body.data.companyId ?? null;
    assert.equal(companyOf, won[0] === 'Approved' ? companyId : null);
  });
});

describe("a leader sees their chapter's members, with status, and its dues share", () => {
  it('GET /chapter/A/members: status and dates, only members at home in A, no secrets; B is 403', async () => {
    const inA = await signUpMember({ tag: 'rights-home-a', chapterId: A.id });
    await createCompany(inA.client);
    const inB = await signUpMember({ tag: 'rights-home-b', chapterId: B.id });
    const res = await leaderA.client.call('GET', `/chapter/${A.id}/members?pageSize=100`);
    assert.equal(res.status, 200, res.text);
    const items = res.body.data.items as { id: number; status: string; createdAt: string }[];
    assert.ok(items.some((i) => i.id === inA.id), 'the member at home in A is listed');
    assert.ok(!items.some((i) => i.id === inB.id), 'the member at home in B is not');
    for (const item of items) {
      assert.ok(typeof item.status === 'string' && item.status.length > 0, `member ${item.id} has a status`);
      assert.ok(item.createdAt, `member ${item.id} has a creation date`);
    }
    const homes = await homeChapters(items.map((i) => i.id));
    assert.deepEqual([...new Set(homes.values())], [A.id], 'every member listed is at home in A');
    const keys = keysOf(res.body);
    for (const secret of ['password', 'resetPasswordToken', 'confirmationToken', 'tokenHash', 'refreshToken', 'stripeCustomerId', 'stripeSubscriptionId', 'signInLog']) assert.ok(!keys.has(secret), `the answer carries ${secret}`);
    // A filter naming another chapter does not widen it.
    const smuggled = await leaderA.client.call('GET', `/chapter/${A.id}/members?pageSize=100&chapter=${B.id}&chapterId=${B.id}`);
    assert.ok(smuggled.status === 200 || smuggled.status === 400, smuggled.text);
    if (smuggled.status === 200) assert.ok(!(smuggled.body.data.items as { id: number }[]).some((i) => i.id === inB.id));
    assertNotYourChapter(await leaderA.client.call('GET', `/chapter/${B.id}/members`), 'GET /chapter/B/members');
    assertNotYourChapter(await leaderA.client.call('GET', `/chapter/${B.id}/members?chapter=${A.id}`), 'GET /chapter/B/members naming A');
  });

  it("GET /chapter/A/members with filters (company, q, status) never reaches past A; hidden members are listed, marked", async () => {
    const inA = await signUpMember({ tag: 'rights-filter-a', lastname: `Filterling${run}` });
    const company = await createCompany(inA.client);
    // Move the member home to A through the admin API, as the user drawer does (sign-ups join the oldest chapter).
    const asked = await admin.call('PUT', `/user/${inA.id}`, { firstname: 'Test', lastname: `Filterling${run}`, email: inA.email, phoneNumber: '(313) 555-0142', phoneExt: '', chapterId: A.id, companyId: company.id, status: 'Active', role: ROLE_MEMBER });
    assert.equal(asked.status, 200, asked.text);
    // A colleague of the same company, at home in B, with the same last name.
    const inB = await signUpMember({ tag: 'rights-filter-b', lastname: `Filterling${run}`, chapterId: B.id });
    const join = await inB.client.call('POST', '/company/join-request', { companyId: company.id, note: 'Colleague.' });
    assert.equal(join.status, 201, join.text);
    assert.equal((await admin.call('POST', `/company/join-request/${join.body.data.id}/approve`)).status, 200);
    assert.equal((await inA.client.call('PUT', '/account/directory', { directoryHidden: true })).status, 200);

    const ids = async (query: string) => {
      const res = await leaderA.client.call('GET', `/chapter/${A.id}/members?pageSize=100&${query}`);
      assert.equal(res.status, 200, `${query}: ${res.text}`);
      return res.body.data.items as { id: number; directoryHidden?: boolean; status: string }[];
    };
    for (const query of [`company=${company.id}`, `q=Filterling${run}`, `status=Active&q=Filterling${run}`]) {
      assert.deepEqual((await ids(query)).map((m) => m.id), [inA.id], query);
    }
    assert.equal((await ids(`q=Filterling${run}`))[0]!.directoryHidden, true, 'the hidden member is listed, marked');
    assert.deepEqual(await ids(`status=Inactive&q=Filterling${run}`), []);
  });

  it("GET /chapter/A/dues-share(/csv): A's rows only, as the admins' report has them; B is 403", async () => {
    const entry = (chapter: Chapter, cents: number, n: number) =>
      sql(
        'INSERT INTO dues_entries (document_id, kind, stripe_object_id, amount_cents, currency, occurred_at, month, chapter_id, chapter_name) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
        [`drights${run}${n}`, 'payment', `in_rights_${run}_${n}`, cents, 'usd', `${DUES_MONTH}-10T12:00:00.000Z`, DUES_MONTH, chapter.id, chapter.name],
      );
    await entry(A, 12_000, 1);
    await entry(B, 34_000, 2);
    const range = `from=${DUES_MONTH}&to=${DUES_MONTH}`;
    const res = await leaderA.client.call('GET', `/chapter/${A.id}/dues-share?${range}`);
    assert.equal(res.status, 200, res.text);
    const rows = res.body.data.rows as { chapterId: number | null; paidCents: number }[];
    assert.ok(rows.length > 0 && rows.every((r) => r.chapterId === A.id), JSON.stringify(rows));
    const all = await admin.call('GET', `/finance/dues-share?${range}`);
    assert.deepEqual(rows, (all.body.data.rows as { chapterId: number | null }[]).filter((r) => r.chapterId === A.id));
    assert.equal(rows.reduce((sum, r) => sum + r.paidCents, 0), 12_000);

    const csv = await fetch(`${API}/api/chapter/${A.id}/dues-share/csv?${range}`, { headers: leaderA.client.headers() });
    assert.equal(csv.status, 200);
    const text = await csv.text();
    assert.ok(text.includes(A.name), 'the CSV has A');
    assert.ok(!text.includes(B.name), 'the CSV has no row of B');
    assertNotYourChapter(await leaderA.client.call('GET', `/chapter/${B.id}/dues-share?${range}`), 'GET /chapter/B/dues-share');
    assert.equal((await fetch(`${API}/api/chapter/${B.id}/dues-share/csv?${range}`, { headers: leaderA.client.headers() })).status, 403);
  });
});

describe("a leader follows up their chapter's visitors and RSVPs", () => {
  it("visitors of A: list, CSV, status and invitation 200; B's: 403 and unchanged", async () => {
    const va = await visitorOf(A);
    const vb = await visitorOf(B);
    const list = await leaderA.client.call('GET', `/chapter/${A.id}/visitors`);
    assert.equal(list.status, 200, list.text);
    assert.ok((list.body.data.items as { id: number }[]).some((v) => v.id === va));
    assert.equal((await fetch(`${API}/api/chapter/${A.id}/visitors.csv`, { headers: leaderA.client.headers() })).status, 200);
    assert.equal((await leaderA.client.call('PUT', `/visitor/${va}`, { status: 'Attended' })).status, 200);
    assert.equal((await leaderA.client.call('POST', `/visitor/${va}/invite`)).status, 200);

    assertNotYourChapter(await leaderA.client.call('GET', `/chapter/${B.id}/visitors`), 'GET /chapter/B/visitors');
    assert.equal((await fetch(`${API}/api/chapter/${B.id}/visitors.csv`, { headers: leaderA.client.headers() })).status, 403);
    assertNotYourChapter(await leaderA.client.call('PUT', `/visitor/${vb}`, { status: 'Attended' }), "PUT B's visitor");
    assertNotYourChapter(await leaderA.client.call('POST', `/visitor/${vb}/invite`), "invite B's visitor");
    const [row] = await sql('SELECT status, invited_at FROM visitors WHERE id = $1', [vb]);
    assert.equal(row.status, 'Registered');
    assert.equal(row.invited_at, null);
    // B's leader may.
    assert.equal((await leaderB.client.call('PUT', `/visitor/${vb}`, { status: 'Attended' })).status, 200);
  });

  it("attendees of A's event (JSON and CSV): 200; of B's: 403", async () => {
    const res = await leaderA.client.call('GET', `/event/${eventA}/attendees`);
    assert.equal(res.status, 200, res.text);
    assert.equal((await fetch(`${API}/api/event/${eventA}/attendees.csv`, { headers: leaderA.client.headers() })).status, 200);
    assertNotYourChapter(await leaderA.client.call('GET', `/event/${eventB}/attendees`), "B's attendees");
    assert.equal((await fetch(`${API}/api/event/${eventB}/attendees.csv`, { headers: leaderA.client.headers() })).status, 403);
  });
});

describe('the rights follow the role, the company and the status at every call', () => {
  it('the call after an admin revokes the role is a 403 (nothing cached)', async () => {
    const l = await leaderOf(A.id);
    assert.equal((await l.client.call('GET', `/chapter/${A.id}/members`)).status, 200);
    assert.equal((await admin.call('DELETE', `/chapter/${A.id}/leaders/${l.id}`)).status, 200);
    const res = await l.client.call('GET', `/chapter/${A.id}/members`);
    assert.equal(res.status, 403, res.text);
    assert.equal((await l.client.call('PUT', `/chapter/${A.uuid}`, chapterBody(await chapterById(A.id)))).status, 403);
  });

  it('a leader whose company is taken away loses the rights, and GET /account lists no chapter', async () => {
    const l = await leaderOf(A.id);
    assert.equal((await l.client.call('GET', `/chapter/${A.id}/members`)).status, 200);
    const [home] = (await homeChapters([l.id])).values();
    const res = await admin.call('PUT', `/user/${l.id}`, { firstname: 'Test', lastname: 'Member', email: l.email, phoneNumber: '(313) 555-0142', phoneExt: '', chapterId: home, companyId: null, status: 'Active', role: ROLE_MEMBER });
    assert.equal(res.status, 200, res.text);
    const after = await l.client.call('GET', `/chapter/${A.id}/members`);
    assert.equal(after.status, 403, after.text);
    // Their account no longer offers the chapter either (the portal shows them the company gate).
    assert.deepEqual((await l.client.call('GET', '/account')).body.data.leads, []);
  });

  it('a leader who is no longer Active loses the rights', async () => {
    const l = await leaderOf(A.id);
    assert.equal((await l.client.call('GET', `/chapter/${A.id}/members`)).status, 200);
    const [home] = (await homeChapters([l.id])).values();
    const account = await l.client.call('GET', '/account');
    const res = await admin.call('PUT', `/user/${l.id}`, { firstname: 'Test', lastname: 'Member', email: l.email, phoneNumber: '(313) 555-0142', phoneExt: '', chapterId: home, companyId: account.body.data.companyId, status: 'Inactive', role: ROLE_MEMBER });
    assert.equal(res.status, 200, res.text);
    const after = await l.client.call('GET', `/chapter/${A.id}/members`);
    assert.ok(after.status === 401 || after.status === 403, `${after.status} ${after.text}`);
  });
});

describe('hostile input', () => {
  it('the policy answers in the contract\'s order: 401, 403 no company, 403 leads nothing, 400 malformed id, 404 unknown chapter, 403 not theirs', async () => {
    const member = await memberWithCompany();
    const newcomer = await signUpMember({ tag: 'rights-order' });
    const routes = (id: string | number) => [
      ['GET', `/chapter/${id}/members`],
      ['GET', `/chapter/${id}/join-requests`],
      ['GET', `/chapter/${id}/visitors`],
      ['GET', `/chapter/${id}/dues-share`],
      ['POST', `/chapter/${id}/event`],
    ] as const;
    const answers: string[] = [];
    const expect = async (client: Client, id: string | number, status: number, message?: string) => {
      for (const [method, path] of routes(id)) {
        const res = await client.call(method, path, method === 'POST' ? eventBody('Order', null) : undefined);
        if (res.status !== status || (message && res.body?.message?.message !== message)) answers.push(`${method} ${path}: ${res.status} ${res.body?.message?.message} (expected ${status} ${message ?? ''})`);
      }
    };
    await expect(new Client(), 'abc', 401);
    await expect(newcomer.client, 'abc', 403, PORTAL_MESSAGES.companyRequired);
    await expect(member.client, 'abc', 403, CHAPTER_LEADER_MESSAGES.leadersOnly);
    await expect(member.client, B.id, 403, CHAPTER_LEADER_MESSAGES.leadersOnly);
    await expect(leaderA.client, 'abc', 400);
    await expect(leaderA.client, 2_000_000_000, 404);
    await expect(leaderA.client, B.id, 403, CHAPTER_LEADER_MESSAGES.notYourChapter);
    assert.deepEqual(answers, []);
  });

  it("hostile list parameters on the leaders' lists are 400, never a 500", async () => {
    const failures: string[] = [];
    const lists = [`/chapter/${A.id}/members`, `/chapter/${A.id}/join-requests`, `/chapter/${A.id}/visitors`, `/event`];
    const queries = ['page=-1', 'page=abc', 'pageSize=1e9', 'pageSize=0', 'sort=__proto__', 'sort=lastname:sideways', 'q=%00', `q=${'x'.repeat(5000)}`, 'page[]=1', 'status=Bogus', 'company=abc', 'company=-1', 'chapter=1e3'];
    for (const list of lists) {
      for (const query of queries) {
        const res = await leaderA.client.call('GET', `${list}?${list === '/event' ? `chapter=${A.id}&` : ''}${query}`);
        if (res.status >= 500 || (res.status >= 200 && res.status < 300 && /%00|1e9|__proto__|sideways|page=-1|page=abc|page\[\]/.test(query))) failures.push(`${list}?${query}: ${res.status}`);
      }
    }
    for (const query of ['from=2026-13', 'to=abc', 'from=2026-1', 'from=2020-01&to=2023-01', 'from=2020-01&from=2020-02', 'to[]=2026-01', 'from=%00']) {
      for (const path of [`/chapter/${A.id}/dues-share`, `/chapter/${A.id}/dues-share/csv`]) {
        const res = await fetch(`${API}/api${path}?${query}`, { headers: leaderA.client.headers() });
        if (res.status !== 400) failures.push(`${path}?${query}: ${res.status}`);
      }
    }
    assert.deepEqual(failures, []);
  });

  const BAD_IDS = ['abc', '-1', '1e3', '1.5', '0', '99999999999999999999', '%00', '__proto__'];

  it('malformed ids on every leader route are 400 or 404 for a leader, never a 500', async () => {
    const failures: string[] = [];
    for (const bad of BAD_IDS) {
      const calls: [string, string, unknown?][] = [
        ['PUT', `/chapter/${bad}`, chapterBody(A)],
        ['POST', `/chapter/${bad}/event`, eventBody('Bad id', A.id)],
        ['PUT', `/event/${bad}`, eventBody('Bad id', A.id)],
        ['GET', `/event/${bad}/attendees`],
        ['GET', `/event/${bad}/attendees.csv`],
        ['GET', `/chapter/${bad}/visitors`],
        ['GET', `/chapter/${bad}/visitors.csv`],
        ['PUT', `/visitor/${bad}`, { status: 'Attended' }],
        ['POST', `/visitor/${bad}/invite`],
        ['GET', `/chapter/${bad}/join-requests`],
        ['POST', `/company/join-request/${bad}/approve`],
        ['POST', `/company/join-request/${bad}/reject`, { reason: 'No.' }],
        ['GET', `/chapter/${bad}/members`],
        ['GET', `/chapter/${bad}/referral-figures`],
        ['GET', `/chapter/${bad}/dues-share`],
        ['GET', `/chapter/${bad}/dues-share/csv`],
      ];
      for (const [method, path, body] of calls) {
        const res = await fetch(`${API}/api${path}`, {
          method,
          headers: { ...leaderA.client.headers(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (res.status !== 400 && res.status !== 404) failures.push(`${method} ${path}: ${res.status} ${(await res.text()).slice(0, 160)}`);
      }
    }
    assert.deepEqual(failures, []);
  });

  it("an event's chapter in any other form (two references, set, none, a bare id) never moves A's event out of A", async () => {
    const id = await makeEvent('Anchored', A.id);
    // Forms that name B (or no chapter): refused. A form whose one connect is A (the rest dropped by the schema) may be saved, in A.
    const refused: unknown[] = [
      { connect: [{ id: A.id }, { id: B.id }] },
      { connect: [{ id: B.id }, { id: A.id }] },
      { set: [{ id: B.id }] },
      { connect: [{ id: String(B.id) }] },
      { connect: [{ documentId: B.uuid }] },
      B.id,
      String(B.id),
      [{ id: B.id }],
      null,
    ];
    const mayKeepA: unknown[] = [{ connect: [{ id: A.id }], disconnect: [{ id: A.id }], set: [{ id: B.id }] }];
    const moved: string[] = [];
    for (const chapter of [...refused, ...mayKeepA]) {
      const res = await leaderA.client.call('PUT', `/event/${id}`, { ...eventBody('Anchored', A.id), chapter });
      if (res.status >= 500 || (refused.includes(chapter) && res.status < 400)) moved.push(`${JSON.stringify(chapter)}: ${res.status} ${res.text.slice(0, 160)}`);
      if ((await chapterOfEvent(id)) !== A.id) moved.push(`${JSON.stringify(chapter)} moved it to ${await chapterOfEvent(id)}`);
    }
    assert.deepEqual(moved, []);
    const res = await leaderA.client.call('PUT', `/event/${id}`, { ...eventBody('Anchored', A.id), chapter: null });
    assert.equal(res.body.message?.message, CHAPTER_LEADER_MESSAGES.eventChapterNotYours, 'an event taken out of every chapter');
  });

  it("the body never names the chapter: a body naming A on B's routes is judged by B", async () => {
    const withA = { chapterId: A.id, chapter: { connect: [{ id: A.id }] }, id: A.id, uuid: A.uuid };
    assertNotYourChapter(await leaderA.client.call('PUT', `/chapter/${B.uuid}`, { ...chapterBody(B, { description: 'Hijacked.' }), ...withA }), 'PUT /chapter/B naming A');
    assertNotYourChapter(await leaderA.client.call('POST', `/chapter/${B.id}/event`, eventBody('Smuggled', A.id)), 'POST /chapter/B/event naming A');
    const vb = await visitorOf(B);
    assertNotYourChapter(await leaderA.client.call('PUT', `/visitor/${vb}`, { status: 'Attended', ...withA }), "PUT B's visitor naming A");
    assert.equal((await chapterById(B.id)).description, B.description);
  });
});

describe('GET /account answers the chapters the caller leads', () => {
  it('a leader: [{ id, name, slug }] of each chapter they lead; everyone else []', async () => {
    const res = await leaderA.client.call('GET', '/account');
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.data.leads, [{ id: A.id, name: A.name, slug: A.slug }]);

    const both = await leaderOf(A.id);
    await grant(B.id, both.id);
    const leads = (await both.client.call('GET', '/account')).body.data.leads as { id: number }[];
    assert.deepEqual(leads.map((l) => l.id).sort((x, y) => x - y), [A.id, B.id].sort((x, y) => x - y));

    const member = await memberWithCompany();
    const newcomer = await signUpMember({ tag: 'rights-newcomer' });
    for (const [who, client] of [['member', member.client], ['newcomer', newcomer.client], ['admin', admin]] as const) {
      const answer = await client.call('GET', '/account');
      assert.deepEqual(answer.body.data.leads, [], who);
    }
  });

  it('a leader made an admin: leads [] (admins hold every right; the contract: admins get [])', async () => {
    const l = await leaderOf(A.id);
    const [home] = (await homeChapters([l.id])).values();
    const account = await l.client.call('GET', '/account');
    const res = await admin.call('PUT', `/user/${l.id}`, { firstname: 'Test', lastname: 'Member', email: l.email, phoneNumber: '(313) 555-0142', phoneExt: '', chapterId: home, companyId: account.body.data.companyId, status: 'Active', role: ROLE_ADMIN });
    assert.equal(res.status, 200, res.text);
    const after = await l.client.call('GET', '/account');
    assert.equal(after.status, 200, after.text);
    assert.deepEqual(after.body.data.leads, [], 'an admin leads no chapter in GET /account');
  });
});
