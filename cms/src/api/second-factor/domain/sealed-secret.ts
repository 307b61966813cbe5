import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';

/**
 * Authenticator secrets are stored sealed (AES-256-GCM), never as text: a copy of the database
 * alone does not give anyone a member's codes. The key is SECOND_FACTOR_KEY (32 bytes, as 64 hex
 * digits or base64); without it, a key derived (HKDF) from the access tokens' secret, JWT_SECRET,
 * which the server needs anyway. Changing either makes the stored secrets unreadable: their owners
 * set up their authenticator again (an admin resets it).
 */
const VERSION = 'v1';
const KEY_BYTES = 32;

/** The key SECOND_FACTOR_KEY holds, or null when unset; throws on a value that is not 32 bytes. */
export function configuredKey(value: string | undefined): Buffer | null {
  const raw = value?.trim();
  if (!raw) return null;
  const bytes = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (bytes.length !== KEY_BYTES || (!/^[0-9a-fA-F]{64}$/.test(raw) && bytes.toString('base64').replace(/=+$/, '') !== raw.replace(/=+$/, ''))) {
    throw new Error('SECOND_FACTOR_KEY must be 32 random bytes, as 64 hex digits or base64 (openssl rand -base64 32).');
  }
  return bytes;
}

/** The access tokens' secret, from which the keys are derived when SECOND_FACTOR_KEY is unset. */
const tokenSecret = (strapi: Core.Strapi) => String(strapi.config.get('plugin::users-permissions.jwtSecret') ?? '');

/** A 32-byte key for `purpose`, from SECOND_FACTOR_KEY or the access tokens' secret. */
export function derivedKey(strapi: Core.Strapi, purpose: string): Buffer {
  const base = configuredKey(process.env.SECOND_FACTOR_KEY) ?? Buffer.from(tokenSecret(strapi), 'utf8');
  if (base.length === 0) throw new Error('No key for two-step sign-in: set SECOND_FACTOR_KEY or JWT_SECRET.');
  return Buffer.from(crypto.hkdfSync('sha256', base, Buffer.alloc(0), `gro ${purpose}`, KEY_BYTES));
}

export function sealSecret(key: Buffer, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/** The secret, or null when the text was not sealed with this key (or was altered). */
export function openSecret(key: Buffer, text: string): string | null {
  const [version, iv, tag, sealed] = text.split('.');
  if (version !== VERSION || !iv || !tag || !sealed) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
