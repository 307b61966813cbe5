import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  AUTH_COOKIE_PATH,
  AUTH_LIMITS,
  AUTH_TEXTS,
  EMAIL_INVALID,
  FORM_LABELS,
  PASSWORD_MIN,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_COMMON,
  NEW_PASSWORD_REQUIRED,
  REFRESH_COOKIE,
  RATE_LIMITS,
  mustMatch,
  requiredLabel,
} from '@gro/config';
import { Client, api, bcryptHashOfCost, count, setClockOffset, sql, uniqueEmail, waitForMail } from './helpers';

const MEMBER_PASSWORD = 'Member-pass-for-tests-1';
const SEEDED = 'marcus.bell@example.com';

async function activeChapterId() {
  return (await api('/chapter/active')).body.data[0].id as number;
}

async function signUp(client = new Client(), overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  const body = {
    firstname: 'Nadia',
    lastname: 'Okoro',
    email,
    phoneNumber: '(313) 555-0190',
    phoneExt: '',
    password: 'Harbor-lantern-42',
    chapterId: await activeChapterId(),
    ...overrides,
  };
  const res = await client.call('POST', '/authenticate/signup', body);
  if (res.status === 201) client.token = res.body.data.token;
  return { client, res, email: (body.email as string), password: body.password as string };
}

/** The secret the server under test signs access tokens with: its environment's, else the one generated into cms/.env. */
function serverJwtSecret(): string {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const line = fs.readFileSync(path.join(process.cwd(), '.env'), 'utf8').split('\n').find((l) => l.startsWith('JWT_SECRET='));
  assert.ok(line, 'JWT_SECRET in cms/.env');
  return line.slice('JWT_SECRET='.length).trim();
}

const fieldErrors = (body: any) => Object.fromEntries((body.details?.errors ?? []).map((e: any) => [e.path.join('.'), e.message]));

after(() => setClockOffset(0));

