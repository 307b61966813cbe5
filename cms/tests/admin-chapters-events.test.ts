import { after, describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { ADMIN_MESSAGES, AUTH_TEXTS, CHAPTER_LEADER_MESSAGES, CHAPTER_NOT_FOUND, PORTAL_MESSAGES, chapterDefaults, eventDefaults, eventFormToPayload } from '@gro/config';
import { todayIn } from '../src/platform/calendar/dates';
import { Client, SEEDED_MEMBER_PASSWORD, api, memberWithCompany, signInAdmin, signUpMember, sql, retireTestData } from './helpers';

const run = `${process.pid}${Date.now().toString(36)}`;

// Other files count the seeded chapters, events and Active members exactly.
after(() => retireTestData(run));
const chapter = (name: string, extra: Record<string, unknown> = {}) => ({
  ...chapterDefaults,
  name,
  location: 'TechTown Detroit',
  email: 'chapter@gro.example.org',
  dayOfWeek: 'Tuesday',
  ...extra,
});

describe('admin writes are refused to everyone else', () => {
  let member: Client;
  let gate: Client;
  before(async () => {
    member = new Client();
    assert.equal((await member.signIn('marcus.bell@example.com', SEEDED_MEMBER_PASSWORD)).status, 200);
    gate = (await signUpMember({ tag: 'nocompany' })).client;
  });

  const writes: [string, string, unknown][] = [
    ['POST', '/chapter', chapter(`Intruder ${run}`)],
    ['PUT', '/chapter/abc123', chapter(`Intruder ${run}`)],
    ['POST', '/event', eventFormToPayload({ ...eventDefaults, title: 'Intruder', type: 'Once', date: '2030-01-01' })],
    ['PUT', '/event/1', eventFormToPayload({ ...eventDefaults, title: 'Intruder', type: 'Once', date: '2030-01-01' })],
    ['PUT', '/company/abc123', { name: 'Intruder', description: 'x', address: 'y', isNonprofit: true }],
  ];

  /** Chapters' and events' edits are their leaders' too: a member who leads nothing hears so. */
  const leaderRoutes = new Set(['PUT /chapter/abc123', 'PUT /event/1']);

  for (const [method, path, body] of writes) {
    it(`${method} ${path}: 401 for a visitor, 403 for a member with or without a company`, async () => {
      assert.equal((await new Client().call(method, path, body)).status, 401);
      for (const client of [member, gate]) {
        const res = await client.call(method, path, body);
        assert.equal(res.status, 403, res.text);
        const leaders = leaderRoutes.has(`${method} ${path}`);
        const expected = !leaders ? AUTH_TEXTS.adminOnly : client === gate ? PORTAL_MESSAGES.companyRequired : CHAPTER_LEADER_MESSAGES.leadersOnly;
        assert.equal(res.body.message.message, expected);
      }
    });
  }

  it('writes nothing', async () => {
    assert.deepEqual(await sql('SELECT id FROM chapters WHERE name = $1', [`Intruder ${run}`]), []);
    assert.deepEqual(await sql("SELECT id FROM events WHERE title = 'Intruder'"), []);
  });
});

describe('chapters: POST /chapter and PUT /chapter/{uuid} (admin without a company)', () => {
  let admin: Client;
  before(async () => {
    admin = await signInAdmin();
  });

  it('creates a chapter with a slug made from its name, and the public pages show it at once', async () => {
    assert.equal((await api('/chapter')).status, 200, 'the public list is cached before the write');
    const res = await admin.call('POST', '/chapter', chapter(`Ann Arbor – Downtown ${run}`, { isActive: true, timeStart: '18:00', timeEnd: '19:30' }));
    assert.equal(res.status, 201, res.text);
    const created = res.body.data;
    assert.equal(created.slug, `ann-arbor-downtown-${run}`);
    assert.match(created.uuid, /^[a-z0-9]+$/);
    assert.equal(created.timeStart, '18:00');
    assert.equal(created.dayOfWeek, 'Tuesday');
    assert.deepEqual(res.body.message, ADMIN_MESSAGES.chapterCreated(created.name));
    const page = await api(`/chapter/slug/${created.slug}`);
    assert.equal(page.status, 200);
    assert.equal(page.body.data.name, created.name);
    assert.ok((await api('/chapter')).body.data.some((c: { id: number }) => c.id === created.id), 'the cached list was refreshed');
  });

  it('applies the form defaults (09:00 to 10:00, active) when the times and flag are left out', async () => {
    const { timeStart: _s, timeEnd: _e, isActive: _a, ...withoutDefaults } = chapter(`Defaults ${run}`);
    const res = await admin.call('POST', '/chapter', withoutDefaults);
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.data.timeStart, '09:00');
    assert.equal(res.body.data.timeEnd, '10:00');
    assert.equal(res.body.data.isActive, true);
  });

  it('makes the slug unique with a number when another chapter has it', async () => {
    const first = await admin.call('POST', '/chapter', chapter(`Twin City ${run}`));
    const second = await admin.call('POST', '/chapter', chapter(`Twin City ${run}!`));
    assert.equal(first.status, 201, first.text);
    assert.equal(second.status, 201, second.text);
    assert.equal(second.body.data.slug, `${first.body.data.slug}-2`);
  });

  it('409 for a name another chapter has, whatever its letter case', async () => {
    const name = `Flint ${run}`;
    assert.equal((await admin.call('POST', '/chapter', chapter(name))).status, 201);
    const res = await admin.call('POST', '/chapter', chapter(name.toUpperCase()));
    assert.equal(res.status, 409);
    assert.equal(res.body.message.message, ADMIN_MESSAGES.chapterNameTaken(name.toUpperCase()));
  });

  it('takes a slug that is given, and 409 when it is taken', async () => {
    const res = await admin.call('POST', '/chapter', chapter(`Lansing ${run}`, { slug: `lansing-${run}` }));
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.data.slug, `lansing-${run}`);
    const taken = await admin.call('POST', '/chapter', chapter(`Lansing East ${run}`, { slug: `lansing-${run}` }));
    assert.equal(taken.status, 409);
    assert.equal(taken.body.message.message, ADMIN_MESSAGES.chapterSlugTaken(`lansing-${run}`));
  });

  it('keeps the slug on a rename, and changes it only when the payload gives another', async () => {
    const created = (await admin.call('POST', '/chapter', chapter(`Kalamazoo ${run}`))).body.data;
    const renamed = await admin.call('PUT', `/chapter/${created.uuid}`, chapter(`Kalamazoo North ${run}`, { slug: created.slug }));
    assert.equal(renamed.status, 200, renamed.text);
    assert.equal(renamed.body.data.name, `Kalamazoo North ${run}`);
    assert.equal(renamed.body.data.slug, created.slug);
    assert.deepEqual(renamed.body.message, ADMIN_MESSAGES.chapterUpdated(`Kalamazoo North ${run}`));
    const withoutSlug = await admin.call('PUT', `/chapter/${created.uuid}`, chapter(`Kalamazoo ${run}`));
    assert.equal(withoutSlug.body.data.slug, created.slug, 'no slug in the payload: unchanged');
    const moved = await admin.call('PUT', `/chapter/${created.uuid}`, chapter(`Kalamazoo ${run}`, { slug: `kzoo-${run}` }));
    assert.equal(moved.status, 200, moved.text);
    assert.equal(moved.body.data.slug, `kzoo-${run}`);
    assert.equal((await api(`/chapter/slug/kzoo-${run}`)).status, 200);
    assert.equal((await api(`/chapter/slug/${created.slug}`)).status, 404);
  });

  it("a signed-in request's browser revalidates the list every time, so a rename shows at once", async () => {
    // The portal's chapters table reads GET /chapter. Cached by the browser for a minute, the
    // admin's rename (PUT /chapter/{uuid}, another address) stayed out of the table after the save.
    const visitor = await api('/chapter');
    assert.match(visitor.headers.get('cache-control') ?? '', /^public, max-age=\d+/);
    assert.match(visitor.headers.get('vary') ?? '', /Authorization/i, 'a visitor\'s cached answer is not reused when signed in');
    const created = (await admin.call('POST', '/chapter', chapter(`Ypsilanti ${run}`))).body.data;
    const listed = await admin.call('GET', '/chapter');
    assert.equal(listed.headers.get('cache-control'), 'private, no-cache');
    assert.match(listed.headers.get('vary') ?? '', /Authorization/i);
    // Revalidating stays cheap: 304 while nothing changed, the new list after a write.
    const etag = listed.headers.get('etag')!;
    assert.equal((await admin.call('GET', '/chapter', undefined, { 'If-None-Match': etag })).status, 304);
    assert.equal((await admin.call('PUT', `/chapter/${created.uuid}`, chapter(`Ypsilanti North ${run}`))).status, 200);
    const after = await admin.call('GET', '/chapter', undefined, { 'If-None-Match': etag });
    assert.equal(after.status, 200);
    assert.equal(after.headers.get('cache-control'), 'private, no-cache');
    assert.equal(after.body.data.find((c: { uuid: string }) => c.uuid === created.uuid).name, `Ypsilanti North ${run}`);
  });

  it('409 when a rename takes another chapter\'s name or slug', async () => {
    const a = (await admin.call('POST', '/chapter', chapter(`Alpha ${run}`))).body.data;
    const b = (await admin.call('POST', '/chapter', chapter(`Beta ${run}`))).body.data;
    assert.equal((await admin.call('PUT', `/chapter/${b.uuid}`, chapter(`alpha ${run}`))).status, 409);
    const slug = await admin.call('PUT', `/chapter/${b.uuid}`, chapter(`Beta ${run}`, { slug: a.slug }));
    assert.equal(slug.status, 409);
    assert.equal(slug.body.message.message, ADMIN_MESSAGES.chapterSlugTaken(a.slug));
    assert.equal((await admin.call('PUT', `/chapter/${b.uuid}`, chapter(`BETA ${run}`))).status, 200, 'its own name in another case is fine');
  });

  it('400 with the field messages for bad values', async () => {
    const res = await admin.call('POST', '/chapter', chapter('', { email: 'nope', timeStart: '10:00', timeEnd: '09:00', slug: 'Not A Slug' }));
    assert.equal(res.status, 400);
    const paths = res.body.details.errors.map((e: { path: string[] }) => e.path.join('.')).sort();
    assert.deepEqual(paths, ['email', 'name', 'slug', 'timeEnd']);
  });

  it('404 for an unknown or malformed uuid', async () => {
    for (const uuid of ['zzzzzzzzzzzzzzzzzzzzzzzz', 'not-a-uuid', 'a'.repeat(65)]) {
      const res = await admin.call('PUT', `/chapter/${uuid}`, chapter(`Nowhere ${run}`));
      assert.equal(res.status, 404, uuid);
      assert.equal(res.body.message.message, CHAPTER_NOT_FOUND.message);
    }
  });

  it('ignores fields the form does not have (no members, events, ids or dates assigned)', async () => {
    const { client: _c, id: memberId } = await signUpMember({ tag: 'bystander' });
    const [before] = await sql('SELECT chapter_id FROM up_users_chapter_lnk WHERE user_id = $1', [memberId]);
    const res = await admin.call('POST', '/chapter', {
      ...chapter(`Grand Rapids ${run}`),
      id: 999999,
      documentId: 'forgedforgedforgedforged',
      users: { connect: [{ id: memberId }] },
      events: [1, 2],
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    assert.equal(res.status, 201, res.text);
    assert.notEqual(res.body.data.id, 999999);
    assert.notEqual(res.body.data.uuid, 'forgedforgedforgedforged');
    const [after] = await sql('SELECT chapter_id FROM up_users_chapter_lnk WHERE user_id = $1', [memberId]);
    assert.deepEqual(after, before);
    const [row] = await sql('SELECT created_at FROM chapters WHERE id = $1', [res.body.data.id]);
    assert.ok(new Date(row.created_at).getFullYear() > 2000);
  });
});

describe('events: POST /event and PUT /event/{id}', () => {
  let admin: Client;
  let chapterId: number;
  before(async () => {
    admin = await signInAdmin();
    chapterId = (await admin.call('POST', '/chapter', chapter(`Events Home ${run}`))).body.data.id;
  });

  const once = (extra: Partial<typeof eventDefaults> = {}) => eventFormToPayload({ ...eventDefaults, title: `Mixer ${run}`, type: 'Once', date: '2031-12-10', ...extra });
  const recurring = (extra: Partial<typeof eventDefaults> = {}) =>
    eventFormToPayload({ ...eventDefaults, title: `Weekly ${run}`, type: 'Recurring', dayOfWeek: 'Tuesday', chapterId, ...extra });

  it('creates a one-time event without a chapter, answered as GET /event shows it', async () => {
    const res = await admin.call('POST', '/event', once({ city: 'Detroit', latitude: 42.33, longitude: -83.04 }));
    assert.equal(res.status, 201, res.text);
    const event = res.body.data;
    assert.equal(event.date, '2031-12-10');
    assert.equal(event.dayOfWeek, null);
    assert.equal(event.chapter, null);
    assert.equal(event.timeStart, '07:00');
    assert.deepEqual(res.body.message, ADMIN_MESSAGES.eventCreated(`Mixer ${run}`));
    const listed = (await api('/event')).body.data.find((e: { id: number }) => e.id === event.id);
    assert.deepEqual(listed, event);
  });

  it('creates a recurring event with its chapter reference; a date sent along is dropped', async () => {
    const res = await admin.call('POST', '/event', { ...recurring(), date: '2031-01-01' });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.data.chapterId, chapterId);
    assert.equal(res.body.data.chapter.id, chapterId);
    assert.equal(res.body.data.date, null);
    assert.equal(res.body.data.dayOfWeek, 'Tuesday');
  });

  it('400: Once needs a date; Recurring a day and a chapter; end after start', async () => {
    const noDate = await admin.call('POST', '/event', once({ date: '' }));
    assert.equal(noDate.status, 400);
    assert.deepEqual(noDate.body.details.errors.map((e: { path: string[] }) => e.path), [['date']]);
    const noChapter = await admin.call('POST', '/event', recurring({ chapterId: null, dayOfWeek: '' }));
    assert.equal(noChapter.status, 400);
    assert.deepEqual(noChapter.body.details.errors.map((e: { path: string[] }) => e.path.join('.')).sort(), ['chapter', 'dayOfWeek']);
    const late = await admin.call('POST', '/event', once({ timeStart: '09:00', timeEnd: '08:00' }));
    assert.equal(late.status, 400);
    assert.equal(late.body.message.message, 'End time must be after start time');
  });

  it('400 for a chapter reference that is malformed or names no chapter; a bare chapterId is not a reference', async () => {
    const malformed = await admin.call('POST', '/event', { ...recurring(), chapter: chapterId });
    assert.equal(malformed.status, 400);
    const unknown = await admin.call('POST', '/event', { ...recurring(), chapter: { connect: [{ id: 2_000_000_000 }] } });
    assert.equal(unknown.status, 400);
    assert.deepEqual(unknown.body.details.errors[0], { path: ['chapter'], message: ADMIN_MESSAGES.chapterUnknown, name: 'ValidationError' });
    const bare = await admin.call('POST', '/event', { ...recurring(), chapter: undefined, chapterId });
    assert.equal(bare.status, 400, 'chapterId is ignored, so the recurring event has no chapter');
  });

  it('updates an event: switching to Recurring clears the date, back to Once clears the day; null removes the chapter', async () => {
    const created = (await admin.call('POST', '/event', once({ chapterId }))).body.data;
    assert.equal(created.chapterId, chapterId);
    const weekly = await admin.call('PUT', `/event/${created.id}`, recurring({ title: `Renamed ${run}` }));
    assert.equal(weekly.status, 200, weekly.text);
    assert.equal(weekly.body.data.title, `Renamed ${run}`);
    assert.equal(weekly.body.data.date, null);
    assert.equal(weekly.body.data.dayOfWeek, 'Tuesday');
    assert.deepEqual(weekly.body.message, ADMIN_MESSAGES.eventUpdated(`Renamed ${run}`));
    const oneTime = await admin.call('PUT', `/event/${created.id}`, once({ date: '2032-02-02' }));
    assert.equal(oneTime.status, 200, oneTime.text);
    assert.equal(oneTime.body.data.dayOfWeek, null);
    assert.equal(oneTime.body.data.date, '2032-02-02');
    assert.equal(oneTime.body.data.chapter, null);
    assert.equal(oneTime.body.data.uuid, created.uuid);
  });

  it('lists upcoming events first and the past ones last, latest first, in the table and the public list; /event/active leaves them out', async () => {
    const past = (await admin.call('POST', '/event', once({ title: `Past ${run}`, date: '2001-03-04' }))).body.data;
    const older = (await admin.call('POST', '/event', once({ title: `Older ${run}`, date: '2000-05-06' }))).body.data;
    const soon = (await admin.call('POST', '/event', once({ title: `Soon ${run}`, date: `${Number(todayIn().slice(0, 4)) + 4}-01-02` }))).body.data;
    const position = (items: { id: number }[], id: number) => items.findIndex((e) => e.id === id);
    const isPast = (e: { type: string; date: string | null }) => e.type === 'Once' && e.date! < todayIn();
    for (const items of [(await admin.call('GET', '/event?pageSize=100')).body.data.items, (await api('/event')).body.data]) {
      const groups = items.map((e: { type: string; date: string | null }) => (isPast(e) ? 2 : e.type === 'Once' ? 0 : 1));
      assert.deepEqual(groups, [...groups].sort(), 'upcoming one-time, weekly, then past');
      const upcoming = items.filter((e: { type: string; date: string | null }) => e.type === 'Once' && !isPast(e)).map((e: { date: string }) => e.date);
      assert.deepEqual(upcoming, [...upcoming].sort());
      assert.ok(position(items, soon.id) < position(items, past.id));
      assert.equal(position(items, older.id), position(items, past.id) + 1, 'the latest past event first');
    }
    const sorted = (await admin.call('GET', '/event?sort=date:asc&pageSize=100')).body.data.items;
    assert.ok(position(sorted, older.id) < position(sorted, past.id) && position(sorted, past.id) < position(sorted, soon.id), 'a chosen sort stays calendar order');
    const active = (await api('/event/active')).body.data;
    assert.equal(position(active, past.id), -1);
    assert.ok(position(active, soon.id) >= 0);
  });

  it('404 for an unknown event, 400 for a malformed id', async () => {
    const missing = await admin.call('PUT', '/event/2000000000', once());
    assert.equal(missing.status, 404);
    assert.equal(missing.body.message.message, ADMIN_MESSAGES.eventNotFound);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) assert.equal((await admin.call('PUT', `/event/${id}`, once())).status, 400, id);
  });
});

