import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import {
  AUTH_TEXTS,
  PASSKEY_LIMITS,
  RATE_LIMITS,
  forgotPasswordSchema,
  INVITATION_TEXTS,
  NOTIFICATION_SETTING,
  SECOND_FACTOR_TEXTS,
  normaliseEmail,
  passkeySecondStepSchema,
  passkeySignInSchema,
  resetPasswordSchema,
  secondFactorSchema,
  signInLinkSchema,
  signInSchema,
  signUpPayloadSchema,
  type ApiMessage,
  type PasskeyCredentialJSON,
} from '@gro/config';
import { bearer } from '../../../auth/access-token';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../../../auth/refresh-cookie';
import { afterAnswer } from '../../../platform/http/after-answer';
import { ok } from '../../../platform/http/envelope';
import { unauthorized } from '../../../platform/http/http-errors';
import { consume } from '../../../platform/limits/rate-limit';
import { clientIp, userAgent } from '../../../platform/http/request';
import { validateBody } from '../../../platform/http/validate';
import type { OpenedSession, SignUpInput } from '../services/authenticate';
import { apiService } from '../../services';

/** The answer of a new or refreshed session: the refresh cookie (when rotated), the access token and the account. */
function answerSession(ctx: Context, opened: OpenedSession, message?: ApiMessage) {
  if (opened.refreshToken) setRefreshCookie(ctx, opened.refreshToken, opened.session);
  return ok({ token: opened.token, user: opened.user }, message);
}