describe('POST /api/authenticate (sign-in)', () => {
  it('signs a seeded member in: short-lived token, the user, a refresh cookie on the auth path', async () => {
    const client = new Client();
    const res = await client.signIn(SEEDED, MEMBER_PASSWORD);
    assert.equal(res.status, 200);
    assert.equal(res.body.ok, true);
    assert.equal(res.body.data.user.email, SEEDED);
    assert.equal(res.body.data.user.fullname, 'Marcus Bell');
    assert.deepEqual(res.body.data.user.role, [{ name: 'Member' }]);
    assert.deepEqual(res.body.message, AUTH_TEXTS.signedIn);
    const [, payload] = res.body.data.token.split('.');
    const { iat, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString());
    assert.ok(exp - iat <= AUTH_LIMITS.accessTokenMaxMinutes * 60, 'access token lives 15 minutes or less');
    const cookie = res.setCookie.find((c) => c.startsWith(`${REFRESH_COOKIE}=`))!;
    assert.match(cookie, /httponly/i);
    assert.match(cookie, /samesite=lax/i);
    assert.match(cookie, new RegExp(`path=${AUTH_COOKIE_PATH}`, 'i'));
    assert.doesNotMatch(cookie, /expires=/i, 'without Remember me the cookie ends with the browser session');
  });

  it("'Remember me' makes the refresh cookie last 30 days", async () => {
    const res = await new Client().signIn(SEEDED, MEMBER_PASSWORD, true);
    const cookie = res.setCookie.find((c) => c.startsWith(`${REFRESH_COOKIE}=`))!;
    const expires = new Date(/expires=([^;]+)/i.exec(cookie)![1]).getTime();
    const days = (expires - Date.now()) / 86_400_000;
    assert.ok(days > 29.9 && days <= 30.01, `cookie lasts ${days} days`);
  });

  it('compares emails trimmed and case-insensitively', async () => {
    assert.equal((await new Client().signIn('  Marcus.BELL@Example.com ', MEMBER_PASSWORD)).status, 200);
  });

  it('refuses a wrong password or unknown email with the same 401', async () => {
    const wrong = await new Client().signIn(SEEDED, 'not-the-password');
    const unknown = await new Client().signIn('nobody@example.com', 'not-the-password');
    assert.equal(wrong.status, 401);
    assert.deepEqual(wrong.body, unknown.body);
    assert.equal(wrong.body.message.message, AUTH_TEXTS.invalidCredentials);
  });

  it('answers the spec messages for a bad payload', async () => {
    const res = await new Client().call('POST', '/authenticate', { email: 'nope', password: '' });
    assert.equal(res.status, 400);
    assert.deepEqual(fieldErrors(res.body), { email: EMAIL_INVALID, password: PASSWORD_REQUIRED });
  });

  it('the 6th failure within 15 minutes is a 429, however the other fields vary', async () => {
    const client = new Client();
    const email = 'lucia.hernandez@example.com';
    const variants = [
      { email, password: 'wrong-1' },
      { email: email.toUpperCase(), password: 'wrong-2', rememberMe: true },
      { email: `  ${email}`, password: 'wrong-3', extra: 'x' },
      { email, password: 'wrong-4', rememberMe: false, username: 'lucia' },
      { email: 'Lucia.Hernandez@EXAMPLE.com', password: 'wrong-5', identifier: email },
    ];
    for (const body of variants) assert.equal((await client.call('POST', '/authenticate', body)).status, 401);
    const sixth = await client.call('POST', '/authenticate', { email: ` ${email.toUpperCase()} `, password: MEMBER_PASSWORD, rememberMe: true });
    assert.equal(sixth.status, 429, 'even the right password is refused once over the limit');
    assert.match(sixth.body.message.message, /Please try again in \d+ minutes?\./);
    assert.ok(Number(sixth.headers.get('retry-after')) > 0);
    // Another client IP is not affected (the window's end: sign-in-limits.test.ts).
    assert.equal((await new Client().signIn(email, MEMBER_PASSWORD)).status, 200);
  });

  it(`an IP gets ${RATE_LIMITS.signInPerIp.max} failures per 15 minutes whatever the email`, async () => {
    const client = new Client();
    for (let i = 0; i < RATE_LIMITS.signInPerIp.max; i += 1) {
      assert.equal((await client.call('POST', '/authenticate', { email: `guess${i}@example.com`, password: 'wrong-pass' })).status, 401);
    }
    assert.equal((await client.signIn(SEEDED, MEMBER_PASSWORD)).status, 429);
  });

  it('refuses Suspended and Inactive members with a clear message', async () => {
    const suspended = await new Client().signIn('kevin.nguyen@example.com', MEMBER_PASSWORD);
    assert.equal(suspended.status, 403);
    assert.equal(suspended.body.message.message, AUTH_TEXTS.accountStatus.Suspended);
    const inactive = await new Client().signIn('denise.carter@example.com', MEMBER_PASSWORD);
    assert.equal(inactive.status, 403);
    assert.equal(inactive.body.message.message, AUTH_TEXTS.accountStatus.Inactive);
  });
});

