import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { REFRESH_COOKIE } from '@gro/config';
import { Client, api, approveCompany, sql, uniqueEmail, verifyFromMail, waitForMailWhere } from '../helpers';

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
const BCRYPT_ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Known values planted where secrets live: any answer body holding one of them leaked a secret. */
export type Markers = { passwordHash: string; resetTokenHash: string; refreshTokenHash: string };

function makeMarkers(): Markers {
  const random = (n: number, alphabet = BCRYPT_ALPHABET) => Array.from(crypto.randomBytes(n), (b) => alphabet[b % alphabet.length]).join('');
  return {
    // A well-formed bcrypt hash, so a sign-in as this member compares and fails instead of throwing.
    passwordHash: `$2b$10$FuzzMarkerPasswordHash${random(31)}`,
    resetTokenHash: `fuzzmarkerresettoken${random(44, '0123456789abcdef')}`,
    refreshTokenHash: `fuzzmarkerrefreshtoken${random(42, '0123456789abcdef')}`,
  };
}

/**
 * A member with a company, signed in (the fuzz suite's authenticated requests carry their bearer
 * token), whose password hash, reset token hash and refresh token hash are replaced by markers.
 */
export async function plantedMember(): Promise<{ client: Client; markers: Markers }> {
  const markers = makeMarkers();
  const client = new Client();
  const email = uniqueEmail('fuzz');
  const password = 'Quartz-meadow-64';
  const chapterId = (await api('/chapter/active')).body.data[0].id;
  const form = { firstname: 'Fuzz', lastname: 'Member', email, phoneNumber: '(313) 555-0199', password, chapterId };
  const signUp = await client.call('POST', '/authenticate/signup', form);
  assert.equal(signUp.status, 201);
  await verifyFromMail(email);
  assert.equal((await client.signIn(email, password)).status, 200);
  const company = { name: `Fuzz Works ${Date.now()}`, description: 'Fuzzing.', address: '1 Campus Martius', city: 'Detroit' };
  const created = await client.call('POST', '/company', company);
  assert.equal(created.status, 201);
  await approveCompany(created.body.data.company.uuid);

  assert.equal((await new Client().call('POST', '/authenticate/forgot-password', { email })).status, 200);
  const mail = await waitForMailWhere(email, (m) => /password-reset\?token=/.test(m.text ?? ''));
  const token = /password-reset\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
  assert.ok(token, 'the reset mail carries a token');
  const refresh = client.cookies.get(REFRESH_COOKIE);
  assert.ok(refresh, 'the sign-in set the refresh cookie');

  await sql('UPDATE up_users SET password = $1 WHERE id = $2', [markers.passwordHash, signUp.body.data.user.id]);
  await sql('UPDATE password_resets SET token_hash = $1 WHERE token_hash = $2', [markers.resetTokenHash, sha256(token)]);
  await sql('UPDATE auth_refresh_tokens SET token_hash = $1 WHERE token_hash = $2', [markers.refreshTokenHash, sha256(decodeURIComponent(refresh))]);
  const [planted] = await sql(
    `SELECT (SELECT COUNT(*) FROM up_users WHERE password = $1) AS a, (SELECT COUNT(*) FROM password_resets WHERE token_hash = $2) AS b,
            (SELECT COUNT(*) FROM auth_refresh_tokens WHERE token_hash = $3) AS c`,
    [markers.passwordHash, markers.resetTokenHash, markers.refreshTokenHash],
  );
  assert.deepEqual([Number(planted.a), Number(planted.b), Number(planted.c)], [1, 1, 1], 'every marker is in place');
  client.cookies.clear();
  return { client, markers };
}

/** Each marker's fixed part, found even when an answer cuts or escapes the value. */
const STEMS = ['FuzzMarkerPasswordHash', 'fuzzmarkerresettoken', 'fuzzmarkerrefreshtoken'];

/** The marker an answer body holds, or null. */
export function leakedMarker(body: Buffer, markers: Markers): string | null {
  const found = [...Object.values(markers), ...STEMS].find((value) => body.includes(value));
  return found ?? null;
}
