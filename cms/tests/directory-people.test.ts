import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { DIRECTORY_LETTERS, LIST_LIMITS, PORTAL_MESSAGES } from '@gro/config';
import { Client, keysOf, memberWithCompany, retireTestData, signUpMember, sql } from './helpers';

/** Photos: avatars in the member lists, the directory's A-Z jump bar, the member's profile. */

const PRIVATE_KEYS = ['password', 'resetPasswordToken', 'confirmationToken', 'stripeCustomerId', 'signInLog', 'status', 'createdAt', 'updatedAt', 'subscription', 'provider', 'blocked', 'tokenHash', 'hash', 'provider_metadata', 'formats'];

function assertNoPrivateFields(body: unknown, what: string) {
  const keys = keysOf(body);
  for (const key of PRIVATE_KEYS) assert.ok(!keys.has(key), `${what} carries ${key}`);
}

async function uploadAvatar(client: Client) {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 90 } } }).png().toBuffer();
  const form = new FormData();
  form.append('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
  const res = await client.call('PUT', '/account/avatar', form);
  assert.equal(res.status, 200, res.text);
  return res.body.data.avatar as { url: string; width: number; height: number };
}

/** Every page of the directory (optionally searched), in its order. */
async function wholeDirectory(client: Client, q = '') {
  const items: any[] = [];
  for (let page = 1; ; page += 1) {
    const res = await client.call('GET', `/user/directory?pageSize=100&page=${page}&q=${encodeURIComponent(q)}`);
    assert.equal(res.status, 200);
    items.push(...res.body.data.items);
    if (page >= res.body.data.pagination.pageCount) return items;
  }
}