describe('POST /api/authenticate/signup', () => {
  it('creates an Active member in the chosen chapter with the Member role, and signs in', async () => {
    const chapterId = await activeChapterId();
    const { client, res, email } = await signUp(new Client(), { email: `  New.Member.${Date.now()}@Example.COM `, chapterId });
    assert.equal(res.status, 201);
    assert.equal(res.body.data.user.email, email.trim().toLowerCase());
    assert.equal(res.body.data.user.status, 'Active');
    assert.equal(res.body.data.user.chapterId, chapterId);
    assert.equal(res.body.data.user.companyId, null);
    assert.deepEqual(res.body.data.user.role, [{ name: 'Member' }]);
    assert.equal((await client.call('GET', '/account')).status, 200);
    const [row] = await sql('SELECT password FROM up_users WHERE email = $1', [email.trim().toLowerCase()]);
    // A test build hashes at bcrypt's lowest cost; production's (10) is first-start.test.ts's.
    assert.match(row.password, bcryptHashOfCost(AUTH_LIMITS.bcryptTestCost), 'stored as a bcrypt hash');
  });

  it('refuses a duplicate email whatever its case, with a clear 409', async () => {
    const { email } = await signUp();
    const { res } = await signUp(new Client(), { email: email.toUpperCase() });
    assert.equal(res.status, 409);
    assert.equal(res.body.message.message, AUTH_TEXTS.emailTaken);
  });

  it('validates with the shared schemas: every message', async () => {
    const res = await new Client().call('POST', '/authenticate/signup', { email: 'x', phoneNumber: 'call me', password: 'short' });
    assert.equal(res.status, 400);
    assert.deepEqual(fieldErrors(res.body), {
      firstname: requiredLabel('First Name'),
      lastname: requiredLabel('Last Name'),
      email: EMAIL_INVALID,
      phoneNumber: 'Must be a valid phone number',
      password: PASSWORD_MIN,
      chapterId: requiredLabel('Chapter'),
    });
  });

  it('accepts a 64-character password and refuses the most common ones', async () => {
    assert.equal((await signUp(new Client(), { password: 'Lantern-'.repeat(8) })).res.status, 201);
    const common = await signUp(new Client(), { password: 'password123' });
    assert.equal(common.res.status, 400);
    assert.equal(fieldErrors(common.res.body).password, PASSWORD_TOO_COMMON);
  });

  it('refuses an inactive chapter', async () => {
    const [inactive] = await sql("SELECT id FROM chapters WHERE NOT is_active");
    const { res } = await signUp(new Client(), { chapterId: inactive.id });
    assert.equal(res.status, 400);
    assert.equal(fieldErrors(res.body).chapterId, AUTH_TEXTS.chapterUnavailable);
  });

  it(`allows ${RATE_LIMITS.signUpPerIp.max} sign-ups per hour per IP`, async () => {
    const client = new Client();
    for (let i = 0; i < RATE_LIMITS.signUpPerIp.max; i += 1) {
      assert.equal((await client.call('POST', '/authenticate/signup', {})).status, 400);
    }
    assert.equal((await signUp(client)).res.status, 429);
  });
});

describe('sessions: refresh, rotation, sign-out', () => {
  it('refresh rotates the cookie and answers a new token', async () => {
    const client = new Client();
    await client.signIn(SEEDED, MEMBER_PASSWORD);
    const before = client.cookies.get(REFRESH_COOKIE);
    const res = await client.call('POST', '/authenticate/refresh');
    assert.equal(res.status, 200);
    assert.ok(res.body.data.token);
    assert.equal(res.body.data.user.email, SEEDED);
    assert.notEqual(client.cookies.get(REFRESH_COOKIE), before);
  });

  it('reusing a rotated refresh token revokes the whole session', async () => {
    const victim = new Client();
    await victim.signIn(SEEDED, MEMBER_PASSWORD);
    const stolen = new Map(victim.cookies);
    assert.equal((await victim.call('POST', '/authenticate/refresh')).status, 200);
    victim.token = (await victim.call('POST', '/authenticate/refresh')).body.data.token;

    setClockOffset(60_000);
    try {
      const thief = new Client(victim.ip);
      thief.cookies = stolen;
      const replay = await thief.call('POST', '/authenticate/refresh');
      assert.equal(replay.status, 401);
      assert.equal((await victim.call('POST', '/authenticate/refresh')).status, 401, "the victim's newer token is revoked too");
      assert.equal((await victim.call('GET', '/account')).status, 401, 'and so is the access token of that session');
    } finally {
      setClockOffset(0);
    }
  });

  it('refresh without a cookie is a 401', async () => {
    assert.equal((await new Client().call('POST', '/authenticate/refresh')).status, 401);
  });

  it('sign-out revokes the session: its access token and refresh cookie stop working', async () => {
    const client = new Client();
    await client.signIn(SEEDED, MEMBER_PASSWORD);
    const cookies = new Map(client.cookies);
    const out = await client.call('POST', '/authenticate/signout');
    assert.equal(out.status, 200);
    assert.equal((await client.call('GET', '/account')).status, 401);
    const replay = new Client(client.ip);
    replay.cookies = cookies;
    assert.equal((await replay.call('POST', '/authenticate/refresh')).status, 401);
  });

  it('a member suspended while signed in loses access and cannot refresh', async () => {
    const { client, email } = await signUp();
    await sql("UPDATE up_users SET status = 'Suspended' WHERE email = $1", [email]);
    const me = await client.call('GET', '/account');
    assert.equal(me.status, 403);
    assert.equal(me.body.message.message, AUTH_TEXTS.accountStatus.Suspended);
    assert.equal((await client.call('POST', '/authenticate/refresh')).status, 401, 'its sessions were revoked');
  });
});