describe('companies: PUT /company/{uuid}', () => {
  let admin: Client;
  let owner: Awaited<ReturnType<typeof memberWithCompany>>;
  before(async () => {
    admin = await signInAdmin();
    owner = await memberWithCompany(`Nonprofit Works ${run}`);
  });

  const form = (extra: Record<string, unknown> = {}) => ({
    name: `Nonprofit Works ${run}`,
    description: 'Helping Detroit grow.',
    address: '2 Woodward Ave',
    city: 'Detroit',
    state: 'MI',
    linkedin: 'https://linkedin.com/company/npw',
    ...extra,
  });

  it('saves the company form and the Nonprofit flag', async () => {
    const res = await admin.call('PUT', `/company/${owner.company.uuid}`, form({ isNonprofit: true, industry: 'Charity' }));
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.isNonprofit, true);
    assert.equal(res.body.data.industry, 'Charity');
    assert.equal(res.body.data.socialLinks.linkedin, 'https://linkedin.com/company/npw');
    assert.deepEqual(res.body.message, ADMIN_MESSAGES.companyUpdated(`Nonprofit Works ${run}`));
    const query = `/company?q=${encodeURIComponent(`nonprofit works ${run}`)}`;
    assert.equal((await admin.call('GET', query)).body.data.items[0].isNonprofit, true, 'admins see the flag');
    const listed = await owner.client.call('GET', query);
    assert.equal(listed.body.data.items[0].name, `Nonprofit Works ${run}`);
    assert.ok(!Object.hasOwn(listed.body.data.items[0], 'isNonprofit'), 'members do not: it is for admins');
  });

  it('leaves the flag and the social links the payload leaves out as they are', async () => {
    const { linkedin: _l, ...withoutLinkedin } = form({ description: 'Still helping.' });
    const res = await admin.call('PUT', `/company/${owner.company.uuid}`, withoutLinkedin);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.isNonprofit, true);
    assert.equal(res.body.data.socialLinks.linkedin, 'https://linkedin.com/company/npw');
    assert.equal(res.body.data.description, 'Still helping.');
  });

  it('a member cannot set the flag through POST /company (unknown fields are ignored)', async () => {
    const { client } = await signUpMember({ tag: 'np' });
    const res = await client.call('POST', '/company', { ...form({ name: `Sneaky Nonprofit ${run}` }), isNonprofit: true });
    assert.equal(res.status, 201, res.text);
    assert.ok(!Object.hasOwn(res.body.data.company, 'isNonprofit'), 'nor is it sent to members');
    const [row] = await sql('SELECT is_nonprofit FROM companies WHERE id = $1', [res.body.data.company.id]);
    assert.ok(!row.is_nonprofit, 'the company is not a nonprofit');
  });

  it('409 for another company\'s name, whatever its letter case', async () => {
    const other = await memberWithCompany(`Other Works ${run}`);
    const res = await admin.call('PUT', `/company/${owner.company.uuid}`, form({ name: other.company.name.toUpperCase() }));
    assert.equal(res.status, 409);
    assert.equal(res.body.message.message, ADMIN_MESSAGES.companyNameTaken(other.company.name.toUpperCase()));
  });

  it('ignores relations and ids in the payload', async () => {
    const stranger = await signUpMember({ tag: 'stranger' });
    const res = await admin.call('PUT', `/company/${owner.company.uuid}`, form({ users: { connect: [{ id: stranger.id }] }, joinRequests: [1], id: 1, documentId: 'x' }));
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.id, owner.company.id);
    assert.deepEqual(await sql('SELECT company_id FROM up_users_company_lnk WHERE user_id = $1', [stranger.id]), []);
  });

  it('404 for an unknown company, 400 for bad values', async () => {
    const missing = await admin.call('PUT', '/company/zzzzzzzzzzzzzzzzzzzzzzzz', form());
    assert.equal(missing.status, 404);
    assert.equal(missing.body.message.message, PORTAL_MESSAGES.companyNotFound);
    const bad = await admin.call('PUT', `/company/${owner.company.uuid}`, form({ url: 'not a url', isNonprofit: 'yes' }));
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body.details.errors.map((e: { path: string[] }) => e.path.join('.')).sort(), ['isNonprofit', 'url']);
  });
});

