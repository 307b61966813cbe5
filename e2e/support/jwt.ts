import crypto from 'node:crypto';
import { jwtSecret } from '../playwright.config';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An access token for the same user and session as `token`, signed like the server's, but already expired. */
export function expiredCopy(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const past = Math.floor(Date.now() / 1000) - 3600;
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ id: payload.id, sid: payload.sid, iat: past - 900, exp: past })}`;
  return `${body}.${crypto.createHmac('sha256', jwtSecret).update(body).digest('base64url')}`;
}
