import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generate } from 'otplib';
import { AUTHENTICATE_API, AUTH_TEXTS, PASSKEY_LIMITS, PASSKEY_TEXTS, SECOND_FACTOR_API, SECOND_FACTOR_LIMITS, fillPath } from '@gro/config';
import { relyingPartyFrom } from '../src/api/second-factor/domain/relying-party';
import { Client, signInAdmin, signUpMember, sql, waitForMailWhere } from './helpers';
import { SoftPasskey } from '../../scripts/lib/soft-passkey.mjs';

/**
 * Passkeys over HTTP, with a software authenticator standing in for the member's device: adding
 * them from My Account (each question answered once, for this site and this account), signing in
 * with one alone, using one as the second step after a password, and renaming and removing them.
 */

type Member = Awaited<ReturnType<typeof signUpMember>>;
type Reply = Awaited<ReturnType<Client['call']>>;

const optionsFor = (member: Member) => member.client.call('POST', SECOND_FACTOR_API.passkeyOptions.path, { currentPassword: member.password });
const addAnswer = (member: Member, credential: unknown, name = 'Work laptop') => member.client.call('POST', SECOND_FACTOR_API.addPasskey.path, { name, credential });
const message = (reply: Reply) => reply.body.message?.message ?? reply.body.message;

/** Adds a passkey made by `device` to the member's account; the answer of POST /account/passkeys. */
async function addPasskey(member: Member, device = new SoftPasskey(), name = 'Work laptop') {
  const options = await optionsFor(member);
  assert.equal(options.status, 200, options.text);
  const added = await addAnswer(member, device.create(options.body.data.options), name);
  assert.equal(added.status, 201, added.text);
  return { device, added };
}

/** A passkey sign-in from a new browser: the question, the device's answer, the reply. */
async function signInWithPasskey(device: SoftPasskey, answer: Parameters<SoftPasskey['get']>[1] = {}) {
  const browser = new Client();
  const options = await browser.call('POST', AUTHENTICATE_API.passkeyOptions.path);
  assert.equal(options.status, 200, options.text);
  const credential = device.get(options.body.data.options, answer);
  const reply = await browser.call('POST', AUTHENTICATE_API.signInWithPasskey.path, { credential, rememberMe: true });
  if (reply.status === 200) browser.token = reply.body.data.token;
  return { browser, credential, reply };
}

