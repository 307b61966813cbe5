import type { Core } from '@strapi/strapi';
import { AUTH_TEXTS, type UserStatus } from '@gro/config';
import { unauthorized, forbidden } from './http-errors';

/** A short-lived access token naming the user and the session it belongs to. */
export function issueAccessToken(strapi: Core.Strapi, userId: number, sessionId: number): string {
  return strapi.plugin('users-permissions').service('jwt').issue({ id: userId, sid: sessionId }) as string;
}

export type AuthState = { user: { id: number; status: UserStatus; role: { name: string; type: string } | null }; sessionId: number };

/** The bearer token of a Koa context or a policy context (which has no ctx.get). */
export function bearer(ctx: any): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(ctx.request?.header?.authorization ?? '');
  return match ? match[1] : null;
}

/** Refuses anyone whose status is not Active, revoking their sessions. */
export async function assertActive(strapi: Core.Strapi, user: { id: number; status: UserStatus; blocked?: boolean }) {
  if (user.status === 'Active' && !user.blocked) return;
  await strapi.service('api::authenticate.session').revokeAll(user.id, `status-${user.status}`);
  const text = user.status === 'Active' ? AUTH_TEXTS.accountStatus.Suspended : AUTH_TEXTS.accountStatus[user.status];
  throw forbidden(text, { title: 'Account unavailable' });
}

/**
 * Who is calling: a valid access token whose session is still open and whose user is Active.
 * 401 otherwise (the web app then refreshes once), 403 for a user who may no longer sign in.
 */
export async function authenticate(strapi: Core.Strapi, ctx: any): Promise<AuthState> {
  const token = bearer(ctx);
  if (!token) throw unauthorized(AUTH_TEXTS.notSignedIn);
  let payload: { id?: unknown; sid?: unknown };
  try {
    payload = await strapi.plugin('users-permissions').service('jwt').verify(token);
  } catch {
    throw unauthorized(AUTH_TEXTS.sessionExpired);
  }
  if (typeof payload.id !== 'number' || typeof payload.sid !== 'number') throw unauthorized(AUTH_TEXTS.sessionExpired);

  const [session, user] = await Promise.all([
    strapi.service('api::authenticate.session').findOpen(payload.sid, payload.id),
    strapi.db.query('plugin::users-permissions.user').findOne({
      where: { id: payload.id },
      select: ['id', 'status', 'blocked'],
      populate: { role: { select: ['name', 'type'] } },
    }),
  ]);
  if (!session || !user) throw unauthorized(AUTH_TEXTS.sessionExpired);
  await assertActive(strapi, user);
  return { user: { id: user.id, status: user.status, role: user.role ?? null }, sessionId: session.id };
}