describe('hostile input to the admin writes, sent by an admin: always a 4xx, never a 500', () => {
  let admin: Client;
  let targets: [string, string][];
  before(async () => {
    admin = await signInAdmin();
    const owner = await memberWithCompany();
    const member = await signUpMember({ tag: 'hostile' });
    const request = await member.client.call('POST', '/company/join-request', { companyId: owner.company.id });
    const chapterUuid = (await admin.call('POST', '/chapter', chapter(`Hostile ${run}`))).body.data.uuid;
    const eventId = (await admin.call('POST', '/event', eventFormToPayload({ ...eventDefaults, title: `Hostile ${run}`, type: 'Once', date: '2030-01-01' }))).body.data.id;
    targets = [
      ['POST', '/chapter'],
      ['PUT', `/chapter/${chapterUuid}`],
      ['POST', '/event'],
      ['PUT', `/event/${eventId}`],
      ['PUT', `/company/${owner.company.uuid}`],
      ['POST', '/user'],
      ['PUT', `/user/${member.id}`],
      ['POST', `/company/join-request/${request.body.data.id}/reject`],
    ];
  });

  const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: deep(depth - 1) });
  const bodies: [string, unknown][] = [
    ['a NUL character', { name: 'a\u0000b', title: 'a\u0000b', firstname: 'a\u0000b', reason: 'a\u0000b' }],
    ['nesting 40 levels deep', { name: deep(40), reason: deep(40) }],
    ['a prototype key', JSON.parse('{"__proto__": {"isAdmin": true}, "name": "x"}')],
    ['a list', [1, 2, 3]],
    ['objects where text belongs', { name: { $ne: null }, title: ['x'], email: { a: 1 }, reason: { a: 1 }, chapter: { connect: { id: 1 } } }],
    ['a huge text', { name: 'x'.repeat(300_000), reason: 'x'.repeat(300_000), title: 'x'.repeat(300_000) }],
  ];

  for (const [label, body] of bodies) {
    it(`${label}`, async () => {
      for (const [method, path] of targets) {
        const res = await admin.call(method, path, body);
        assert.ok(res.status >= 400 && res.status < 500, `${method} ${path}: ${res.status} ${res.text.slice(0, 200)}`);
        assert.equal(res.body.ok, false);
      }
    });
  }
});