describe('adding a passkey', () => {
  it('needs the current password; the answer is checked and stored; the first one turns two-step sign-in on with recovery codes, shown once', async () => {
    const member = await signUpMember({ tag: 'passkey-add' });
    const wrong = await member.client.call('POST', SECOND_FACTOR_API.passkeyOptions.path, { currentPassword: 'not-my-password' });
    assert.equal(wrong.status, 400);
    const options = await optionsFor(member);
    assert.equal(options.status, 200, options.text);
    const { rp, user, authenticatorSelection, excludeCredentials } = options.body.data.options;
    assert.deepEqual(rp, { name: 'GRO', id: 'gro.test' });
    assert.equal(user.name, member.email);
    assert.ok(!Buffer.from(user.id, 'base64url').toString('utf8').includes(String(member.id)), 'the user handle is opaque');
    assert.equal(authenticatorSelection.residentKey, 'required');
    assert.equal(authenticatorSelection.userVerification, 'required');
    assert.deepEqual(excludeCredentials, []);
    assert.equal(options.headers.get('cache-control'), 'private, no-store');

    const device = new SoftPasskey();
    const credential = device.create(options.body.data.options);
    const added = await addAnswer(member, credential, 'Work laptop');
    assert.equal(added.status, 201, added.text);
    assert.deepEqual(added.body.message, PASSKEY_TEXTS.added('Work laptop'));
    assert.equal(added.body.data.passkey.name, 'Work laptop');
    assert.equal(added.body.data.recoveryCodes.length, SECOND_FACTOR_LIMITS.recoveryCodes);
    assert.equal((await addAnswer(member, credential, 'Again')).status, 401, 'a question is answered once');

    const status = (await member.client.call('GET', SECOND_FACTOR_API.status.path)).body.data;
    assert.deepEqual(status.passkeys.map((p: { name: string; lastUsedAt: unknown; synced: boolean }) => [p.name, p.lastUsedAt, p.synced]), [['Work laptop', null, false]]);
    assert.equal(status.authenticator, null);
    assert.equal(status.recoveryCodesLeft, SECOND_FACTOR_LIMITS.recoveryCodes);
    const [row] = await sql('SELECT credential_id, public_key FROM passkeys WHERE user_id = $1', [member.id]);
    assert.equal(row.credential_id, device.id);
    assert.ok(row.public_key.length > 40, 'the public key is stored; nothing secret is');
    const mail = await waitForMailWhere(member.email, (m) => m.subject === 'A passkey was added to your GRO account');
    assert.match(mail.text ?? '', /Two-step sign-in is on now/);

    const second = await optionsFor(member);
    assert.deepEqual(second.body.data.options.excludeCredentials.map((c: { id: string }) => c.id), [device.id], 'the device is not asked to make a second one');
    const another = await addAnswer(member, new SoftPasskey().create(second.body.data.options), 'Phone');
    assert.equal(another.status, 201, another.text);
    assert.equal(another.body.data.recoveryCodes, null, 'the recovery codes stay as they were');
  });

  it('refuses an answer for another site, another account, a made-up question, or without the owner verified on the device', async () => {
    const [member, other] = await Promise.all([signUpMember({ tag: 'passkey-refused' }), signUpMember({ tag: 'passkey-other' })]);
    const options = (await optionsFor(member)).body.data.options;
    assert.equal((await addAnswer(member, new SoftPasskey().create(options, { origin: 'https://gro.test.evil.example' }))).status, 400, 'another site');
    assert.equal((await addAnswer(member, new SoftPasskey().create(options, { userVerified: false }))).status, 400, 'no user verification');
    const othersOptions = (await optionsFor(other)).body.data.options;
    const stolen = await addAnswer(member, new SoftPasskey().create(othersOptions));
    assert.equal(stolen.status, 401, 'a question asked for another account');
    assert.equal(message(stolen), PASSKEY_TEXTS.expired);
    const madeUp = { ...options, challenge: Buffer.from('made.up').toString('base64url') };
    assert.equal((await addAnswer(member, new SoftPasskey().create(madeUp))).status, 401, 'a question this server did not ask');
    assert.equal(Number((await sql('SELECT COUNT(*) AS n FROM passkeys WHERE user_id IN ($1, $2)', [member.id, other.id]))[0].n), 0);
  });

  it('refuses hostile bodies with a 4xx, never a 500', async () => {
    const member = await signUpMember({ tag: 'passkey-hostile' });
    const good = new SoftPasskey().create((await optionsFor(member)).body.data.options);
    const bodies: unknown[] = [
      {},
      { name: 'Laptop' },
      { name: 'Laptop', credential: 'x' },
      { name: 'Laptop', credential: { ...good, type: 'password' } },
      { name: 'Laptop', credential: { ...good, id: 'not base64url!' } },
      { name: 'Laptop', credential: { ...good, response: { ...good.response, attestationObject: 'A'.repeat(PASSKEY_LIMITS.maxFieldLength + 1) } } },
      { name: 'Laptop', credential: { ...good, response: { ...good.response, clientDataJSON: 'AAAA' } } },
      { name: 'Laptop', credential: { ...good, response: { ...good.response, attestationObject: 'AAAA' } } },
      { name: 'Laptop', credential: { ...good, response: { ...good.response, transports: Array(50).fill('usb') } } },
      { name: 'Line\r\nbreak', credential: good },
      { name: 'x'.repeat(PASSKEY_LIMITS.nameMaxLength + 1), credential: good },
      { name: ['Laptop'], credential: good },
      JSON.parse('{"name":"Laptop","credential":{"__proto__":{"admin":true}}}'),
    ];
    for (const body of bodies) {
      const reply = await member.client.call('POST', SECOND_FACTOR_API.addPasskey.path, body);
      assert.ok(reply.status >= 400 && reply.status < 500, `${reply.status} for ${JSON.stringify(body).slice(0, 80)}`);
    }
    assert.equal((await addAnswer(member, good, 'Laptop')).status, 201, 'the good answer still works after all that');
  });

  it(`keeps at most ${PASSKEY_LIMITS.perAccount} a member; a session opened without the account's second step cannot add one`, async () => {
    const member = await signUpMember({ tag: 'passkey-many' });
    await addPasskey(member);
    // The rest are copies of it under other ids: adding each through the API would use up the day's changes.
    for (let i = 1; i < PASSKEY_LIMITS.perAccount; i += 1) {
      await sql(
        'INSERT INTO passkeys (document_id, user_id, credential_id, public_key, counter, transports, name, synced, created_at, updated_at, published_at) ' +
          'SELECT $1, user_id, $2, public_key, counter, transports, $3, synced, created_at, updated_at, published_at FROM passkeys WHERE user_id = $4 ORDER BY id LIMIT 1',
        [`passkey-many-${member.id}-${i}`, `credential-${member.id}-${i}`, `Key ${i}`, member.id],
      );
    }
    const full = await optionsFor(member);
    assert.equal(full.status, 409);
    assert.equal(message(full), PASSKEY_TEXTS.tooMany);

    // A browser signed in with the password before the passkey was added.
    const member2 = await signUpMember({ tag: 'passkey-old-session' });
    const oldSession = new Client();
    assert.equal((await oldSession.signIn(member2.email, member2.password)).status, 200);
    await addPasskey(member2);
    const refused = await oldSession.call('POST', SECOND_FACTOR_API.passkeyOptions.path, { currentPassword: member2.password });
    assert.equal(refused.status, 403);
    assert.equal(message(refused), PASSKEY_TEXTS.verifyFirst);
  });
});

