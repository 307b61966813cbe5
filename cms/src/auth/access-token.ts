import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';

type JwtService = {
  issue(payload: { id: number; sid: number }): string;
  verify(token: string): Promise<{ id?: unknown; sid?: unknown }>;
};

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

/** The user and session a valid access token names; null when it is forged, expired or malformed. */
export async function readAccessToken(strapi: Core.Strapi, token: string): Promise<{ userId: number; sessionId: number } | null> {
  const payload = await jwt(strapi).verify(token).catch(() => null);
  if (typeof payload?.id !== 'number' || typeof payload.sid !== 'number') return null;
  return { userId: payload.id, sessionId: payload.sid };
}
