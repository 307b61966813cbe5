import crypto from 'node:crypto';
import { SECOND_FACTOR_LIMITS } from '@gro/config';

/**
 * The sign-in challenge: after a right password (or a one-time sign-in link) of an account with
 * two-step sign-in, the server answers this instead of a session. It names the account and 'Remember
 * me', expires after SECOND_FACTOR_LIMITS.challengeMinutes and is signed (HMAC-SHA256), so it cannot
 * be made or changed without the server's key; it proves only that the first step passed.
 */
type Claims = { userId: number; rememberMe: boolean };

const sign = (key: Buffer, payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url');

export function issueChallenge(key: Buffer, claims: Claims, nowMs: number): string {
  const payload = Buffer.from(
    JSON.stringify({ u: claims.userId, r: claims.rememberMe ? 1 : 0, e: nowMs + SECOND_FACTOR_LIMITS.challengeMinutes * 60_000, n: crypto.randomBytes(9).toString('base64url') }),
  ).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The claims of a challenge this server signed and that has not expired; null otherwise. */
export function readChallenge(key: Buffer, challenge: string, nowMs: number): Claims | null {
  const [payload, signature, extra] = challenge.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  try {
    const { u, r, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u: unknown; r: unknown; e: unknown };
    if (typeof u !== 'number' || !Number.isSafeInteger(u) || u <= 0 || typeof e !== 'number' || e <= nowMs) return null;
    return { userId: u, rememberMe: r === 1 };
  } catch {
    return null;
  }
}
