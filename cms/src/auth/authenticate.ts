import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { AUTH_TEXTS, type AccountSecondFactor, type UserStatus } from '@gro/config';
import { forbidden, unauthorized } from '../platform/http/http-errors';
import { bearer, readAccessToken } from './access-token';
import { assertPastSecondFactorGate, sessionSecondFactor } from './second-factor-gate';
import { sessions } from './session';

/** The caller as the policies leave it in ctx.state: read from the database, never from the request. */
type SignedInUser = {
  id: number;
  status: UserStatus;
  verified: boolean;
  role: { name: string; type: string } | null;
  companyId: number | null;
  /** Their company waits for review (read with the session, so the member-data rule needs no statement of its own). */
  companyPending: boolean;
  /** The caller's home chapter, contact visibility and whether they lead any chapter (auth/contact-visibility). */
  contact: { chapterId: number | null; visibility: unknown; leadsAny: boolean };
  /** Whether their role needs two-step sign-in, and whether this session must set it up or use it before anything else (auth/second-factor-gate). */
  secondFactor: AccountSecondFactor;
};
type AuthState = { user: SignedInUser; sessionId: number };
/** What a policy receives: a copy of the request's Koa context that shares its state object. */
export type PolicyContext = Core.PolicyContext & Pick<Context, 'state'>;

/** Refuses anyone whose status is not Active, revoking their sessions. */
export async function assertActive(strapi: Core.Strapi, user: { id: number; status: UserStatus; blocked?: boolean }): Promise<void> {
  if (user.status === 'Active' && !user.blocked) return;
  await sessions(strapi).revokeAll(user.id, `status-${user.status}`);
  const text = user.status === 'Active' ? AUTH_TEXTS.accountStatus.Suspended : AUTH_TEXTS.accountStatus[user.status];
  throw forbidden(text, { title: 'Account unavailable' });
}

/**
 * Who is calling: a valid access token whose session is still open and whose user is Active.
 * 401 otherwise (the web app then refreshes once), 403 for a user who may no longer sign in.
 */
async function authenticate(strapi: Core.Strapi, ctx: PolicyContext): Promise<AuthState> {
  const token = bearer(ctx);
  if (!token) throw unauthorized(AUTH_TEXTS.notSignedIn);
  const claims = await readAccessToken(strapi, token);
  if (!claims) throw unauthorized(AUTH_TEXTS.sessionExpired);

  // One statement: session, user, role and company joined (sessions(strapi).findCaller).
  const caller = await sessions(strapi).findCaller(claims.sessionId, claims.userId);
  if (!caller) throw unauthorized(AUTH_TEXTS.sessionExpired);
  const { user } = caller;
  await assertActive(strapi, user);
  const { id, status, verified, role, companyId, companyPending, contact } = user;
  const secondFactor = await sessionSecondFactor(strapi.db.connection, { id, role, leadsAny: contact.leadsAny, hasSecondFactor: user.hasSecondFactor }, caller.secondFactor);
  return { user: { id, status, verified, role, companyId, companyPending, contact, secondFactor }, sessionId: caller.sessionId };
}

/**
 * What every access policy does first: authenticates the request and sets state.user and
 * state.sessionId. A session the second-factor gate holds (an admin or leader who must set up or
 * use their second factor first) is refused (403) unless the route is one of setting it up.
 */
export async function signedInCaller(strapi: Core.Strapi, policyContext: PolicyContext, { beforeSecondFactor = false } = {}): Promise<SignedInUser> {
  const { user, sessionId } = await authenticate(strapi, policyContext);
  if (!beforeSecondFactor) assertPastSecondFactorGate(user.secondFactor);
  policyContext.state.user = user;
  policyContext.state.sessionId = sessionId;
  return user;
}

/**
 * The caller an access policy (global::is-signed-in, is-member or is-admin) authenticated for this
 * request; a 401 on a route that has neither.
 */
export function signedIn(ctx: Context): AuthState {
  const { user, sessionId } = ctx.state as Partial<AuthState>;
  if (!user || sessionId === undefined) throw unauthorized(AUTH_TEXTS.notSignedIn);
  return { user, sessionId };
}
