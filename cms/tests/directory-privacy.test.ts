import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AUTH_TEXTS, FIELD_LIMITS, PORTAL_MESSAGES, SERVER_MESSAGES } from '@gro/config';
import { Client, approveCompany, retireTestData, signInAdmin, signUpMember } from './helpers';

/**
 * Directory privacy: members hide themselves from the directory (admins still see them, marked),
 * the directory filters by chapter and industry, and the members map pins their companies.
 */

const run = `${process.pid}${Date.now().toString(36)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);
const INDUSTRY = `Beekeeping ${run}`;
const OTHER_INDUSTRY = `Cartography ${run}`;
const MAX_STATEMENTS = 3;

type Member = Awaited<ReturnType<typeof memberOf>>;

/** A new member of `chapterId` with a company of this industry, located when `at` is given. */
async function memberOf(tag: string, chapterId: number, industry: string, at?: [number, number]) {
  const member = await signUpMember({ tag, chapterId, firstname: 'Dana', lastname: `Aaazpriv${tag}${run}` });
  const res = await member.client.call('POST', '/company', {
    name: `Privacy ${tag} Co ${run}`, description: 'A company of the tests.', address: '1 Woodward Ave', city: 'Detroit', state: 'MI', industry,
    ...(at ? { latitude: at[0], longitude: at[1] } : {}),
  });
  assert.equal(res.status, 201, res.text);
  await approveCompany(res.body.data.company.uuid);
  return { ...member, company: res.body.data.company as { id: number; name: string } };
}

const ids = (res: { body: any }) => res.body.data.items.map((m: { id: number }) => m.id).sort((a: number, b: number) => a - b);
const setHidden = (client: Client, directoryHidden: unknown) => client.call('PUT', '/account/directory', { directoryHidden });
const search = (client: Client, extra = '') => client.call('GET', `/user/directory?q=${encodeURIComponent(`zpriv`)}${extra}`);

let chapters: number[];
let hidden: Member;
let shown: Member;
let elsewhere: Member;
let admin: Client;

before(async () => {
  chapters = ((await new Client().call('GET', '/chapter/active')).body.data as { id: number }[]).map((c) => c.id);
  assert.ok(chapters.length >= 2, 'two chapters to filter by');
  hidden = await memberOf('hidden', chapters[0]!, INDUSTRY, [42.33, -83.05]);
  shown = await memberOf('shown', chapters[0]!, INDUSTRY, [42.35, -83.06]);
  elsewhere = await memberOf('elsewhere', chapters[1]!, OTHER_INDUSTRY);
  admin = await signInAdmin();
});

after(() => retireTestData(run));

describe('the privacy switch', () => {
  it('GET /account says whether the member is hidden; PUT /account/directory sets it and answers the account', async () => {
    assert.equal((await hidden.client.call('GET', '/account')).body.data.directoryHidden, false, 'shown by default');
    const res = await setHidden(hidden.client, true);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.directoryHidden, true);
    assert.equal(res.body.data.id, hidden.id);
    assert.deepEqual(res.body.message, AUTH_TEXTS.directoryHiddenSaved);
    assert.equal((await hidden.client.call('GET', '/account')).body.data.directoryHidden, true);
  });

  it('rejects what is not true or false, and callers who are not signed in', async () => {
    for (const body of [{}, { directoryHidden: 'maybe' }, { directoryHidden: null }, { directoryHidden: { $ne: 1 } }, { directoryHidden: [true] }]) {
      const res = await hidden.client.call('PUT', '/account/directory', body);
      assert.equal(res.status, 400, `${JSON.stringify(body)}: ${res.text}`);
    }
    for (const body of [[true], 'true', JSON.parse('{"__proto__":{"directoryHidden":false}}'), { directoryHidden: false, constructor: { prototype: {} } }]) {
      const res = await hidden.client.call('PUT', '/account/directory', body);
      assert.equal(res.status, 400, `${JSON.stringify(body)}: ${res.text}`);
    }
    assert.equal((await new Client().call('PUT', '/account/directory', { directoryHidden: false })).status, 401);
    assert.equal((await hidden.client.call('GET', '/account')).body.data.directoryHidden, true, 'still hidden');
  });

  it('a hidden member is absent from another member\u2019s directory, its A-Z counts, the users list, the chapter and the dashboard', async () => {
    const directory = await search(shown.client);
    assert.equal(directory.status, 200, directory.text);
    assert.deepEqual(ids(directory), [shown.id, elsewhere.id]);
    assert.ok(directory.body.data.items.every((m: object) => !('directoryHidden' in m)), 'members are not told who hides');
    const letters = (await shown.client.call('GET', '/user/directory/letters?q=zpriv')).body.data as { letter: string; count: number }[];
    assert.equal(letters.find((l) => l.letter === 'A')!.count, 2);
    assert.deepEqual(ids(await shown.client.call('GET', '/user?q=zpriv')), [shown.id, elsewhere.id]);
    const chapter = (await shown.client.call('GET', `/chapter/${chapters[0]}`)).body.data;
    assert.ok(!chapter.users.some((u: { id: number }) => u.id === hidden.id), 'the chapter page leaves them out');
    assert.ok(chapter.users.some((u: { id: number }) => u.id === shown.id));
    const dashboard = (await shown.client.call('GET', '/dashboard')).body.data;
    assert.ok(!dashboard.members.some((u: { id: number }) => u.id === hidden.id), 'the dashboard leaves them out');
    const profile = await shown.client.call('GET', `/user/${hidden.id}`);
    assert.equal(profile.status, 404);
    assert.equal(profile.body.message.message, PORTAL_MESSAGES.memberNotFound);
  });

  it('admins still see a hidden member, marked, and open their profile; the member sees their own', async () => {
    const directory = await search(admin);
    assert.deepEqual(ids(directory), [hidden.id, shown.id, elsewhere.id].sort((a, b) => a - b));
    const row = directory.body.data.items.find((m: { id: number }) => m.id === hidden.id);
    assert.equal(row.directoryHidden, true);
    assert.ok(!('status' in row), 'the directory shows admins the same fields, plus the mark');
    assert.ok(!('directoryHidden' in directory.body.data.items.find((m: { id: number }) => m.id === shown.id)));
    const letters = (await admin.call('GET', '/user/directory/letters?q=zpriv')).body.data as { letter: string; count: number }[];
    assert.equal(letters.find((l) => l.letter === 'A')!.count, 3);
    assert.ok(ids(await admin.call('GET', '/user?q=zpriv')).includes(hidden.id), "the admins' users table");
    const profile = await admin.call('GET', `/user/${hidden.id}`);
    assert.equal(profile.status, 200);
    assert.equal(profile.body.data.directoryHidden, true);
    const own = await hidden.client.call('GET', `/user/${hidden.id}`);
    assert.equal(own.status, 200);
    assert.ok(!('directoryHidden' in own.body.data));
  });

  it('showing oneself again shows at once (the kept directory is cleared)', async () => {
    assert.deepEqual(ids(await search(shown.client)), [shown.id, elsewhere.id]);
    const res = await setHidden(hidden.client, false);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.message, AUTH_TEXTS.directoryShownSaved);
    assert.deepEqual(ids(await search(shown.client)), [hidden.id, shown.id, elsewhere.id].sort((a, b) => a - b));
    assert.equal((await shown.client.call('GET', `/user/${hidden.id}`)).status, 200);
    const dashboard = (await shown.client.call('GET', '/dashboard')).body.data;
    assert.ok(dashboard.members.some((u: { id: number }) => u.id === hidden.id), 'first by last name on the dashboard again');
    assert.ok((await shown.client.call('GET', `/chapter/${chapters[0]}`)).body.data.users.some((u: { id: number }) => u.id === hidden.id));
    assert.equal((await setHidden(hidden.client, true)).status, 200);
  });
});

describe('directory filters', () => {
  it('by chapter and by industry, combined with the search and the A-Z bar', async () => {
    assert.deepEqual(ids(await search(shown.client, `&chapter=${chapters[0]}`)), [shown.id]);
    assert.deepEqual(ids(await search(shown.client, `&chapter=${chapters[1]}`)), [elsewhere.id]);
    assert.deepEqual(ids(await search(shown.client, `&industry=${encodeURIComponent(OTHER_INDUSTRY)}`)), [elsewhere.id]);
    assert.deepEqual(ids(await search(shown.client, `&industry=${encodeURIComponent(` ${INDUSTRY} `)}&chapter=${chapters[0]}`)), [shown.id]);
    assert.deepEqual(ids(await search(shown.client, `&industry=${encodeURIComponent(INDUSTRY)}&chapter=${chapters[1]}`)), []);
    assert.deepEqual(ids(await search(admin, `&industry=${encodeURIComponent(INDUSTRY)}`)), [hidden.id, shown.id].sort((a, b) => a - b));
    const letters = (await shown.client.call('GET', `/user/directory/letters?q=zpriv&industry=${encodeURIComponent(OTHER_INDUSTRY)}`)).body.data as { letter: string; count: number }[];
    assert.equal(letters.find((l) => l.letter === 'A')!.count, 1);
    const unknown = await search(shown.client, '&chapter=999999999&industry=Nothing%20Here');
    assert.equal(unknown.status, 200);
    assert.equal(unknown.body.data.pagination.total, 0);
  });

  it('the industry filter offers the industries of the visible members\u2019 companies', async () => {
    const res = await shown.client.call('GET', '/user/directory/industries');
    assert.equal(res.status, 200, res.text);
    const industries: string[] = res.body.data;
    assert.ok(industries.includes(INDUSTRY) && industries.includes(OTHER_INDUSTRY));
    assert.equal(new Set(industries).size, industries.length, 'each once');
    assert.ok(industries.every((i) => typeof i === 'string' && i.length > 0));
  });

  it('malformed filters are 400 naming the parameter', async () => {
    const cases: [string, string, string][] = [
      ['chapter=abc', 'chapter', PORTAL_MESSAGES.badFilterId('Chapter')],
      ['chapter=0', 'chapter', PORTAL_MESSAGES.badFilterId('Chapter')],
      ['chapter=-1', 'chapter', PORTAL_MESSAGES.badFilterId('Chapter')],
      ['chapter=1e3', 'chapter', PORTAL_MESSAGES.badFilterId('Chapter')],
      ['chapter=1&chapter=2', 'chapter', PORTAL_MESSAGES.parameterRepeated('chapter')],
      [`industry=${'x'.repeat(FIELD_LIMITS.company.industry.maxLength + 1)}`, 'industry', PORTAL_MESSAGES.badIndustry],
      ['industry=a%00b', 'industry', SERVER_MESSAGES.nulCharacter],
      ['industry=a%0Ab', 'industry', PORTAL_MESSAGES.badIndustry],
      ['industry=a&industry=b', 'industry', PORTAL_MESSAGES.parameterRepeated('industry')],
      ['industry[$ne]=x', 'industry', PORTAL_MESSAGES.parameterRepeated('industry')],
    ];
    for (const path of ['/user/directory', '/user/directory/letters', '/user/directory/map']) {
      for (const [query, field, message] of cases) {
        const res = await shown.client.call('GET', `${path}?${query}`);
        assert.equal(res.status, 400, `${path}?${query}: ${res.text}`);
        assert.equal(res.body.message.message, message, `${path}?${query}`);
        if (message !== SERVER_MESSAGES.nulCharacter) assert.deepEqual(res.body.details.errors[0].path, [field]);
      }
    }
  });

  it(`a filtered page stays within ${MAX_STATEMENTS} SQL statements`, async () => {
    for (const query of [`chapter=${chapters[0]}`, `industry=${encodeURIComponent(INDUSTRY)}&q=zpriv`, `chapter=${chapters[1]}&industry=x&page=3`]) {
      const res = await shown.client.call('GET', `/user/directory?${query}`);
      assert.equal(res.status, 200);
      const statements = Number(res.headers.get('x-db-queries'));
      assert.ok(statements >= 1 && statements <= MAX_STATEMENTS, `${query}: ${statements} statements`);
    }
  });

  it('parallel bursts of filtered reads agree', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => search(i % 2 ? shown.client : admin, `&industry=${encodeURIComponent(INDUSTRY)}`)));
    for (const [i, res] of answers.entries()) assert.deepEqual(ids(res), i % 2 ? [shown.id] : [hidden.id, shown.id].sort((a, b) => a - b));
  });
});

describe('the members map', () => {
  it('pins the located companies of the visible members, with only what a pin needs', async () => {
    const res = await shown.client.call('GET', `/user/directory/map?industry=${encodeURIComponent(INDUSTRY)}`);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.data.companies, [{ id: shown.company.id, name: shown.company.name, city: 'Detroit', latitude: 42.35, longitude: -83.06, memberCount: 1 }]);
    const all = (await shown.client.call('GET', '/user/directory/map')).body.data.companies as { id: number }[];
    assert.ok(all.some((c) => c.id === shown.company.id));
    assert.ok(!all.some((c) => c.id === hidden.company.id), "a hidden member's company is not pinned for them");
    assert.ok(!all.some((c) => c.id === elsewhere.company.id), 'a company without a location has no pin');
    assert.deepEqual((await shown.client.call('GET', `/user/directory/map?chapter=${chapters[1]}&industry=${encodeURIComponent(INDUSTRY)}`)).body.data.companies, []);
  });

  it('is for members only', async () => {
    assert.equal((await new Client().call('GET', '/user/directory/map')).status, 401);
    const newcomer = await signUpMember({ tag: 'newcomer' });
    assert.equal((await newcomer.client.call('GET', '/user/directory/map')).status, 403);
    assert.equal((await newcomer.client.call('GET', '/user/directory/industries')).status, 403);
  });
});