describe('signing in with a passkey alone', () => {
  it('opens a session counted as two-step, once per question; the passkey shows when it was last used', async () => {
    const member = await signUpMember({ tag: 'passkey-signin' });
    const { device } = await addPasskey(member);
    const options = await new Client().call('POST', AUTHENTICATE_API.passkeyOptions.path);
    assert.equal(options.body.data.options.rpId, 'gro.test');
    assert.equal(options.body.data.options.userVerification, 'required');
    assert.equal(options.body.data.options.allowCredentials, undefined, 'the browser offers the member their passkeys');

    const { browser, credential, reply } = await signInWithPasskey(device);
    assert.equal(reply.status, 200, reply.text);
    assert.deepEqual(reply.body.message, AUTH_TEXTS.signedIn);
    assert.equal(reply.body.data.user.id, member.id);
    assert.ok(reply.setCookie.some((c: string) => c.startsWith('gro_refresh=')), 'a refresh cookie, like a password sign-in');
    assert.equal((await browser.call('GET', '/account')).status, 200);
    const [session] = await sql('SELECT second_factor FROM auth_sessions ORDER BY id DESC LIMIT 1');
    assert.ok(session.second_factor === true || Number(session.second_factor) === 1, 'the session counts as opened with the second step');

    const replayed = await new Client().call('POST', AUTHENTICATE_API.signInWithPasskey.path, { credential });
    assert.equal(replayed.status, 401, 'the same answer again');
    const status = (await member.client.call('GET', SECOND_FACTOR_API.status.path)).body.data;
    assert.ok(status.passkeys[0].lastUsedAt, 'last used');

    const parallel = await Promise.all(Array.from({ length: 5 }, async () => {
      const browserN = new Client();
      return browserN.call('POST', AUTHENTICATE_API.signInWithPasskey.path, { credential: device.get((await browserN.call('POST', AUTHENTICATE_API.passkeyOptions.path)).body.data.options) });
    }));
    assert.deepEqual(parallel.map((r) => r.status), [200, 200, 200, 200, 200], 'separate questions each sign in');
  });

  it('refuses a passkey GRO does not know, an answer for another site or without the owner verified, and an account no longer Active', async () => {
    const unknown = await signInWithPasskey(new SoftPasskey());
    assert.equal(unknown.reply.status, 401);
    assert.equal(message(unknown.reply), PASSKEY_TEXTS.unknown);
    const member = await signUpMember({ tag: 'passkey-refusals' });
    const { device } = await addPasskey(member);
    assert.equal((await signInWithPasskey(device, { origin: 'http://evil.example' })).reply.status, 401, 'another site');
    assert.equal((await signInWithPasskey(device, { userVerified: false })).reply.status, 401, 'no user verification');
    const expired = await new Client().call('POST', AUTHENTICATE_API.signInWithPasskey.path, { credential: device.get({ challenge: Buffer.from('x.y').toString('base64url'), rpId: 'gro.test' }) });
    assert.equal(expired.status, 401);
    for (const body of [{}, { credential: null }, { credential: { id: 'a' } }, { credential: device.get({ challenge: 'AA', rpId: 'gro.test' }), rememberMe: 'yes' }]) {
      const reply = await new Client().call('POST', AUTHENTICATE_API.signInWithPasskey.path, body);
      assert.ok(reply.status === 400 || reply.status === 401, `${reply.status} for ${JSON.stringify(body).slice(0, 60)}`);
    }
    await sql("UPDATE up_users SET status = 'Suspended' WHERE id = $1", [member.id]);
    const suspended = await signInWithPasskey(device);
    assert.equal(suspended.reply.status, 403);
    assert.equal(suspended.reply.setCookie.length, 0);
  });

  it(`limits each address to ${PASSKEY_LIMITS.signInPerIp.max} passkey sign-in calls per ${PASSKEY_LIMITS.signInPerIp.windowMinutes} minutes`, async () => {
    const browser = new Client();
    const replies = await Promise.all(Array.from({ length: PASSKEY_LIMITS.signInPerIp.max + 5 }, () => browser.call('POST', AUTHENTICATE_API.passkeyOptions.path)));
    assert.equal(replies.filter((r) => r.status === 200).length, PASSKEY_LIMITS.signInPerIp.max);
    assert.equal(replies.filter((r) => r.status === 429).length, 5);
  });
});