describe('password reset', () => {
  const forgot = (client: Client, email: string) => client.call('POST', '/authenticate/forgot-password', { email });

  it('answers the same for known and unknown emails', async () => {
    const known = await forgot(new Client(), SEEDED);
    const unknown = await forgot(new Client(), 'no.such.member@example.com');
    assert.equal(known.status, 200);
    assert.equal(unknown.status, known.status);
    assert.equal(unknown.text, known.text);
    assert.deepEqual(known.body.message, AUTH_TEXTS.forgotSent);
  });

  it('mails a single-use link that resets the password and revokes every session', async () => {
    const { client: first, email } = await signUp();
    const second = new Client();
    assert.equal((await second.signIn(email, 'Harbor-lantern-42', true)).status, 200);

    assert.equal((await forgot(new Client(), email)).status, 200);
    const [mail] = await waitForMail(email);
    const link = /http:\/\/gro\.test\/password-reset\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
    assert.ok(link, 'the email links to /password-reset?token=...');
    const token = decodeURIComponent(link[1]);
    assert.ok(Buffer.from(token, 'base64url').length >= 32, 'at least 32 random bytes');
    assert.equal(await count('password_resets', `token_hash = '${token}'`), 0, 'the raw token is not stored');

    const mismatch = await new Client().call('POST', '/authenticate/reset-password', { token, newPassword: 'Quiet-harbor-77', confirmPassword: 'Quiet-harbor-78' });
    assert.equal(mismatch.status, 400, 'a confirmation sent along must match');
    assert.equal(fieldErrors(mismatch.body).confirmPassword, mustMatch(FORM_LABELS.signUp.confirmPassword));
    assert.equal((await new Client().signIn(email, 'Harbor-lantern-42')).status, 200, 'the refused reset changed nothing');

    const reset = await new Client().call('POST', '/authenticate/reset-password', { token, newPassword: 'Quiet-harbor-77', confirmPassword: 'Quiet-harbor-77' });
    assert.equal(reset.status, 200);
    assert.deepEqual(reset.body.message, AUTH_TEXTS.resetDone);
    const again = await new Client().call('POST', '/authenticate/reset-password', { token, newPassword: 'Another-harbor-78' });
    assert.equal(again.status, 400);
    assert.equal(again.body.message.message, AUTH_TEXTS.resetInvalid);

    for (const old of [first, second]) {
      assert.equal((await old.call('GET', '/account')).status, 401);
      assert.equal((await old.call('POST', '/authenticate/refresh')).status, 401);
    }
    assert.equal((await new Client().signIn(email, 'Harbor-lantern-42')).status, 401);
    assert.equal((await new Client().signIn(email, 'Quiet-harbor-77')).status, 200);
    const mails = await waitForMail(email, 2);
    assert.match(mails[1].subject ?? '', /password was changed/i);
  });

  it('expires links after 30 minutes', async () => {
    const { email } = await signUp();
    await forgot(new Client(), email);
    const token = /token=([A-Za-z0-9_-]+)/.exec((await waitForMail(email))[0].text ?? '')![1];
    setClockOffset((AUTH_LIMITS.resetTokenMinutes + 1) * 60_000);
    try {
      const res = await new Client().call('POST', '/authenticate/reset-password', { token, newPassword: 'Quiet-harbor-77' });
      assert.equal(res.status, 400);
      assert.equal(res.body.message.message, AUTH_TEXTS.resetInvalid);
    } finally {
      setClockOffset(0);
    }
  });

  it('validates reset and forgot payloads with the spec messages', async () => {
    const reset = await new Client().call('POST', '/authenticate/reset-password', { token: 'abc', newPassword: '' });
    assert.equal(reset.status, 400);
    assert.equal(fieldErrors(reset.body).newPassword, NEW_PASSWORD_REQUIRED);
    const short = await new Client().call('POST', '/authenticate/reset-password', { token: 'abc', newPassword: 'short' });
    assert.equal(fieldErrors(short.body).newPassword, PASSWORD_MIN);
    const forgotBad = await new Client().call('POST', '/authenticate/forgot-password', { email: 'not an email' });
    assert.equal(forgotBad.status, 400);
    assert.equal(fieldErrors(forgotBad.body).email, EMAIL_INVALID);
  });

  it(`allows ${RATE_LIMITS.forgotPerEmail.max} requests per hour per email`, async () => {
    const email = uniqueEmail('forgot');
    for (let i = 0; i < RATE_LIMITS.forgotPerEmail.max; i += 1) assert.equal((await forgot(new Client(), email)).status, 200);
    assert.equal((await forgot(new Client(), email)).status, 429);
  });
});

