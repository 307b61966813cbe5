import crypto from 'node:crypto';
import jsonwebtoken, { type Algorithm } from 'jsonwebtoken';
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { AUTH_LIMITS } from '@gro/config';

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

/**
 * When the request's bearer token expires (ms since the epoch), read without checking it: only for
 * a request an access policy has already authenticated with that token. Null without one.
 */
export function bearerExpiry(ctx: Pick<Context, 'request'>): number | null {
  const token = bearer(ctx);
  const exp = token ? (jsonwebtoken.decode(token) as { exp?: unknown } | null)?.exp : undefined;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

type Verifier = { secret: string; algorithm: Algorithm; expiresIn: unknown; lifetimeSeconds: number; key: crypto.KeyObject };
let verifier: Verifier | null = null;

/**
 * The key that checks access tokens, made once from the plugin's secret (jsonwebtoken would turn
 * the secret string into a key on every request: a third of a signed-in read's time). Made again
 * if the configured secret or algorithm changes.
 */
function verifierOf(strapi: Core.Strapi): Verifier {
  const secret = strapi.config.get('plugin::users-permissions.jwtSecret') as string;
  const options = strapi.config.get('plugin::users-permissions.jwt', {}) as { algorithm?: Algorithm; expiresIn?: unknown };
  const algorithm = (options.algorithm ?? 'HS256') as Algorithm;
  if (verifier?.secret !== secret || verifier.algorithm !== algorithm || verifier.expiresIn !== options.expiresIn) {
    verifier = { secret, algorithm, expiresIn: options.expiresIn, lifetimeSeconds: lifetimeOf(options.expiresIn), key: crypto.createSecretKey(Buffer.from(secret, 'utf8')) };
  }
  return verifier;
}

/**
 * How many seconds the tokens this server issues live (exp - iat): read the way the plugin's jwt
 * service reads its expiresIn (ACCESS_TOKEN_TTL, '15m' by default), by signing a throw-away token
 * with it; AUTH_LIMITS.accessTokenMaxMinutes when none is configured.
 */
function lifetimeOf(expiresIn: unknown): number {
  if (expiresIn === undefined || expiresIn === null || expiresIn === '') return AUTH_LIMITS.accessTokenMaxMinutes * 60;
  const probe = jsonwebtoken.decode(jsonwebtoken.sign({}, 'lifetime', { expiresIn: expiresIn as number })) as { iat: number; exp: number };
  return probe.exp - probe.iat;
}

/**
 * Whether the token's own times are ones this server issues: a numeric exp and iat, stamped no
 * later than now (give or take the replicas' drift), living no longer than the configured lifetime.
 * jsonwebtoken alone accepts a token without exp, or one that ends in a hundred years.
 */
function issuedLikeOurs(payload: { iat?: unknown; exp?: unknown }, lifetimeSeconds: number): boolean {
  const { iat, exp } = payload;
  if (typeof iat !== 'number' || typeof exp !== 'number' || !Number.isFinite(iat) || !Number.isFinite(exp)) return false;
  if (iat > Date.now() / 1000 + AUTH_LIMITS.accessTokenClockSkewSeconds) return false;
  return exp > iat && exp - iat <= lifetimeSeconds;
}

/**
 * The user and session a valid access token names; null when it is forged, expired or malformed, or
 * has no expiry or one further than the server's own tokens get (issuedLikeOurs).
 * The same check as the users-permissions plugin's jwt service (its secret, only its algorithm).
 */
export async function readAccessToken(strapi: Core.Strapi, token: string): Promise<{ userId: number; sessionId: number } | null> {
  const { key, algorithm, lifetimeSeconds } = verifierOf(strapi);
  let payload: { id?: unknown; sid?: unknown; iat?: unknown; exp?: unknown };
  try {
    payload = jsonwebtoken.verify(token, key, { algorithms: [algorithm] }) as typeof payload;
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null || !issuedLikeOurs(payload, lifetimeSeconds)) return null;
  if (typeof payload.id !== 'number' || typeof payload.sid !== 'number') return null;
  return { userId: payload.id, sessionId: payload.sid };
}