describe('a passkey as the second step', () => {
  it('after the password, the answer names the passkey and limits the question to the account\'s passkeys; its answer opens the session once', async () => {
    const member = await signUpMember({ tag: 'passkey-second' });
    const { device } = await addPasskey(member);
    const first = await new Client().signIn(member.email, member.password);
    assert.equal(first.status, 200, first.text);
    assert.equal(first.body.data.token, undefined, 'a password alone opens no session');
    const { challenge, methods, passkey } = first.body.data.secondFactor;
    assert.deepEqual(methods, ['recovery-code', 'passkey']);
    assert.deepEqual(passkey.allowCredentials.map((c: { id: string }) => c.id), [device.id]);
    assert.equal(Buffer.from(passkey.challenge, 'base64url').toString('utf8'), challenge, 'the question is the sign-in\'s challenge');

    const stranger = await signUpMember({ tag: 'passkey-stranger' });
    const { device: strangersDevice } = await addPasskey(stranger);
    const browser = new Client();
    const wrongKey = await browser.call('POST', AUTHENTICATE_API.secondFactorPasskey.path, { challenge, credential: strangersDevice.get(passkey) });
    assert.equal(wrongKey.status, 401, 'another account\'s passkey');
    const credential = device.get(passkey);
    const second = await browser.call('POST', AUTHENTICATE_API.secondFactorPasskey.path, { challenge, credential });
    assert.equal(second.status, 200, second.text);
    assert.equal(second.body.data.user.id, member.id);
    const again = await new Client().call('POST', AUTHENTICATE_API.secondFactorPasskey.path, { challenge, credential });
    assert.equal(again.status, 401, 'the same answer again');
    const mismatched = await new Client().call('POST', AUTHENTICATE_API.secondFactorPasskey.path, { challenge: `${challenge.split('.')[0]}.AAAA`, credential: device.get(passkey) });
    assert.equal(mismatched.status, 401);
  });

  it('an account with an authenticator and a passkey is offered both, and the code still works', async () => {
    const member = await signUpMember({ tag: 'passkey-both' });
    const started = await member.client.call('POST', SECOND_FACTOR_API.startAuthenticator.path, { currentPassword: member.password });
    const confirmed = await member.client.call('POST', SECOND_FACTOR_API.confirmAuthenticator.path, { code: await generate({ secret: started.body.data.secret }) });
    assert.equal(confirmed.status, 200, confirmed.text);
    await addPasskey(member);
    const first = await new Client().signIn(member.email, member.password);
    assert.deepEqual(first.body.data.secondFactor.methods, ['authenticator', 'recovery-code', 'passkey']);
    const code = await new Client().call('POST', AUTHENTICATE_API.secondFactor.path, { challenge: first.body.data.secondFactor.challenge, code: confirmed.body.data.codes[0] });
    assert.equal(code.status, 200, code.text);
  });
});