describe('PUT /api/account/password', () => {
  it('needs the current password, revokes every other session and answers a new token and user', async () => {
    const { client, email, password } = await signUp();
    const other = new Client();
    await other.signIn(email, password);

    const wrong = await client.call('PUT', '/account/password', { currentPassword: 'nope-nope-1', newPassword: 'Fresh-meadow-31' });
    assert.equal(wrong.status, 400);
    assert.equal(fieldErrors(wrong.body).currentPassword, AUTH_TEXTS.currentPasswordWrong);

    const res = await client.call('PUT', '/account/password', { currentPassword: password, newPassword: 'Fresh-meadow-31' });
    assert.equal(res.status, 200);
    assert.ok(res.body.data.token);
    assert.equal(res.body.data.user.email, email);
    client.token = res.body.data.token;
    assert.equal((await client.call('GET', '/account')).status, 200);
    assert.equal((await client.call('POST', '/authenticate/refresh')).status, 200, 'this session lives on');
    assert.equal((await other.call('GET', '/account')).status, 401);
    assert.equal((await other.call('POST', '/authenticate/refresh')).status, 401);
  });

  it('validates with the spec messages', async () => {
    const { client } = await signUp();
    const res = await client.call('PUT', '/account/password', { currentPassword: '', newPassword: 'short' });
    assert.equal(res.status, 400);
    assert.deepEqual(fieldErrors(res.body), { currentPassword: requiredLabel('Current Password'), newPassword: PASSWORD_MIN });
  });
});