// Last names no seeded member has, unique to this run.
const run = `${process.pid}${Date.now().toString(36)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);
const PHOTO_LAST = `Zphoto${run}`;
const PLAIN_LAST = `Zplain${run}`;

let withPhoto: Awaited<ReturnType<typeof memberWithCompany>>;
let plain: Awaited<ReturnType<typeof memberWithCompany>>;
let avatar: { url: string; width: number; height: number };

before(async () => {
  withPhoto = await memberWithCompany(`People Photo Co ${run}`);
  plain = await memberWithCompany(`People Plain Co ${run}`);
  for (const [who, firstname, lastname] of [[withPhoto, 'Paula', PHOTO_LAST], [plain, 'Peter', PLAIN_LAST]] as const) {
    const res = await who.client.call('PUT', '/account', { firstname, lastname, phoneNumber: '(313) 555-0142' });
    assert.equal(res.status, 200, res.text);
  }
  avatar = await uploadAvatar(withPhoto.client);
});

after(() => retireTestData(run));

describe('avatars in the member lists', () => {
  it('the directory, the users table, the profile and the chapter give the uploaded photo, null for a member without one', async () => {
    const viewer = plain.client;
    const account = (await withPhoto.client.call('GET', '/account')).body.data;
    assert.equal(account.lastname, PHOTO_LAST, 'the profile update took');
    assert.ok(avatar.url.startsWith('/uploads/'), avatar.url);
    const expected = { url: avatar.url, width: avatar.width, height: avatar.height };

    const directory = (await viewer.call('GET', `/user/directory?q=${run}`)).body.data.items;
    const photoRow = directory.find((u: any) => u.id === withPhoto.id);
    const plainRow = directory.find((u: any) => u.id === plain.id);
    assert.deepEqual(photoRow.avatar, expected);
    assert.equal(plainRow.avatar, null);
    assertNoPrivateFields(directory, 'GET /user/directory');

    const users = (await viewer.call('GET', `/user?q=${run}`)).body.data.items;
    assert.deepEqual(users.find((u: any) => u.id === withPhoto.id).avatar, expected);
    assert.equal(users.find((u: any) => u.id === plain.id).avatar, null);
    assertNoPrivateFields(users, 'GET /user');

    const profile = await viewer.call('GET', `/user/${withPhoto.id}`);
    assert.equal(profile.status, 200);
    assert.deepEqual(profile.body.data.avatar, expected);
    assert.equal(profile.body.data.lastname, PHOTO_LAST);
    assertNoPrivateFields(profile.body, `GET /user/${withPhoto.id} by another member`);

    const chapter = (await viewer.call('GET', `/chapter/${withPhoto.chapterId}`)).body.data;
    assert.deepEqual(chapter.users.find((u: any) => u.id === withPhoto.id).avatar, expected);
    assert.equal(chapter.users.find((u: any) => u.id === plain.id).avatar, null);
    assertNoPrivateFields(chapter.users, 'GET /chapter/:id users');
    for (const u of chapter.users) for (const key of ['email', 'phoneNumber', 'phoneExt']) assert.ok(!(key in u), `public chapter member carries ${key}`);
  });

  it('an unknown, malformed or suspended member is a 404 or 400', async () => {
    const viewer = plain.client;
    assert.equal((await viewer.call('GET', '/user/999999999')).status, 404);
    const bad = await viewer.call('GET', '/user/abc');
    assert.equal(bad.status, 400);
    assert.equal(bad.body.message.message, PORTAL_MESSAGES.badId);
    const [suspended] = await sql("SELECT id FROM up_users WHERE email = 'kevin.nguyen@example.com'");
    assert.equal((await viewer.call('GET', `/user/${suspended.id}`)).status, 404, 'a Suspended member has no profile for members');
  });
});

describe('GET /api/user/directory/letters', () => {
  it('counts each letter and the members before it, in the directory order', async () => {
    const res = await plain.client.call('GET', '/user/directory/letters');
    assert.equal(res.status, 200);
    const letters: { letter: string; count: number; offset: number }[] = res.body.data;
    assert.deepEqual(letters.map((l) => l.letter), DIRECTORY_LETTERS);
    const all = await wholeDirectory(plain.client);
    const initial = (u: any) => (u.lastname ?? '').charAt(0).toUpperCase();
    for (const { letter, count, offset } of letters) {
      assert.equal(count, all.filter((u) => initial(u) === letter).length, `members under ${letter}`);
      if (count > 0) {
        assert.equal(initial(all[offset]), letter, `the first ${letter} is at ${offset}`);
        if (offset > 0) assert.notEqual(initial(all[offset - 1]), letter, `nobody under ${letter} before ${offset}`);
      }
    }
    assert.ok(letters.find((l) => l.letter === 'Z')!.count >= 2, 'this run\u2019s members are under Z');
  });

  it('follows the search, and rejects what the directory rejects', async () => {
    const res = await plain.client.call('GET', `/user/directory/letters?q=${PHOTO_LAST}`);
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.data.filter((l: any) => l.count > 0),
      [{ letter: 'Z', count: 1, offset: 0 }],
    );
    assert.equal((await plain.client.call('GET', `/user/directory/letters?q=${'x'.repeat(LIST_LIMITS.searchMaxLength + 1)}`)).status, 400);
    assert.equal((await plain.client.call('GET', '/user/directory/letters?q=a&q=b')).status, 400);
    assert.equal((await new Client().call('GET', '/user/directory/letters')).status, 401);
    const newcomer = await signUpMember({ tag: `people${run}` });
    assert.equal((await newcomer.client.call('GET', '/user/directory/letters')).status, 403);
  });
});

describe('the directory search', () => {
  it('matches a first name, a last name, "first last", an email or a company, in any letter case, also for a member with one name', async () => {
    const found = async (q: string) => (await wholeDirectory(withPhoto.client, q)).some((u: any) => u.id === plain.id);
    for (const q of ['peter', PLAIN_LAST.toUpperCase(), `Peter ${PLAIN_LAST}`, `r ${PLAIN_LAST.slice(0, 4)}`, plain.email.toUpperCase(), plain.company.name.toUpperCase()]) {
      assert.ok(await found(q), `"${q}" finds the member`);
    }
    assert.ok(!(await found(`${PLAIN_LAST} peter`)), 'not the names the other way round');
    assert.ok(!(await found(`${PLAIN_LAST}%`)), 'a % is a plain character');
    await sql('UPDATE up_users SET firstname = NULL WHERE id = $1', [plain.id]);
    // Written behind the server's back: a write through the API (another member saving their
    // unchanged profile) clears the directory pages it keeps between writes.
    const touch = () => withPhoto.client.call('PUT', '/account', { firstname: 'Paula', lastname: PHOTO_LAST, phoneNumber: '(313) 555-0142' });
    assert.equal((await touch()).status, 200);
    try {
      assert.ok(await found(PLAIN_LAST.toLowerCase()), 'the last name alone');
      assert.ok(!(await found(`peter ${PLAIN_LAST}`)), 'no first name any more');
      assert.ok(await found(plain.company.name), 'the company still');
    } finally {
      await sql('UPDATE up_users SET firstname = $1 WHERE id = $2', ['Peter', plain.id]);
      await touch();
    }
  });
});