describe('renaming and removing passkeys', () => {
  it('renames and removes only the member\'s own; removing the last one turns two-step sign-in off and emails the owner', async () => {
    const [member, other] = await Promise.all([signUpMember({ tag: 'passkey-remove' }), signUpMember({ tag: 'passkey-remove-other' })]);
    const { added } = await addPasskey(member);
    const id = added.body.data.passkey.id;
    const path = (passkeyId: unknown) => fillPath(SECOND_FACTOR_API.renamePasskey.path, { id: String(passkeyId) });
    const renamed = await member.client.call('PUT', path(id), { name: 'Old laptop' });
    assert.equal(renamed.status, 200, renamed.text);
    assert.equal(renamed.body.data.name, 'Old laptop');
    assert.equal((await other.client.call('PUT', path(id), { name: 'Mine now' })).status, 404, "another member's passkey");
    assert.equal((await member.client.call('PUT', path('abc'), { name: 'x' })).status, 400);
    assert.equal((await member.client.call('PUT', path(id), { name: 'Two\nlines' })).status, 400);

    const removePath = fillPath(SECOND_FACTOR_API.removePasskey.path, { id: String(id) });
    assert.equal((await other.client.call('POST', removePath, { currentPassword: other.password })).status, 404, "another member's passkey");
    assert.equal((await member.client.call('POST', removePath, { currentPassword: 'wrong-password' })).status, 400);
    const removed = await member.client.call('POST', removePath, { currentPassword: member.password });
    assert.equal(removed.status, 200, removed.text);
    assert.deepEqual(removed.body.data, { authenticator: null, passkeys: [], recoveryCodesLeft: 0 });
    assert.equal(Number((await sql('SELECT COUNT(*) AS n FROM recovery_codes WHERE user_id = $1', [member.id]))[0].n), 0);
    const mail = await waitForMailWhere(member.email, (m) => m.subject === 'A passkey was removed from your GRO account');
    assert.match(mail.text ?? '', /two-step sign-in is off/);
    assert.ok((await new Client().signIn(member.email, member.password)).body.data.token, 'the password alone signs in again');
  });

  it("an admin's reset takes a member's passkeys away too", async () => {
    const member = await signUpMember({ tag: 'passkey-reset' });
    const { device } = await addPasskey(member);
    const admin = await signInAdmin();
    const reset = await admin.call('POST', fillPath(SECOND_FACTOR_API.reset.path, { id: String(member.id) }));
    assert.equal(reset.status, 200, reset.text);
    assert.equal((await signInWithPasskey(device)).reply.status, 401);
    assert.equal(Number((await sql('SELECT COUNT(*) AS n FROM passkeys WHERE user_id = $1', [member.id]))[0].n), 0);
  });
});

describe('the relying party', () => {
  it('is PUBLIC_URL\'s host and origin; a loopback address is localhost, since an IP address cannot hold passkeys', () => {
    assert.deepEqual(relyingPartyFrom({ PUBLIC_URL: 'https://members.gro.org' }), { id: 'members.gro.org', origin: 'https://members.gro.org', name: 'GRO' });
    assert.deepEqual(relyingPartyFrom({ PUBLIC_URL: 'http://127.0.0.1:4437' }), { id: 'localhost', origin: 'http://localhost:4437', name: 'GRO' });
    assert.deepEqual(relyingPartyFrom({ PORT: '1400' }), { id: 'localhost', origin: 'http://localhost:1400', name: 'GRO' });
  });
});