describe('account endpoints need a session', () => {
  for (const [method, path] of [['GET', '/account'], ['PUT', '/account'], ['PUT', '/account/password'], ['PUT', '/account/avatar'], ['GET', '/account/setting'], ['PUT', '/account/setting']]) {
    it(`${method} ${path} without a token is a 401`, async () => {
      const res = await new Client().call(method, path, method === 'PUT' ? {} : undefined);
      assert.equal(res.status, 401);
      assert.equal(res.body.ok, false);
    });
  }

  it('a forged token is a 401', async () => {
    const client = new Client();
    client.token = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MSwic2lkIjoxfQ.c2lnbmF0dXJl';
    assert.equal((await client.call('GET', '/account')).status, 401);
  });

  it('a real token with its claims changed, unsigned, or signed with another key is a 401', async () => {
    const { client } = await signUp();
    assert.equal((await client.call('GET', '/account')).status, 200);
    const [header, payload, signature] = client.token!.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = new Client();
    for (const token of [
      `${header}.${encode({ ...claims, id: claims.id + 1 })}.${signature}`,
      `${header}.${encode({ ...claims, sid: claims.sid + 1 })}.${signature}`,
      `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      `${encode({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`,
      `${header}.${payload}.${crypto.createHmac('sha256', 'not-the-secret').update(`${header}.${payload}`).digest('base64url')}`,
      `${header}.${payload}`,
    ]) {
      forged.token = token;
      assert.equal((await forged.call('GET', '/account')).status, 401, token);
    }
    assert.equal((await client.call('GET', '/account')).status, 200, 'the real token still works');
  });

  it('a token signed with the real secret for a real session is a 401 without a numeric exp, or living longer than the configured lifetime', async () => {
    const { client } = await signUp();
    const [header, payload] = client.token!.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const signed = (body: object) => {
      const unsigned = `${header}.${encode(body)}`;
      return `${unsigned}.${crypto.createHmac('sha256', serverJwtSecret()).update(unsigned).digest('base64url')}`;
    };
    const now = Math.floor(Date.now() / 1000);
    const forged = new Client();
    forged.token = signed({ ...claims, iat: now - 60, exp: now + 600 });
    assert.equal((await forged.call('GET', '/account')).status, 200, 'the test signs as the server does');
    const { exp: _exp, ...noExp } = claims;
    const { iat: _iat, ...noIat } = claims;
    for (const [what, body] of [
      ['no exp', noExp],
      ['exp as text', { ...claims, exp: String(now + 600) }],
      ['exp null', { ...claims, exp: null }],
      ['no iat, exp far ahead', { ...noIat, exp: now + 10 * 365 * 86_400 }],
      ['exp ten years after iat', { ...claims, iat: now - 60, exp: now + 10 * 365 * 86_400 }],
      [`issued more than ${AUTH_LIMITS.accessTokenMaxMinutes} minutes ago, exp ahead`, { ...claims, iat: now - (AUTH_LIMITS.accessTokenMaxMinutes + 1) * 60, exp: now + 600 }],
      ['issued in the future', { ...claims, iat: now + 3600, exp: now + 3600 + 600 }],
    ] as const) {
      forged.token = signed(body);
      const res = await forged.call('GET', '/account');
      assert.equal(res.status, 401, what);
      assert.equal(res.body.message.message, AUTH_TEXTS.sessionExpired, what);
    }
    assert.equal((await client.call('GET', '/account')).status, 200, 'the real token still works');
  });
});

describe('PUT /api/account', () => {
  it('updates the profile and validates it', async () => {
    const { client } = await signUp();
    const bad = await client.call('PUT', '/account', { firstname: '', lastname: '', email: 'bad', phoneNumber: '' });
    assert.equal(bad.status, 400);
    assert.deepEqual(fieldErrors(bad.body), {
      firstname: requiredLabel('First Name'),
      lastname: requiredLabel('Last Name'),
      email: EMAIL_INVALID,
      phoneNumber: requiredLabel('Phone Number'),
    });
    const res = await client.call('PUT', '/account', { firstname: 'Nadia', lastname: 'Okoro-Ellis', phoneNumber: '313-555-0191', phoneExt: '12' });
    assert.equal(res.status, 200);
    assert.equal(res.body.data.fullname, 'Nadia Okoro-Ellis');
    assert.equal(res.body.data.phoneExt, '12');
    assert.deepEqual(res.body.message, AUTH_TEXTS.profileSaved);
  });

  it("refuses another member's email with a 409 (behind the current password: email-change.test.ts)", async () => {
    const { client, password } = await signUp();
    const res = await client.call('PUT', '/account', { firstname: 'A', lastname: 'B', phoneNumber: '313-555-0191', email: SEEDED.toUpperCase(), currentPassword: password });
    assert.equal(res.status, 409);
  });
});

describe('no secret in any auth or account answer', () => {
  it('never returns a password hash, reset or refresh token, or a payment secret', async () => {
    const client = new Client();
    const bodies: string[] = [];
    const record = async (p: Promise<{ text: string }>) => bodies.push((await p).text);
    await record(client.call('POST', '/authenticate', { email: SEEDED, password: MEMBER_PASSWORD }).then((r) => ((client.token = r.body.data.token), r)));
    const refreshValue = client.cookies.get(REFRESH_COOKIE)!.split('.')[0];
    await record(client.call('POST', '/authenticate/refresh').then((r) => ((client.token = r.body.data.token), r)));
    await record(client.call('GET', '/account'));
    await record(client.call('GET', '/account/setting'));
    await record(client.call('POST', '/authenticate/forgot-password', { email: SEEDED }));
    const { res } = await signUp();
    bodies.push(res.text);
    for (const text of bodies) {
      assert.doesNotMatch(text, /\$2[aby]\$/, 'bcrypt hash');
      assert.doesNotMatch(text, /"(password|resetPasswordToken|confirmationToken|tokenHash|refreshToken)"/);
      assert.doesNotMatch(text, /sk_(live|test)_/);
      assert.ok(!text.includes(refreshValue), 'refresh token value');
    }
  });
});
