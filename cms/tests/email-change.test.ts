import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AUTH_LIMITS, AUTH_TEXTS, RATE_LIMITS, retryAfterText } from '@gro/config';
import { Client, api, count, setClockOffset, uniqueEmail, waitForMail, waitForMailWhere } from './helpers';

const PASSWORD = 'Harbor-lantern-42';
const SEEDED = 'marcus.bell@example.com';
const limit = RATE_LIMITS.currentPasswordPerAccount;

async function member() {
  const chapterId = (await api('/chapter/active')).body.data[0].id as number;
  const client = new Client();
  const email = uniqueEmail('change');
  const res = await client.call('POST', '/authenticate/signup', { firstname: 'Rosa', lastname: 'Lind', email, phoneNumber: '(313) 555-0160', password: PASSWORD, chapterId });
  assert.equal(res.status, 201);
  client.token = res.body.data.token;
  return { client, email };
}

const profile = (fields: Record<string, unknown>) => ({ firstname: 'Rosa', lastname: 'Lind', phoneNumber: '(313) 555-0160', phoneExt: '', ...fields });
const fieldErrors = (body: any) => Object.fromEntries((body.details?.errors ?? []).map((e: any) => [e.path.join('.'), e.message]));
const linkIn = (text: string | undefined) => /http:\/\/gro\.test\/account\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];
const confirm = (token: unknown) => new Client().call('POST', '/account/email/confirm', { token });
const emailOf = async (client: Client) => (await client.call('GET', '/account')).body.data.email as string;

/** Asks to change the member's email with the right password; answers the link mailed to the new address. */
async function askChange(client: Client, newEmail: string) {
  const res = await client.call('PUT', '/account', profile({ email: newEmail, currentPassword: PASSWORD }));
  assert.equal(res.status, 200);
  const mail = await waitForMailWhere(newEmail, (m) => Boolean(linkIn(m.text)));
  return decodeURIComponent(linkIn(mail.text)!);
}

after(() => setClockOffset(0));

