import crypto from 'node:crypto';
import { PASSKEY_LIMITS } from '@gro/config';
import { openToken, signToken } from './signed-token';

/**
 * The question a browser's passkey signs: adding a passkey (for one account) or signing in with one
 * alone. Nothing is stored for it: it names what it is for, the account, when it expires and a
 * random part, and is signed (signed-token) with the server's key, so it cannot be made or changed.
 * It is the WebAuthn challenge as UTF-8 text; the browser sends it back base64url-encoded inside
 * the answer it signed. That it is answered once is the caller's check (a once-only count).
 */
type PasskeyPurpose = 'add' | 'sign-in';
type PasskeyClaims = { purpose: PasskeyPurpose; userId: number | null };

export function issuePasskeyChallenge(key: Buffer, claims: PasskeyClaims, nowMs: number): string {
  return signToken(key, { p: claims.purpose, u: claims.userId, e: nowMs + PASSKEY_LIMITS.challengeMinutes * 60_000, n: crypto.randomBytes(12).toString('base64url') });
}

/** The claims of a challenge this server signed for `purpose` and that has not expired; null otherwise. */
export function readPasskeyChallenge(key: Buffer, challenge: string, purpose: PasskeyPurpose, nowMs: number): PasskeyClaims | null {
  const claims = openToken(key, challenge);
  if (!claims) return null;
  const { p, u, e } = claims;
  if (p !== purpose || typeof e !== 'number' || e <= nowMs) return null;
  if (u !== null && (typeof u !== 'number' || !Number.isSafeInteger(u) || u <= 0)) return null;
  if (purpose === 'add' && u === null) return null;
  return { purpose, userId: u };
}

/** The challenge inside a browser's answer (its clientDataJSON), as the text the server issued; null when unreadable. */
export function answeredChallenge(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? Buffer.from(data.challenge, 'base64url').toString('utf8') : null;
  } catch {
    return null;
  }
}
