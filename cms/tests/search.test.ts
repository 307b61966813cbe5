import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LIST_LIMITS, SEARCH_LIMITS, type SearchResults } from '@gro/config';
import { Client, activeChapterId, memberWithCompany, retireTestData, signInAdmin, sql } from './helpers';

/** The portal's one search: what it finds, in which order, for whom; and the index it reads. */

const run = `${process.pid}${Date.now().toString(36)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);
const onPg = (JSON.parse(process.env.GRO_TEST_DB ?? '{"client":"sqlite"}') as { client: string }).client === 'postgres';

let admin: Client;
let finder: Awaited<ReturnType<typeof memberWithCompany>>;
let quill: Awaited<ReturnType<typeof memberWithCompany>>;
let hidden: Awaited<ReturnType<typeof memberWithCompany>>;
let professionId: number;

async function search(client: Client, q: string): Promise<SearchResults> {
  const res = await client.call('GET', `/search?q=${encodeURIComponent(q)}`);
  assert.equal(res.status, 200, res.text);
  return res.body.data;
}

const ids = (list: { id: number }[]) => list.map((x) => x.id);

before(async () => {
  admin = await signInAdmin();
  finder = await memberWithCompany(`Search Finder Co ${run}`);
  quill = await memberWithCompany(`Quillworth ${run} Stationers`);
  hidden = await memberWithCompany(`Search Hidden Co ${run}`);
  const stamp = new Date().toISOString();
  await sql('INSERT INTO professions (document_id, name, category, created_at, updated_at, published_at) VALUES ($1, $2, $3, $4, $5, $6)', [`sp${run}`.slice(0, 24), `Calligrapher ${run}`, 'Crafts', stamp, stamp, stamp]);
  professionId = Number((await sql('SELECT id FROM professions WHERE name = $1', [`Calligrapher ${run}`]))[0].id);
  for (const [who, firstname, lastname] of [[quill, 'Quentin', `Inkwell${run}`], [hidden, 'Hilda', `Inkwell${run}son`]] as const) {
    assert.equal((await who.client.call('PUT', '/account', { firstname, lastname, phoneNumber: '(313) 555-0160' })).status, 200);
  }
  assert.equal((await quill.client.call('PUT', '/account/about', { professionId })).status, 200);
  assert.equal((await hidden.client.call('PUT', '/account/directory', { directoryHidden: true })).status, 200);
});

after(async () => {
  await sql('DELETE FROM up_users_profession_lnk WHERE profession_id = $1', [professionId]);
  await sql('DELETE FROM professions WHERE id = $1', [professionId]);
  await retireTestData(run);
});

describe('GET /search: the portal search', () => {
  it('finds a member by name, by profession and by company, the name matches first', async () => {
    const byName = await search(finder.client, `quentin inkwell${run}`);
    assert.deepEqual(ids(byName.members), [quill.id]);
    assert.deepEqual(byName.members[0], {
      id: quill.id,
      fullname: `Quentin Inkwell${run}`,
      profession: `Calligrapher ${run}`,
      company: `Quillworth ${run} Stationers`,
      chapter: byName.members[0]!.chapter,
      avatar: null,
    });
    assert.deepEqual(ids((await search(finder.client, `CALLIGRAPHER ${run}`)).members), [quill.id], 'by profession, whatever the case');
    const byCompany = await search(finder.client, `quillworth ${run}`);
    assert.deepEqual(ids(byCompany.members), [quill.id]);
    assert.deepEqual(byCompany.companies.map((c) => c.name), [`Quillworth ${run} Stationers`]);
    // 'inkwell…' is in two names; the hidden member is not found by members, and the one who starts with it comes first for an admin.
    assert.deepEqual(ids((await search(finder.client, `inkwell${run}`)).members), [quill.id]);
    assert.deepEqual(ids((await search(admin, `inkwell${run}`)).members), [quill.id, hidden.id]);
  });

  it("ranks a name or word starting with the search first, then a profession doing so, then a name containing it", async () => {
    assert.equal((await finder.client.call('PUT', '/account', { firstname: 'Fay', lastname: `Recalligraph${run}`, phoneNumber: '(313) 555-0161' })).status, 200);
    assert.deepEqual(ids((await search(finder.client, 'calligraph')).members).filter((id) => id === quill.id || id === finder.id), [quill.id, finder.id]);
    assert.deepEqual(ids((await search(finder.client, `recalligraph${run}`)).members), [finder.id]);
  });

  it('follows the directory: no member who hid, no inactive one, no company waiting for review', async () => {
    assert.deepEqual((await search(finder.client, `Hilda Inkwell${run}`)).members, []);
    assert.deepEqual(ids((await search(admin, `Hilda Inkwell${run}`)).members), [hidden.id]);
    await sql("UPDATE up_users SET status = 'Suspended' WHERE id = $1", [quill.id]);
    try {
      assert.deepEqual((await search(finder.client, `quentin inkwell${run}`)).members, []);
    } finally {
      await sql("UPDATE up_users SET status = 'Active' WHERE id = $1", [quill.id]);
    }
    await sql("UPDATE companies SET review_status = 'Pending' WHERE id = $1", [quill.company.id]);
    try {
      assert.deepEqual((await search(finder.client, `quillworth ${run}`)).companies, []);
      assert.equal((await search(admin, `quillworth ${run}`)).companies.length, 1);
    } finally {
      await sql("UPDATE companies SET review_status = 'Approved' WHERE id = $1", [quill.company.id]);
    }
  });

  it('finds chapters and events, upcoming events first', async () => {
    const chapterId = await activeChapterId();
    const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const made: number[] = [];
    for (const [title, date] of [[`Lantern talk ${run} past`, days(-30)], [`Lantern talk ${run} next`, days(20)]] as const) {
      const res = await admin.call('POST', '/event', { title, type: 'Once', date, dayOfWeek: null, chapter: { connect: [{ id: chapterId }] }, timeStart: '18:00', timeEnd: '19:00' });
      assert.equal(res.status, 201, res.text);
      made.push(res.body.data.id);
    }
    const found = await search(finder.client, `lantern talk ${run}`);
    assert.deepEqual(ids(found.events), [made[1], made[0]]);
    assert.deepEqual(found.events.map((e) => e.upcoming), [true, false]);
    const chapter = (await finder.client.call('GET', `/chapter/${chapterId}`)).body.data as { name: string };
    assert.ok((await search(finder.client, chapter.name.toLowerCase())).chapters.some((c) => c.id === chapterId));
  });

  it('stays in step with every write, however made: a renamed member is found by the new name only', async () => {
    await sql('UPDATE up_users SET lastname = $1 WHERE id = $2', [`Quillpen${run}`, quill.id]);
    try {
      assert.deepEqual(ids((await search(finder.client, `quillpen${run}`)).members), [quill.id]);
      assert.deepEqual((await search(finder.client, `quentin inkwell${run}`)).members, []);
    } finally {
      await sql('UPDATE up_users SET lastname = $1 WHERE id = $2', [`Inkwell${run}`, quill.id]);
    }
    if (!onPg) {
      const [row] = await sql('SELECT (SELECT COUNT(*) FROM up_users) AS users, (SELECT COUNT(*) FROM gro_find_members) AS indexed');
      assert.equal(Number(row.indexed), Number(row.users), 'one index row per member');
    } else {
      // Each write goes straight into the trigram indexes: no pending list for every search to read through.
      const indexes = await sql("SELECT c.relname AS name, array_to_string(c.reloptions, ',') AS options FROM pg_class c JOIN pg_am a ON a.oid = c.relam WHERE a.amname = 'gin' AND c.relname LIKE 'gro\\_%' AND c.relnamespace = to_regnamespace(current_schema()) ORDER BY 1");
      assert.deepEqual(indexes.map((i) => i.name), ['gro_chapters_search_name', 'gro_companies_search_name', 'gro_events_search_title', 'gro_professions_search_name', 'gro_up_users_search_email', 'gro_up_users_search_name']);
      assert.ok(indexes.every((i) => i.options === 'fastupdate=off'), JSON.stringify(indexes));
    }
  });

  it(`answers nothing under ${SEARCH_LIMITS.minLength} characters, takes quotes and wildcards as text, refuses what is not a search`, async () => {
    assert.deepEqual(await search(finder.client, 'q'), { q: 'q', members: [], companies: [], chapters: [], events: [] });
    for (const q of ['"', '""*', 'a"b OR c', '%%', '_ _', 'NEAR(a b)', '\\', "'; DROP TABLE up_users; --"]) {
      const found = await search(finder.client, q);
      assert.ok(Array.isArray(found.members), q);
    }
    assert.deepEqual((await search(finder.client, '%%')).members, [], 'a wildcard matches itself only');
    const bad = ['x'.repeat(LIST_LIMITS.searchMaxLength + 1)];
    for (const q of bad) assert.equal((await finder.client.call('GET', `/search?q=${encodeURIComponent(q)}`)).status, 400);
    assert.equal((await finder.client.call('GET', '/search?q=ab&q=cd')).status, 400, 'q given twice');
    assert.equal((await finder.client.call('GET', `/search?q=${encodeURIComponent('a\u0000b')}`)).status, 400);
    assert.equal((await new Client().call('GET', '/search?q=ab')).status, 401);
  });
});