describe('changing the email on PUT /api/account', () => {
  it('needs the current password: without it, or with a wrong one, nothing changes', async () => {
    const { client, email } = await member();
    const bare = await client.call('PUT', '/account', profile({ email: uniqueEmail('new') }));
    assert.equal(bare.status, 400);
    assert.deepEqual(fieldErrors(bare.body), { currentPassword: AUTH_TEXTS.currentPasswordForEmail });
    const wrong = await client.call('PUT', '/account', profile({ email: uniqueEmail('new'), currentPassword: 'not-my-password' }));
    assert.equal(wrong.status, 400);
    assert.deepEqual(fieldErrors(wrong.body), { currentPassword: AUTH_TEXTS.currentPasswordWrong });
    assert.equal(await emailOf(client), email);
  });

  it('another member\'s address is a 409 only behind the right password', async () => {
    const { client } = await member();
    assert.equal((await client.call('PUT', '/account', profile({ email: SEEDED.toUpperCase() }))).status, 400);
    assert.equal((await client.call('PUT', '/account', profile({ email: SEEDED, currentPassword: 'not-my-password' }))).status, 400);
    const taken = await client.call('PUT', '/account', profile({ email: SEEDED, currentPassword: PASSWORD }));
    assert.equal(taken.status, 409);
    assert.equal(taken.body.message.message, AUTH_TEXTS.emailTaken);
  });

  it('the same address in another letter case needs no password and changes nothing', async () => {
    const { client, email } = await member();
    const res = await client.call('PUT', '/account', profile({ email: email.toUpperCase(), firstname: 'Rosalind' }));
    assert.equal(res.status, 200);
    assert.deepEqual(res.body.message, AUTH_TEXTS.profileSaved);
    assert.equal(res.body.data.email, email);
    assert.equal(res.body.data.firstname, 'Rosalind');
  });

  it('takes effect only through the single-use link mailed to the new address; the old address is told both times', async () => {
    const { client, email } = await member();
    const newEmail = uniqueEmail('new');
    const asked = await client.call('PUT', '/account', profile({ email: newEmail, currentPassword: PASSWORD, firstname: 'Rosalind' }));
    assert.equal(asked.status, 200);
    assert.deepEqual(asked.body.message, AUTH_TEXTS.emailChangeSent);
    assert.equal(asked.body.data.email, email, 'the email stays until the link is opened');
    assert.equal(asked.body.data.firstname, 'Rosalind', 'the rest of the profile is saved');

    const [confirmation] = await waitForMail(newEmail);
    assert.match(confirmation.subject ?? '', /confirm your new GRO email/i);
    const token = decodeURIComponent(linkIn(confirmation.text)!);
    assert.ok(Buffer.from(token, 'base64url').length >= 32, 'at least 32 random bytes');
    assert.equal(await count('email_changes', `token_hash = '${token}'`), 0, 'the raw token is not stored');
    const [requested] = await waitForMail(email);
    assert.match(requested.subject ?? '', /change of your GRO email address was requested/i);
    assert.ok(requested.text?.includes(newEmail), 'the old address learns which address was asked for');
    assert.equal(linkIn(requested.text), undefined, 'the old address gets no link');
    assert.equal(await emailOf(client), email);
    assert.equal((await new Client().signIn(newEmail, PASSWORD)).status, 401);

    const done = await confirm(token);
    assert.equal(done.status, 200);
    assert.deepEqual(done.body.message, AUTH_TEXTS.emailChanged);
    assert.equal(await emailOf(client), newEmail, 'the session lives on with the new address');
    assert.equal((await new Client().signIn(newEmail, PASSWORD)).status, 200);
    assert.equal((await new Client().signIn(email, PASSWORD)).status, 401);
    const changed = await waitForMailWhere(email, (m) => /email address was changed/i.test(m.subject ?? ''));
    assert.ok(changed.text?.includes(newEmail));

    const again = await confirm(token);
    assert.equal(again.status, 400);
    assert.equal(again.body.message.message, AUTH_TEXTS.emailChangeInvalid);
  });

  it('a newer request replaces the earlier link', async () => {
    const { client } = await member();
    const first = uniqueEmail('first');
    const firstToken = await askChange(client, first);
    const second = uniqueEmail('second');
    const secondToken = await askChange(client, second);
    assert.equal((await confirm(firstToken)).status, 400);
    assert.equal((await confirm(secondToken)).status, 200);
    assert.equal(await emailOf(client), second);
  });

  it(`links expire after ${AUTH_LIMITS.emailChangeTokenMinutes} minutes`, async () => {
    const { client, email } = await member();
    const token = await askChange(client, uniqueEmail('late'));
    setClockOffset((AUTH_LIMITS.emailChangeTokenMinutes + 1) * 60_000);
    try {
      const res = await confirm(token);
      assert.equal(res.status, 400);
      assert.equal(res.body.message.message, AUTH_TEXTS.emailChangeInvalid);
    } finally {
      setClockOffset(0);
    }
    assert.equal(await emailOf(client), email);
  });

  it('an address taken between the request and the link is a 409 and changes nothing', async () => {
    const { client, email } = await member();
    const wanted = uniqueEmail('wanted');
    const token = await askChange(client, wanted);
    const chapterId = (await api('/chapter/active')).body.data[0].id as number;
    const other = await new Client().call('POST', '/authenticate/signup', { firstname: 'Other', lastname: 'Person', email: wanted, phoneNumber: '(313) 555-0161', password: PASSWORD, chapterId });
    assert.equal(other.status, 201);
    const res = await confirm(token);
    assert.equal(res.status, 409);
    assert.equal(await emailOf(client), email);
  });

  it('refuses a missing, malformed or unknown token with a clear 400', async () => {
    for (const token of [undefined, '', 'not-a-token', ['x'], { $ne: null }, 'A'.repeat(5000)]) {
      const res = await confirm(token);
      assert.equal(res.status, 400, JSON.stringify(token)?.slice(0, 40));
      assert.equal(res.body.message.message, AUTH_TEXTS.emailChangeInvalid);
    }
  });
});

describe('wrong current passwords are limited like sign-in', () => {
  it(`20 parallel wrong current passwords on PUT /account/password: exactly ${limit.max} are checked, then even the right one is 429`, async () => {
    const { client } = await member();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.call('PUT', '/account/password', { currentPassword: `wrong-${i}`, newPassword: 'Fresh-meadow-31' })),
    );
    const statuses: Record<number, number> = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    assert.deepEqual(statuses, { 400: limit.max, 429: 20 - limit.max });
    const right = await client.call('PUT', '/account/password', { currentPassword: PASSWORD, newPassword: 'Fresh-meadow-31' });
    assert.equal(right.status, 429);
    assert.equal(right.body.message.message, retryAfterText(Number(right.headers.get('retry-after'))));
  });

  it('the password change and the email change share one count', async () => {
    const { client, email } = await member();
    for (let i = 0; i < limit.max; i += 1) {
      const path = i % 2 ? '/account/password' : '/account';
      const body = i % 2 ? { currentPassword: `wrong-${i}`, newPassword: 'Fresh-meadow-31' } : profile({ email: uniqueEmail('guess'), currentPassword: `wrong-${i}` });
      assert.equal((await client.call('PUT', path, body)).status, 400);
    }
    const res = await client.call('PUT', '/account', profile({ email: uniqueEmail('guess'), currentPassword: PASSWORD }));
    assert.equal(res.status, 429);
    assert.equal(await emailOf(client), email);
  });

  it('a right password clears the failures before it', async () => {
    const { client } = await member();
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < limit.max - 1; i += 1) {
        assert.equal((await client.call('PUT', '/account/password', { currentPassword: `wrong-${i}`, newPassword: 'Fresh-meadow-31' })).status, 400);
      }
      const res = await client.call('PUT', '/account/password', { currentPassword: PASSWORD, newPassword: PASSWORD });
      assert.equal(res.status, 200);
      client.token = res.body.data.token;
    }
  });
});
