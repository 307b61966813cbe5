import crypto from 'node:crypto';
import { SECOND_FACTOR_LIMITS } from '@gro/config';
import { openToken, signToken } from './signed-token';

/**
 * The sign-in challenge: after a right password (or a one-time sign-in link) of an account with
 * two-step sign-in, the server answers this instead of a session. It names the account and 'Remember
 * me', expires after SECOND_FACTOR_LIMITS.challengeMinutes and is signed (signed-token), so it cannot
 * be made or changed without the server's key; it proves only that the first step passed.
 */
type Claims = { userId: number; rememberMe: boolean };

export function issueChallenge(key: Buffer, claims: Claims, nowMs: number): string {
  return signToken(key, { u: claims.userId, r: claims.rememberMe ? 1 : 0, e: nowMs + SECOND_FACTOR_LIMITS.challengeMinutes * 60_000, n: crypto.randomBytes(9).toString('base64url') });
}

/** The claims of a challenge this server signed and that has not expired; null otherwise. */
export function readChallenge(key: Buffer, challenge: string, nowMs: number): Claims | null {
  const claims = openToken(key, challenge);
  if (!claims) return null;
  const { u, r, e } = claims;
  if (typeof u !== 'number' || !Number.isSafeInteger(u) || u <= 0 || typeof e !== 'number' || e <= nowMs) return null;
  return { userId: u, rememberMe: r === 1 };
}