/** POST /authenticate/* (spec §7): rate limits and validation here, the work in the authenticate service. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const auth = () => apiService(strapi, 'api::authenticate.authenticate');
  const factors = () => apiService(strapi, 'api::second-factor.second-factor');
  const passkeys = () => apiService(strapi, 'api::second-factor.passkeys');
  const openSession = (ctx: Context, userId: number, rememberMe: boolean, secondFactor = false) =>
    auth().openSession(userId, { rememberMe, ip: clientIp(ctx), userAgent: userAgent(ctx), secondFactor });
  /**
   * A sign-in's session (not a sign-up's): once answered, its owner is emailed if the device is new
   * to the account. Whether they want that email is read before the answer, so a setting changed
   * right after signing in applies to the next sign-in, not to this one.
   */
  const signInSession = async (ctx: Context, userId: number, rememberMe: boolean, secondFactor = false) => {
    const opened = await openSession(ctx, userId, rememberMe, secondFactor);
    const emailWanted = await apiService(strapi, 'api::account.setting').allows(userId, NOTIFICATION_SETTING.newSignIns, 'email');
    if (emailWanted) afterAnswer(strapi, ctx, 'New device email', () => apiService(strapi, 'api::auth-session.auth-session').notifyIfNewDevice(userId, opened.session.id));
    return opened;
  };
  /**
   * After the first step (a password, or a one-time sign-in link): a session, or, for an account
   * with two-step sign-in, a challenge to answer with a code (POST /authenticate/second-factor).
   */
  const afterFirstStep = async (ctx: Context, userId: number, rememberMe: boolean) => {
    if (await factors().isOn(userId)) {
      ctx.set('Cache-Control', 'no-store');
      const answer = await factors().challengeFor(userId, rememberMe);
      return ok(answer, answer.secondFactor.methods.includes('authenticator') ? SECOND_FACTOR_TEXTS.codeNeeded : SECOND_FACTOR_TEXTS.passkeyNeeded);
    }
    return answerSession(ctx, await signInSession(ctx, userId, rememberMe), AUTH_TEXTS.signedIn);
  };

  return {
    /** Past the account's limit of wrong passwords, its owner is mailed a sign-in link once the 429 has been answered. */
    async signIn(ctx: Context) {
      const { email, password, rememberMe } = await validateBody<{ email: string; password: string; rememberMe?: boolean }>(signInSchema, ctx.request.body);
      const attempt = { ip: clientIp(ctx), email: normaliseEmail(email) };
      const userId = await auth().checkCredentials(attempt, password, () => afterAnswer(strapi, ctx, 'Sign-in link', () => auth().sendSignInLink(attempt)));
      ctx.body = await afterFirstStep(ctx, userId, Boolean(rememberMe));
    },

    /** POST /authenticate/second-factor {challenge, code}: the code from the authenticator app, or a recovery code, opens the session. */
    async secondFactor(ctx: Context) {
      const { challenge, code } = await validateBody<{ challenge: string; code: string }>(secondFactorSchema, ctx.request.body);
      const step = await factors().verify(challenge, code, clientIp(ctx));
      await auth().assertMaySignIn(step.userId);
      ctx.body = answerSession(ctx, await signInSession(ctx, step.userId, step.rememberMe, true), AUTH_TEXTS.signedIn);
    },

    /** POST /authenticate/second-factor/passkey {challenge, credential}: one of the account's passkeys opens the session. */
    async secondFactorPasskey(ctx: Context) {
      const { challenge, credential } = await validateBody<{ challenge: string; credential: PasskeyCredentialJSON }>(passkeySecondStepSchema, ctx.request.body);
      const step = await factors().verifyPasskey(challenge, credential, clientIp(ctx));
      await auth().assertMaySignIn(step.userId);
      ctx.body = answerSession(ctx, await signInSession(ctx, step.userId, step.rememberMe, true), AUTH_TEXTS.signedIn);
    },

    /** POST /authenticate/passkey/options: the question the browser's passkey answers to sign in alone. */
    async passkeyOptions(ctx: Context) {
      await consume([[`passkey:ip:${clientIp(ctx)}`, PASSKEY_LIMITS.signInPerIp]]);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = ok(await passkeys().signInOptions());
    },

    /**
     * POST /authenticate/passkey {credential, rememberMe}: a passkey alone signs in (the device
     * verified its owner: both steps at once), as an account that may sign in.
     */
    async signInWithPasskey(ctx: Context) {
      await consume([[`passkey:ip:${clientIp(ctx)}`, PASSKEY_LIMITS.signInPerIp]]);
      const { credential, rememberMe } = await validateBody<{ credential: PasskeyCredentialJSON; rememberMe?: boolean }>(passkeySignInSchema, ctx.request.body);
      const userId = await passkeys().check(credential, { kind: 'sign-in' });
      await auth().assertMaySignIn(userId);
      ctx.body = answerSession(ctx, await signInSession(ctx, userId, Boolean(rememberMe), true), AUTH_TEXTS.signedIn);
    },

    /** POST /authenticate/sign-in-link {token}: the one-time link mailed after too many wrong passwords opens a session like a password. */
    async signInWithLink(ctx: Context) {
      const ip = clientIp(ctx);
      await consume([[`signin-link:ip:${ip}`, RATE_LIMITS.signInLinkPerIp]]);
      const { token } = await validateBody<{ token: string }>(signInLinkSchema, ctx.request.body);
      const userId = await auth().signInWithLink(token, ip);
      // The link stands in for the password only: an account with two-step sign-in still gives its code.
      ctx.body = await afterFirstStep(ctx, userId, false);
    },

    async signUp(ctx: Context) {
      await consume([[`signup:ip:${clientIp(ctx)}`, RATE_LIMITS.signUpPerIp]]);
      const input = await validateBody<SignUpInput>(signUpPayloadSchema, ctx.request.body);
      const userId = await auth().signUp({ ...input, email: normaliseEmail(input.email) });
      afterAnswer(strapi, ctx, 'Welcome email', () => auth().sendWelcome(userId));
      const ip = clientIp(ctx);
      afterAnswer(strapi, ctx, 'Email verification link', () => apiService(strapi, 'api::account.email-verification').sendFirst(userId, ip));
      ctx.status = 201;
      ctx.body = answerSession(ctx, await openSession(ctx, userId, false), AUTH_TEXTS.signedUp);
    },

    /** Ends the session of this browser (by its refresh cookie, or the bearer token's session). Always succeeds. */
    async signOut(ctx: Context) {
      await auth().signOut(readRefreshCookie(ctx), bearer(ctx));
      clearRefreshCookie(ctx);
      ctx.body = ok(null, AUTH_TEXTS.signedOut);
    },

    async refresh(ctx: Context) {
      const raw = readRefreshCookie(ctx);
      if (!raw) throw unauthorized(AUTH_TEXTS.sessionExpired);
      try {
        ctx.body = answerSession(ctx, await auth().refresh(raw));
      } catch (err) {
        clearRefreshCookie(ctx);
        throw err;
      }
    },

    /**
     * Same status, body and work whether or not the account exists: the limits are counted, the
     * answer sent, and only then is the account looked up and the link written and mailed.
     */
    async forgotPassword(ctx: Context) {
      const ip = clientIp(ctx);
      await consume([[`forgot:ip:${ip}`, RATE_LIMITS.forgotPerIp]]);
      const { email } = await validateBody<{ email: string }>(forgotPasswordSchema, ctx.request.body);
      const account = normaliseEmail(email);
      await auth().countForgotPassword(account);
      ctx.body = ok(null, AUTH_TEXTS.forgotSent);
      afterAnswer(strapi, ctx, 'Password reset link', () => auth().sendResetLink(account, ip));
    },

    async resetPassword(ctx: Context) {
      await consume([[`reset:ip:${clientIp(ctx)}`, RATE_LIMITS.resetPerIp]]);
      const { token, newPassword } = await validateBody<{ token: string; newPassword: string }>(resetPasswordSchema, ctx.request.body);
      await auth().resetPassword(token, newPassword);
      ctx.body = ok(null, AUTH_TEXTS.resetDone);
    },

    /** POST /authenticate/accept-invitation {token, newPassword}: an imported member sets their first password (limited like a reset). */
    async acceptInvitation(ctx: Context) {
      await consume([[`reset:ip:${clientIp(ctx)}`, RATE_LIMITS.resetPerIp]]);
      const { token, newPassword } = await validateBody<{ token: string; newPassword: string }>(resetPasswordSchema, ctx.request.body);
      const userId = await auth().acceptInvitation(token, newPassword);
      ctx.body = ok(null, INVITATION_TEXTS.accepted);
      afterAnswer(strapi, ctx, 'Welcome email', () => auth().sendWelcome(userId));
      const ip = clientIp(ctx);
      afterAnswer(strapi, ctx, 'Email verification link', () => apiService(strapi, 'api::account.email-verification').sendFirst(userId, ip));
    },
  };
};
