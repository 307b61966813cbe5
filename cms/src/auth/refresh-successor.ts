import crypto from 'crypto';

const LABEL = 'gro-refresh-successor';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The key that seals a rotated token's successor: derived from the rotated token itself (only its
 * hash is stored, so only the client that presents it can derive the key) and the server's
 * secret (so a copy of the database and an old cookie are not enough).
 */
const keyOf = (rawToken: string, secret: string) => crypto.createHmac('sha256', rawToken).update(`${LABEL}\0${secret}`).digest();

/** AES-256-GCM of `successor` under the rotated token's key: base64url of IV, tag and ciphertext. */
export function sealSuccessor(rawToken: string, successor: string, secret: string): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(rawToken, secret), iv);
  const sealed = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The successor a seal holds, or null when this token's key does not open it (another token, a damaged seal). */
export function openSuccessor(rawToken: string, sealed: string, secret: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(rawToken, secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
