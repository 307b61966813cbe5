import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generate } from 'otplib';
import { ACCOUNT_API, ACCOUNT_LIMITS, AUTH_TEXTS, RECOVERY_CODE, SECOND_FACTOR_API, SECOND_FACTOR_LIMITS, SECOND_FACTOR_REASON, SECOND_FACTOR_TEXTS, ADMIN_ACTIVITY_API, fillPath } from '@gro/config';
import { issueChallenge, readChallenge } from '../src/api/second-factor/domain/challenge';
import { Client, makeAdmin, signInAdmin, signUpMember, sql, waitForMailWhere } from './helpers';

/**
 * Two-step sign-in over HTTP: setting up an authenticator from My Account, the sign-in's second
 * step (each code once, recovery codes once, its own limit), and the one-time sign-in link, which
 * stands in for the password only.
 */

const PERIOD = SECOND_FACTOR_LIMITS.periodSeconds;
/** The code the authenticator shows `steps` periods from now. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * PERIOD });

/** A signed-up member with an authenticator confirmed: its secret and recovery codes. */
async function memberWithAuthenticator(tag = 'factor') {
  const member = await signUpMember({ tag });
  const started = await member.client.call('POST', SECOND_FACTOR_API.startAuthenticator.path, { currentPassword: member.password });
  assert.equal(started.status, 200, started.text);
  const secret: string = started.body.data.secret;
  const confirmed = await member.client.call('POST', SECOND_FACTOR_API.confirmAuthenticator.path, { code: await codeAt(secret) });
  assert.equal(confirmed.status, 200, confirmed.text);
  return { ...member, secret, recoveryCodes: confirmed.body.data.codes as string[] };
}

const fieldErrors = (body: any) => Object.fromEntries((body.details?.errors ?? []).map((e: any) => [e.path.join('.'), e.message]));
const secondStep = (client: Client, challenge: unknown, code: unknown) => client.call('POST', '/authenticate/second-factor', { challenge, code });

describe('setting up an authenticator', () => {
  it('needs the current password; a code confirms it and answers ten recovery codes, shown once; the secret is stored sealed', async () => {
    const member = await signUpMember({ tag: 'factor-setup' });
    const wrong = await member.client.call('POST', SECOND_FACTOR_API.startAuthenticator.path, { currentPassword: 'not-my-password' });
    assert.equal(wrong.status, 400);
    assert.deepEqual(fieldErrors(wrong.body), { currentPassword: AUTH_TEXTS.currentPasswordWrong });

    const started = await member.client.call('POST', SECOND_FACTOR_API.startAuthenticator.path, { currentPassword: member.password });
    assert.equal(started.status, 200, started.text);
    const { secret, uri, qrCode } = started.body.data;
    assert.match(secret, /^[A-Z2-7]{32}$/);
    assert.ok(uri.startsWith('otpauth://totp/GRO:') && uri.includes(`secret=${secret}`), uri);
    assert.match(qrCode, /^data:image\/png;base64,/);
    assert.equal(started.headers.get('cache-control'), 'private, no-store');

    const stored = await sql('SELECT secret_sealed, enabled_at FROM authenticators WHERE user_id = $1', [member.id]);
    assert.equal(stored.length, 1);
    assert.ok(!String(stored[0].secret_sealed).includes(secret), 'the secret is never stored as text');
    assert.equal(stored[0].enabled_at, null, 'not on before a code confirms it');
    assert.deepEqual((await member.client.call('GET', SECOND_FACTOR_API.status.path)).body.data, { authenticator: null, passkeys: [], recoveryCodesLeft: 0 });
    assert.equal((await new Client().signIn(member.email, member.password)).body.data.token !== undefined, true, 'a password alone still signs in');

    const badCode = await member.client.call('POST', SECOND_FACTOR_API.confirmAuthenticator.path, { code: '000000' === (await codeAt(secret)) ? '111111' : '000000' });
    assert.equal(badCode.status, 400);
    assert.deepEqual(fieldErrors(badCode.body), { code: SECOND_FACTOR_TEXTS.codeInvalid });
    const confirmed = await member.client.call('POST', SECOND_FACTOR_API.confirmAuthenticator.path, { code: await codeAt(secret) });
    assert.equal(confirmed.status, 200, confirmed.text);
    assert.deepEqual(confirmed.body.message, SECOND_FACTOR_TEXTS.turnedOn);
    const codes: string[] = confirmed.body.data.codes;
    assert.equal(codes.length, SECOND_FACTOR_LIMITS.recoveryCodes);
    assert.equal(new Set(codes).size, codes.length);
    for (const code of codes) assert.match(code, RECOVERY_CODE);
    const hashes = await sql('SELECT code_hash FROM recovery_codes WHERE user_id = $1', [member.id]);
    assert.equal(hashes.length, codes.length);
    assert.ok(hashes.every((h) => !codes.some((c) => String(h.code_hash).includes(c))), 'recovery codes are stored hashed');

    const status = (await member.client.call('GET', SECOND_FACTOR_API.status.path)).body.data;
    assert.ok(status.authenticator?.enabledAt);
    assert.equal(status.recoveryCodesLeft, SECOND_FACTOR_LIMITS.recoveryCodes);
    assert.equal((await member.client.call('POST', SECOND_FACTOR_API.confirmAuthenticator.path, { code: await codeAt(secret, 1) })).status, 409);
    assert.equal((await member.client.call('POST', SECOND_FACTOR_API.startAuthenticator.path, { currentPassword: member.password })).status, 409);
    await waitForMailWhere(member.email, (m) => m.subject === 'Two-step sign-in is on for your GRO account');
  });

  it('refuses hostile bodies with a 4xx, never a 500', async () => {
    const member = await signUpMember({ tag: 'factor-hostile' });
    const bodies = [{ code: 123456 }, { code: { $gt: '' } }, { code: 'x'.repeat(100_000) }, { code: '12345\u0000' }, { code: ['123456'] }, {}, { __proto__: { code: '1' } }];
    for (const body of bodies) {
      const res = await member.client.call('POST', SECOND_FACTOR_API.confirmAuthenticator.path, body);
      assert.ok(res.status >= 400 && res.status < 500, `${JSON.stringify(body).slice(0, 40)}: ${res.status}`);
    }
    assert.equal((await new Client().call('GET', SECOND_FACTOR_API.status.path)).status, 401, 'signed in only');
  });
});

