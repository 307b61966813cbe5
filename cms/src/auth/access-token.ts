import crypto from 'node:crypto';
import jsonwebtoken, { type Algorithm } from 'jsonwebtoken';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';

type JwtService = { issue(payload: { id: number; sid: number }): string };

const jwt = (strapi: Core.Strapi) => strapi.plugin('users-permissions').service('jwt') as JwtService;

/** A short-lived access token naming the user and the session it belongs to. */
export function issueAccessToken(strapi: Core.Strapi, userId: number, sessionId: number): string {
  return jwt(strapi).issue({ id: userId, sid: sessionId });
}

/** The bearer token of a Koa context or a policy context (which has no ctx.get). */
export function bearer(ctx: Pick<Context, 'request'>): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(ctx.request.header.authorization ?? '');
  return match ? match[1] : null;
}

type Verifier = { secret: string; algorithm: Algorithm; key: crypto.KeyObject };
let verifier: Verifier | null = null;

/**
 * The key that checks access tokens, made once from the plugin's secret (jsonwebtoken would turn
 * the secret string into a key on every request: a third of a signed-in read's time). Made again
 * if the configured secret or algorithm changes.
 */
function verifierOf(strapi: Core.Strapi): Verifier {
  const secret = strapi.config.get('plugin::users-permissions.jwtSecret') as string;
  const algorithm = ((strapi.config.get('plugin::users-permissions.jwt', {}) as { algorithm?: Algorithm }).algorithm ?? 'HS256') as Algorithm;
  if (verifier?.secret !== secret || verifier.algorithm !== algorithm) {
    verifier = { secret, algorithm, key: crypto.createSecretKey(Buffer.from(secret, 'utf8')) };
  }
  return verifier;
}

/**
 * The user and session a valid access token names; null when it is forged, expired or malformed.
 * The same check as the users-permissions plugin's jwt service (its secret, only its algorithm).
 */
export async function readAccessToken(strapi: Core.Strapi, token: string): Promise<{ userId: number; sessionId: number } | null> {
  const { key, algorithm } = verifierOf(strapi);
  let payload: { id?: unknown; sid?: unknown };
  try {
    payload = jsonwebtoken.verify(token, key, { algorithms: [algorithm] }) as { id?: unknown; sid?: unknown };
  } catch {
    return null;
  }
  if (typeof payload?.id !== 'number' || typeof payload.sid !== 'number') return null;
  return { userId: payload.id, sessionId: payload.sid };
}
