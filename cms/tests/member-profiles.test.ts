import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AUTH_TEXTS, FIELD_LIMITS, LINKEDIN_INVALID, URL_INVALID, maxLength, mustBeOneLine, FIELD_LABELS } from '@gro/config';
import { memberWithCompany, retireTestData, sql } from './helpers';

/** Profiles that say what a member does: the professions list, the member's own About, and where members see it. */

const run = `${process.pid}${Date.now().toString(36)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);
/** A profession of this run only, as staff would add one in the Content Manager. */
const PROFESSION = `Zeppelin Pilot ${run}`;

let pilot: Awaited<ReturnType<typeof memberWithCompany>>;
let viewer: Awaited<ReturnType<typeof memberWithCompany>>;
let professionId: number;

before(async () => {
  const stamp = new Date().toISOString();
  await sql('INSERT INTO professions (document_id, name, category, created_at, updated_at, published_at) VALUES ($1, $2, $3, $4, $5, $6)', [`zp${run}`.slice(0, 24), PROFESSION, 'Aviation', stamp, stamp, stamp]);
  professionId = Number((await sql('SELECT id FROM professions WHERE name = $1', [PROFESSION]))[0].id);
  pilot = await memberWithCompany(`Profiles Pilot Co ${run}`);
  viewer = await memberWithCompany(`Profiles Viewer Co ${run}`);
  assert.equal((await pilot.client.call('PUT', '/account', { firstname: 'Petra', lastname: `Zpilot${run}`, phoneNumber: '(313) 555-0150' })).status, 200);
});

after(async () => {
  await sql(`DELETE FROM up_users_profession_lnk WHERE profession_id = $1`, [professionId]);
  await sql('DELETE FROM professions WHERE id = $1', [professionId]);
  await retireTestData(run);
});

const about = {
  professionId: 0,
  bio: 'Flies sightseeing zeppelins over the Great Lakes.\nTwenty years in the air.',
  idealReferral: 'A company planning an unforgettable client event.',
  website: 'https://zeppelins.example.com',
  linkedin: 'https://www.linkedin.com/in/petra-pilot',
};

describe('the professions members choose from', () => {
  it('are seeded about 150 strong, each under a category, and anyone may read them', async () => {
    const res = await fetch(`${process.env.GRO_API_URL ?? 'http://127.0.0.1:1337'}/api/profession`);
    assert.equal(res.status, 200);
    const list = (await res.json()).data as { id: number; name: string; category: string | null }[];
    const seeded = list.filter((p) => p.name !== PROFESSION && !p.name.includes(' Pilot '));
    assert.ok(seeded.length >= 140 && seeded.length <= 200, `${seeded.length} professions`);
    assert.ok(seeded.every((p) => typeof p.category === 'string' && p.category.length > 0));
    assert.ok(list.some((p) => p.name === 'Accountant (CPA)' && p.category === 'Accounting and Finance'));
    assert.deepEqual(Object.keys(list[0]!).sort(), ['category', 'id', 'name']);
  });
});

describe('PUT /account/about: what a member says about their work', () => {
  it('saves the profession, bio, ideal referral and links, answers the account with them, and clears a blank field', async () => {
    const res = await pilot.client.call('PUT', '/account/about', { ...about, professionId });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.message.title, AUTH_TEXTS.aboutSaved.title);
    assert.deepEqual(res.body.data.profession, { id: professionId, name: PROFESSION });
    assert.deepEqual(res.body.data.about, { bio: about.bio, idealReferral: about.idealReferral, website: about.website, linkedin: about.linkedin });

    const cleared = await pilot.client.call('PUT', '/account/about', { ...about, professionId, website: '', linkedin: null });
    assert.equal(cleared.status, 200, cleared.text);
    assert.equal(cleared.body.data.about.website, null);
    assert.equal(cleared.body.data.about.linkedin, null);
    assert.equal((await pilot.client.call('PUT', '/account/about', { ...about, professionId })).status, 200);
  });

  it('refuses what is not a profession of the list, a link that is not one, and text beyond its limits, with the field and a message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ professionId: 999_999_999 }, 'professionId', AUTH_TEXTS.unknownProfession],
      [{ professionId: 'pilot' }, 'professionId', ''],
      [{ website: 'javascript:alert(1)' }, 'website', URL_INVALID],
      [{ linkedin: 'https://evil.example.com/in/petra' }, 'linkedin', LINKEDIN_INVALID],
      [{ linkedin: 'https://linkedin.com.evil.example/in/petra' }, 'linkedin', LINKEDIN_INVALID],
      [{ bio: 'x'.repeat(FIELD_LIMITS.user.bio.maxLength + 1) }, 'bio', maxLength(FIELD_LABELS.bio, FIELD_LIMITS.user.bio.maxLength)],
      [{ bio: { $ne: '' } }, 'bio', ''],
      [{ website: 'https://example.com/a\r\nb' }, 'website', mustBeOneLine(FIELD_LABELS.website)],
    ];
    for (const [change, field, message] of cases) {
      const res = await pilot.client.call('PUT', '/account/about', { ...about, professionId, ...change });
      assert.equal(res.status, 400, `${JSON.stringify(change)}: ${res.text}`);
      const errors = (res.body.details?.errors ?? []) as { path: string[]; message: string }[];
      const error = errors.find((e) => e.path.join('.') === field);
      assert.ok(error, `${field} named in ${res.text}`);
      if (message) assert.equal(error.message, message);
    }
    // NUL, prototype keys and bodies that are not an object: refused whole, and nothing changes.
    for (const body of [{ ...about, idealReferral: 'a\u0000b' }, JSON.parse('{"__proto__":{"professionId":1},"bio":"Not me."}'), [about], 'about']) {
      assert.equal((await pilot.client.call('PUT', '/account/about', body)).status, 400, JSON.stringify(body));
    }
    const account = (await pilot.client.call('GET', '/account')).body.data;
    assert.deepEqual([account.profession?.id, account.about.bio], [professionId, about.bio], 'unchanged');
  });
});

describe('where members see it', () => {
  it('the directory card names the profession; the profile adds the bio, ideal referral, links and company details', async () => {
    const page = await viewer.client.call('GET', `/user/directory?q=${encodeURIComponent(`zpilot${run}`)}`);
    assert.equal(page.status, 200, page.text);
    const [card] = page.body.data.items;
    assert.deepEqual(card.profession, { id: professionId, name: PROFESSION });
    assert.equal(card.about, undefined, 'the card carries no bio');

    const profile = await viewer.client.call('GET', `/user/${pilot.id}`);
    assert.equal(profile.status, 200, profile.text);
    assert.deepEqual(profile.body.data.about, { bio: about.bio, idealReferral: about.idealReferral, website: about.website, linkedin: about.linkedin });
    assert.equal(profile.body.data.company.name, `Profiles Pilot Co ${run}`);
    assert.ok('logo' in profile.body.data.company && 'industry' in profile.body.data.company);
  });

  it('the directory filters by profession, offers the professions of visible members only, and the search finds a member by profession', async () => {
    const offered = async () => ((await viewer.client.call('GET', '/user/directory/professions')).body.data as { id: number; name: string }[]).map((p) => p.name);
    assert.ok((await offered()).includes(PROFESSION));

    const filtered = await viewer.client.call('GET', `/user/directory?profession=${professionId}`);
    assert.equal(filtered.status, 200, filtered.text);
    assert.deepEqual(filtered.body.data.items.map((m: { id: number }) => m.id), [pilot.id]);
    const letters = await viewer.client.call('GET', `/user/directory/letters?profession=${professionId}`);
    assert.equal(letters.body.data.find((l: { letter: string }) => l.letter === 'Z').count, 1);

    const searched = await viewer.client.call('GET', `/user/directory?q=${encodeURIComponent(PROFESSION.toUpperCase())}`);
    assert.deepEqual(searched.body.data.items.map((m: { id: number }) => m.id), [pilot.id]);

    for (const bad of ['pilot', '-1', '0', '1e3', '99999999999']) {
      const res = await viewer.client.call('GET', `/user/directory?profession=${encodeURIComponent(bad)}`);
      assert.equal(res.status, 400, `${bad}: ${res.text}`);
    }

    // A member who hides from the directory takes their profession out of the filter.
    assert.equal((await pilot.client.call('PUT', '/account/directory', { directoryHidden: true })).status, 200);
    try {
      assert.ok(!(await offered()).includes(PROFESSION));
      assert.deepEqual((await viewer.client.call('GET', `/user/directory?q=${encodeURIComponent(PROFESSION)}`)).body.data.items, []);
      assert.equal((await viewer.client.call('GET', `/user/${pilot.id}`)).status, 404);
    } finally {
      assert.equal((await pilot.client.call('PUT', '/account/directory', { directoryHidden: false })).status, 200);
    }
  });
});