describe('signing in with two-step sign-in', () => {
  it('a right password answers a challenge, not a session; the code opens the session once, and a replayed code is refused', async () => {
    const member = await memberWithAuthenticator('factor-signin');
    const browser = new Client();
    const first = await browser.signIn(member.email, member.password, true);
    assert.equal(first.status, 200);
    assert.deepEqual(first.body.message, SECOND_FACTOR_TEXTS.codeNeeded);
    assert.equal(first.body.data.token, undefined, 'no access token before the code');
    assert.equal(first.setCookie.length, 0, 'no refresh cookie before the code');
    const { challenge, methods } = first.body.data.secondFactor;
    assert.deepEqual(methods, ['authenticator', 'recovery-code']);

    const code = await codeAt(member.secret, 1);
    const second = await secondStep(browser, challenge, code.replace(/(\d{3})/, '$1 '));
    assert.equal(second.status, 200, second.text);
    assert.ok(second.body.data.token);
    assert.ok(browser.cookies.size > 0, 'the refresh cookie is set');
    browser.token = second.body.data.token;
    assert.equal((await browser.call('GET', '/account')).status, 200);

    const again = await new Client().signIn(member.email, member.password);
    const replay = await secondStep(new Client(), again.body.data.secondFactor.challenge, code);
    assert.equal(replay.status, 400, 'a code is accepted once');
    assert.deepEqual(fieldErrors(replay.body), { code: SECOND_FACTOR_TEXTS.codeInvalid });
    const older = await secondStep(new Client(), again.body.data.secondFactor.challenge, await codeAt(member.secret, 0));
    assert.equal(older.status, 400, 'nor is the code of a step before the last one accepted');
  });

  it('two parallel uses of one code open one session', async () => {
    const member = await memberWithAuthenticator('factor-race');
    const challenges = await Promise.all([0, 1].map(async () => (await new Client().signIn(member.email, member.password)).body.data.secondFactor.challenge));
    const code = await codeAt(member.secret, 1);
    const answers = await Promise.all(challenges.map((challenge) => secondStep(new Client(), challenge, code)));
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 400]);
  });

  it('a recovery code signs in once; its second use fails; the owner is told how many are left', async () => {
    const member = await memberWithAuthenticator('factor-recovery');
    const [code] = member.recoveryCodes;
    const challenge = async () => (await new Client().signIn(member.email, member.password)).body.data.secondFactor.challenge;
    const used = await secondStep(new Client(), await challenge(), ` ${code.toUpperCase()} `);
    assert.equal(used.status, 200, used.text);
    const reused = await secondStep(new Client(), await challenge(), code);
    assert.equal(reused.status, 400);
    const other = await new Client().signIn(member.email, member.password);
    assert.equal((await secondStep(new Client(), other.body.data.secondFactor.challenge, code)).status, 400);
    const mail = await waitForMailWhere(member.email, (m) => m.subject === 'A recovery code was used to sign in to GRO');
    assert.match(mail.text ?? '', new RegExp(`You have ${SECOND_FACTOR_LIMITS.recoveryCodes - 1} left`));
    const status = (await member.client.call('GET', SECOND_FACTOR_API.status.path)).body.data;
    assert.equal(status.recoveryCodesLeft, SECOND_FACTOR_LIMITS.recoveryCodes - 1);
    const fresh = await member.client.call('POST', SECOND_FACTOR_API.newRecoveryCodes.path, { currentPassword: member.password });
    assert.equal(fresh.status, 200);
    assert.equal((await secondStep(new Client(), await challenge(), member.recoveryCodes[1])).status, 400, 'new codes end the old ones');
    assert.equal((await secondStep(new Client(), await challenge(), fresh.body.data.codes[0])).status, 200);
  });

  it(`the second step has its own limit per account: past ${SECOND_FACTOR_LIMITS.attemptsPerAccount.max} wrong codes from many addresses, even the right code is 429`, async () => {
    const member = await memberWithAuthenticator('factor-limit');
    const { challenge } = (await new Client().signIn(member.email, member.password)).body.data.secondFactor;
    const right = await codeAt(member.secret, 1);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: SECOND_FACTOR_LIMITS.attemptsPerAccount.max }, () => secondStep(new Client(), challenge, wrong)));
    assert.deepEqual(answers.map((a) => a.status), Array(SECOND_FACTOR_LIMITS.attemptsPerAccount.max).fill(400));
    const refused = await secondStep(new Client(), challenge, right);
    assert.equal(refused.status, 429);
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
  });

  it('a challenge altered or made up is refused (401); a malformed body is a 400', async () => {
    const member = await memberWithAuthenticator('factor-challenge');
    const { challenge } = (await new Client().signIn(member.email, member.password)).body.data.secondFactor;
    const [payload, signature] = challenge.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...claims, u: claims.u + 1 })).toString('base64url')}.${signature}`;
    const code = await codeAt(member.secret, 1);
    for (const bad of [forged, `${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`, 'made.up']) {
      const res = await secondStep(new Client(), bad, code);
      assert.equal(res.status, 401, bad);
      assert.equal(res.body.message.message, SECOND_FACTOR_TEXTS.challengeExpired);
    }
    for (const body of [{ challenge, code: 12 }, { challenge: 'x'.repeat(5000), code }, { challenge, code: 'abc' }, { challenge: null, code }, { challenge: `${challenge}.x`, code }, { challenge: `${payload}\r\n.${signature}`, code }]) {
      const res = await new Client().call('POST', '/authenticate/second-factor', body);
      assert.equal(res.status, 400, JSON.stringify(body).slice(0, 60));
    }
    assert.equal((await secondStep(new Client(), challenge, code)).status, 200, 'the same challenge within its minutes');
  });

  it(`a challenge lasts ${SECOND_FACTOR_LIMITS.challengeMinutes} minutes of real time, and names its account and 'Remember me'`, () => {
    const key = Buffer.alloc(32, 7);
    const issued = Date.UTC(2026, 10, 29, 12);
    const challenge = issueChallenge(key, { userId: 42, rememberMe: true }, issued);
    const minutes = SECOND_FACTOR_LIMITS.challengeMinutes * 60_000;
    assert.deepEqual(readChallenge(key, challenge, issued + minutes - 1), { userId: 42, rememberMe: true });
    assert.equal(readChallenge(key, challenge, issued + minutes), null);
    assert.equal(readChallenge(Buffer.alloc(32, 8), challenge, issued), null, 'another key');
  });

  it('the one-time sign-in link mailed after too many wrong passwords still asks for the code', async () => {
    const member = await memberWithAuthenticator('factor-link');
    const failures = ACCOUNT_LIMITS.signInFailuresPerAccount.max;
    const answers = await Promise.all(Array.from({ length: failures + 1 }, (_, i) => new Client().signIn(member.email, `wrong-${i}`)));
    assert.equal(answers.filter((a) => a.status === 429).length, 1);
    const mail = await waitForMailWhere(member.email, (m) => /\/signin\/link\?token=/.test(m.text ?? ''));
    const token = /\/signin\/link\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
    assert.ok(token, 'the sign-in link was mailed');
    const browser = new Client();
    const linked = await browser.call('POST', '/authenticate/sign-in-link', { token });
    assert.equal(linked.status, 200, linked.text);
    assert.equal(linked.body.data.token, undefined, 'the link alone opens no session');
    assert.equal(linked.setCookie.length, 0);
    const second = await secondStep(browser, linked.body.data.secondFactor.challenge, await codeAt(member.secret, 1));
    assert.equal(second.status, 200, second.text);
  });

  it('turning it off needs the password; then the password alone signs in, and the recovery codes are gone', async () => {
    const member = await memberWithAuthenticator('factor-off');
    assert.equal((await member.client.call('POST', SECOND_FACTOR_API.removeAuthenticator.path, { currentPassword: 'wrong-password' })).status, 400);
    const off = await member.client.call('POST', SECOND_FACTOR_API.removeAuthenticator.path, { currentPassword: member.password });
    assert.equal(off.status, 200, off.text);
    assert.deepEqual(off.body.data, { authenticator: null, passkeys: [], recoveryCodesLeft: 0 });
    const signIn = await new Client().signIn(member.email, member.password);
    assert.ok(signIn.body.data.token, 'a session at once');
    assert.equal(Number((await sql('SELECT COUNT(*) AS n FROM recovery_codes WHERE user_id = $1', [member.id]))[0].n), 0);
    await waitForMailWhere(member.email, (m) => m.subject === 'Two-step sign-in is off for your GRO account');
    assert.equal((await member.client.call('POST', SECOND_FACTOR_API.removeAuthenticator.path, { currentPassword: member.password })).status, 400, 'already off');
  });
});

describe('an account suspended between the two steps', () => {
  it('gets no session from the second step, even with the right code', async () => {
    const member = await memberWithAuthenticator('factor-suspended');
    const browser = new Client();
    const first = await browser.signIn(member.email, member.password);
    const sessionsBefore = Number((await sql('SELECT COUNT(*) AS n FROM auth_sessions_user_lnk WHERE user_id = $1', [member.id]))[0].n);
    await sql("UPDATE up_users SET status = 'Suspended' WHERE id = $1", [member.id]);
    const second = await secondStep(browser, first.body.data.secondFactor.challenge, await codeAt(member.secret, 1));
    assert.equal(second.status, 403, second.text);
    assert.equal(second.body.data, null);
    assert.equal(second.setCookie.length, 0);
    assert.equal(Number((await sql('SELECT COUNT(*) AS n FROM auth_sessions_user_lnk WHERE user_id = $1', [member.id]))[0].n), sessionsBefore);
  });
});

describe('how often it can be turned on and off', () => {
  it(`is limited to ${SECOND_FACTOR_LIMITS.changesPerAccount.max} changes a day per account (each emails the owner); past it, 429 and nothing changes`, async () => {
    const member = await memberWithAuthenticator('factor-changes');
    const turnOn = async () => {
      const started = await member.client.call('POST', SECOND_FACTOR_API.startAuthenticator.path, { currentPassword: member.password });
      assert.equal(started.status, 200, started.text);
      return member.client.call('POST', SECOND_FACTOR_API.confirmAuthenticator.path, { code: await codeAt(started.body.data.secret) });
    };
    const turnOff = () => member.client.call('POST', SECOND_FACTOR_API.removeAuthenticator.path, { currentPassword: member.password });
    // The first change was memberWithAuthenticator's.
    for (let change = 2; change <= SECOND_FACTOR_LIMITS.changesPerAccount.max; change += 1) {
      const answer = change % 2 === 0 ? await turnOff() : await turnOn();
      assert.equal(answer.status, 200, `change ${change}: ${answer.text}`);
    }
    const over = SECOND_FACTOR_LIMITS.changesPerAccount.max % 2 === 0 ? await turnOn() : await turnOff();
    assert.equal(over.status, 429, over.text);
    const state = await member.client.call('GET', SECOND_FACTOR_API.status.path);
    assert.equal(state.body.data.authenticator === null, SECOND_FACTOR_LIMITS.changesPerAccount.max % 2 === 0, 'the refused change changed nothing');
  });
});

describe('staff sessions and the admin reset', () => {
  it('a password-only session of an admin who has a factor cannot call an admin route; the session that set it up can', async () => {
    const member = await signUpMember({ tag: 'factor-staff' });
    await makeAdmin(member.id);
    // Opened before the factor existed: a password alone.
    const older = new Client();
    assert.equal((await older.signIn(member.email, member.password)).status, 200);
    const started = await member.client.call('POST', SECOND_FACTOR_API.startAuthenticator.path, { currentPassword: member.password });
    const confirmed = await member.client.call('POST', SECOND_FACTOR_API.confirmAuthenticator.path, { code: await codeAt(started.body.data.secret) });
    assert.equal(confirmed.status, 200, confirmed.text);

    const refused = await older.call('GET', ADMIN_ACTIVITY_API.list.path);
    assert.equal(refused.status, 403, refused.text);
    assert.equal(refused.body.details.reason, SECOND_FACTOR_REASON);
    assert.deepEqual(refused.body.message, { title: SECOND_FACTOR_TEXTS.gate.verify.title, message: SECOND_FACTOR_TEXTS.gate.verify.message });
    assert.equal((await older.call('GET', '/dashboard')).status, 403, 'nothing else either');
    const account = await older.call('GET', ACCOUNT_API.find.path);
    assert.equal(account.status, 200, 'the account still loads, so the web shows the gate');
    assert.deepEqual(account.body.data.secondFactor, { required: false, gate: 'verify' });

    assert.equal((await member.client.call('GET', ADMIN_ACTIVITY_API.list.path)).status, 200, 'the session where the code was given');
    assert.deepEqual((await member.client.call('GET', ACCOUNT_API.find.path)).body.data.secondFactor, { required: false, gate: null });
    const fresh = await new Client().signIn(member.email, member.password);
    assert.equal(fresh.body.data.token, undefined, 'a password alone opens no session now');
  });

  it("an admin's reset takes a member's lost factor away, is logged and emailed, and ends their sessions", async () => {
    const member = await memberWithAuthenticator('factor-reset');
    const admin = await signInAdmin();
    const resetPath = (id: number | string) => fillPath(SECOND_FACTOR_API.reset.path, { id });

    assert.equal((await member.client.call('POST', resetPath(member.id))).status, 403, 'members cannot');
    assert.equal((await admin.call('POST', resetPath('1e3'))).status, 400);
    assert.equal((await admin.call('POST', resetPath(2_000_000_000))).status, 404);
    const adminId = (await admin.call('GET', ACCOUNT_API.find.path)).body.data.id;
    assert.equal((await admin.call('POST', resetPath(adminId))).status, 400, 'their own is turned off from My Account');

    const [first, second] = await Promise.all([admin.call('POST', resetPath(member.id)), admin.call('POST', resetPath(member.id))]);
    assert.deepEqual([first.status, second.status].sort(), [200, 409], 'of two resets at once, one resets');
    const done = first.status === 200 ? first : second;
    assert.deepEqual(done.body.message, SECOND_FACTOR_TEXTS.reset('Test Member'));

    const entries = await sql("SELECT action, subject, subject_id, summary FROM admin_activities WHERE subject = 'user' AND subject_id = $1 AND action = 'reset'", [String(member.id)]);
    assert.equal(entries.length, 1);
    assert.match(entries[0].summary, /^Reset two-step sign-in of Test Member$/);
    assert.equal(Number((await sql('SELECT COUNT(*) AS n FROM authenticators WHERE user_id = $1', [member.id]))[0].n), 0);
    assert.equal(Number((await sql('SELECT COUNT(*) AS n FROM recovery_codes WHERE user_id = $1', [member.id]))[0].n), 0);
    assert.equal((await member.client.call('GET', ACCOUNT_API.find.path)).status, 401, 'signed out everywhere');
    const mail = await waitForMailWhere(member.email, (m) => m.subject === 'Two-step sign-in was reset on your GRO account');
    assert.match(mail.text ?? '', /Your password alone signs you in now/);
    assert.ok((await new Client().signIn(member.email, member.password)).body.data.token, 'the password alone signs in again');
  });
});
