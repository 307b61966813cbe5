import crypto from 'crypto';
import { CHANNELS, NOTIFICATION_SETTING, type Channel, type NotificationSettingKey } from '@gro/config';

/**
 * Unsubscribe links: a token that names a member, a notification setting and a channel,
 * signed with HMAC-SHA256 under a server secret, so nobody can make one for another member or
 * another setting, and none needs a stored row. The secret is UNSUBSCRIBE_SECRET, else one derived
 * from APP_KEYS (every replica has the same), never the member's id alone.
 */
export type UnsubscribeClaim = {
  userId: number;
  key: NotificationSettingKey;
  channel: Channel;
};

const VERSION = 'u1';
const KEYS: readonly string[] = Object.values(NOTIFICATION_SETTING);
const isSettingKey = (key: string): key is NotificationSettingKey => KEYS.includes(key);
const ID = /^[0-9a-z]{1,12}$/;
/** 96 bits of HMAC (base64url): far beyond guessing, and short enough for an SMS. */
const SIGNATURE_CHARS = 16;

function secret(): string {
  const own = process.env.UNSUBSCRIBE_SECRET;
  if (own) return own;
  const appKeys = process.env.APP_KEYS;
  if (!appKeys) throw new Error('UNSUBSCRIBE_SECRET (or APP_KEYS) must be set to sign unsubscribe links');
  return crypto.createHmac('sha256', appKeys).update('gro-unsubscribe-links').digest('base64');
}

const sign = (payload: string) => crypto.createHmac('sha256', secret()).update(payload).digest('base64url').slice(0, SIGNATURE_CHARS);

/** 'u1.<id base 36>.<setting key>.<e|s>.<signature>': short enough for an SMS. */
export function unsubscribeToken({ userId, key, channel }: UnsubscribeClaim): string {
  if (!Number.isSafeInteger(userId) || userId <= 0 || !isSettingKey(key)) throw new Error('unsubscribe token: bad claim');
  const payload = `${VERSION}.${userId.toString(36)}.${key}.${channel === 'sms' ? 's' : 'e'}`;
  return `${payload}.${sign(payload)}`;
}

/** The claim of a token whose signature holds; null for anything else (malformed, tampered, another secret's). */
export function readUnsubscribeToken(token: unknown): UnsubscribeClaim | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [version, id, key, c, signature] = parts;
  if (version !== VERSION || !ID.test(id) || !isSettingKey(key) || (c !== 'e' && c !== 's') || signature.length !== SIGNATURE_CHARS) return null;
  const expected = Buffer.from(sign(parts.slice(0, 4).join('.')));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const userId = parseInt(id, 36);
  if (!Number.isSafeInteger(userId) || userId <= 0) return null;
  const channel: Channel = c === 's' ? 'sms' : 'email';
  return CHANNELS.includes(channel) ? { userId, key, channel } : null;
}

/**
 * A registered visitor's link: visitors have no account and get one kind of notice, the
 * event reminders by email, so the token names only the visitor (their registration):
 * 'v1.<visitor id base 36>.<signature>', signed with the same secret.
 */
const VISITOR_VERSION = 'v1';

export function visitorUnsubscribeToken(visitorId: number): string {
  if (!Number.isSafeInteger(visitorId) || visitorId <= 0) throw new Error('unsubscribe token: bad visitor');
  const payload = `${VISITOR_VERSION}.${visitorId.toString(36)}`;
  return `${payload}.${sign(payload)}`;
}

/** The visitor id of a visitor's token whose signature holds; null for anything else. */
export function readVisitorUnsubscribeToken(token: unknown): number | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [version, id, signature] = parts;
  if (version !== VISITOR_VERSION || !ID.test(id) || signature.length !== SIGNATURE_CHARS) return null;
  const expected = Buffer.from(sign(`${version}.${id}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  const visitorId = parseInt(id, 36);
  return Number.isSafeInteger(visitorId) && visitorId > 0 ? visitorId : null;
}
