import bcrypt from 'bcrypt';
import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import {
  AUTH_LIMITS,
  AUTH_TEXTS,
  RATE_LIMITS,
  forgotPasswordSchema,
  normaliseEmail,
  resetPasswordSchema,
  signInSchema,
  signUpPayloadSchema,
  type ApiMessage,
} from '@gro/config';
import { ok } from '../../../utils/envelope';
import { clientIp, userAgent } from '../../../utils/request';
import { fieldError, validateBody } from '../../../utils/validate';
import { assertUnderLimit, consume, recordFailure, resetLimit, type Limit } from '../../../utils/rate-limit';
import { bearer, issueAccessToken, readAccessToken } from '../../../auth/access-token';
import { assertActive } from '../../../auth/authenticate';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../../../auth/refresh-cookie';
import { sessions } from '../../../auth/session';
import { conflict, unauthorized } from '../../../utils/http-errors';
import { sendMailInBackground } from '../../../providers/email';
import { siteUrl } from '../../../utils/site-url';
import { passwordChangedEmail, resetPasswordEmail } from '../../../emails/password';

const USER = 'plugin::users-permissions.user';
/** Compared against when the email is unknown, so a miss costs as much time as a wrong password. */
const DUMMY_HASH = bcrypt.hashSync(crypto.randomBytes(16).toString('hex'), AUTH_LIMITS.bcryptCost);

/** A fixed-size rate-limit key part for an email, however long the submitted string. */
const keyOf = (email: string) => crypto.createHash('sha256').update(email).digest('base64url').slice(0, 22);
const findByEmail = (strapi: Core.Strapi, email: string) =>
  strapi.db.query(USER).findOne({ where: { email: { $eqi: email } }, select: ['id', 'email', 'firstname', 'password', 'status', 'blocked'] });

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** Opens a session: refresh cookie, sign-in log, access token and the account in the answer. */
  async function startSession(ctx: any, userId: number, rememberMe: boolean, message: ApiMessage) {
    const ip = clientIp(ctx);
    const { session, refreshToken } = await sessions(strapi).create(userId, { rememberMe, ip, userAgent: userAgent(ctx) });
    await strapi.db.query('api::sign-in-log.sign-in-log').create({ data: { user: userId, ip, userAgent: userAgent(ctx) } });
    setRefreshCookie(ctx, refreshToken, session);
    const user = await strapi.service('api::account.account').findAccount(userId);
    return ok({ token: issueAccessToken(strapi, userId, session.id), user }, message);
  }

  return {
    async signIn(ctx: any) {
      const body = ctx.request.body ?? {};
      const ip = clientIp(ctx);
      const email = typeof body.email === 'string' ? normaliseEmail(body.email) : '';
      const limits: [string, Limit][] = [
        [`signin:account:${ip}:${keyOf(email)}`, RATE_LIMITS.signInPerAccountAndIp],
        [`signin:ip:${ip}`, RATE_LIMITS.signInPerIp],
      ];
      await assertUnderLimit(limits);
      const { password, rememberMe } = await validateBody<{ password: string; rememberMe?: boolean }>(signInSchema, body);

      const user = await findByEmail(strapi, email);
      const valid = await bcrypt.compare(password, user?.password ?? DUMMY_HASH);
      if (!user || !user.password || !valid) {
        await recordFailure(limits);
        throw unauthorized(AUTH_TEXTS.invalidCredentials, { title: 'Sign-in failed' });
      }
      await resetLimit(...limits[0]);
      await assertActive(strapi, user);
      ctx.body = await startSession(ctx, user.id, Boolean(rememberMe), AUTH_TEXTS.signedIn);
    },

    async signUp(ctx: any) {
      await consume([[`signup:ip:${clientIp(ctx)}`, RATE_LIMITS.signUpPerIp]]);
      const input = await validateBody<{ firstname: string; lastname: string; email: string; phoneNumber: string; phoneExt?: string | null; password: string; chapterId: number }>(
        signUpPayloadSchema,
        ctx.request.body,
      );
      const email = normaliseEmail(input.email);
      const chapter = await strapi.db.query('api::chapter.chapter').findOne({ where: { id: input.chapterId, isActive: true }, select: ['id'] });
      if (!chapter) fieldError('chapterId', AUTH_TEXTS.chapterUnavailable);
      if (await findByEmail(strapi, email)) throw conflict(AUTH_TEXTS.emailTaken);

      const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' }, select: ['id'] });
      let created: { id: number };
      try {
        created = await strapi.documents(USER).create({
          data: {
            username: email,
            email,
            password: input.password,
            provider: 'local',
            confirmed: true,
            blocked: false,
            status: 'Active',
            role: role.id,
            firstname: input.firstname,
            lastname: input.lastname,
            phoneNumber: input.phoneNumber,
            phoneExt: input.phoneExt || null,
            chapter: chapter.id,
          } as any,
        }) as unknown as { id: number };
      } catch (err) {
        // Two sign-ups with one address at the same moment: the unique index decides, the loser gets a 409.
        if (await findByEmail(strapi, email)) throw conflict(AUTH_TEXTS.emailTaken);
        throw err;
      }
      ctx.status = 201;
      ctx.body = await startSession(ctx, created.id, false, AUTH_TEXTS.signedUp);
    },

    /** Ends the session of this browser (by its refresh cookie, or the bearer token's session). Always succeeds. */
    async signOut(ctx: any) {
      const raw = readRefreshCookie(ctx);
      let sessionId = raw ? await sessions(strapi).sessionOf(raw) : null;
      const token = bearer(ctx);
      if (!sessionId && token) sessionId = (await readAccessToken(strapi, token))?.sessionId ?? null;
      if (sessionId) await sessions(strapi).revoke(sessionId, 'sign-out');
      clearRefreshCookie(ctx);
      ctx.body = ok(null, AUTH_TEXTS.signedOut);
    },

    async refresh(ctx: any) {
      const raw = readRefreshCookie(ctx);
      if (!raw) throw unauthorized(AUTH_TEXTS.sessionExpired);
      try {
        const { session, userId, refreshToken } = await sessions(strapi).rotate(raw);
        const user = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id', 'status', 'blocked'] });
        if (!user) throw unauthorized(AUTH_TEXTS.sessionExpired);
        await assertActive(strapi, user);
        if (refreshToken) setRefreshCookie(ctx, refreshToken, session);
        ctx.body = ok({ token: issueAccessToken(strapi, userId, session.id), user: await strapi.service('api::account.account').findAccount(userId) });
      } catch (err) {
        clearRefreshCookie(ctx);
        throw err;
      }
    },

    /** Same status and body whether or not the account exists. */
    async forgotPassword(ctx: any) {
      const ip = clientIp(ctx);
      await consume([[`forgot:ip:${ip}`, RATE_LIMITS.forgotPerIp]]);
      const email = normaliseEmail((await validateBody<{ email: string }>(forgotPasswordSchema, ctx.request.body)).email);
      await consume([[`forgot:email:${keyOf(email)}`, RATE_LIMITS.forgotPerEmail]]);
      const user = await findByEmail(strapi, email);
      if (user && user.status === 'Active' && !user.blocked) {
        const token = await strapi.service('api::authenticate.password-reset').create(user.id, ip);
        sendMailInBackground(strapi, resetPasswordEmail(user, siteUrl(`/password-reset?token=${encodeURIComponent(token)}`)));
      }
      ctx.body = ok(null, AUTH_TEXTS.forgotSent);
    },

    async resetPassword(ctx: any) {
      await consume([[`reset:ip:${clientIp(ctx)}`, RATE_LIMITS.resetPerIp]]);
      const { token, newPassword } = await validateBody<{ token: string; newPassword: string }>(resetPasswordSchema, ctx.request.body);
      const userId = await strapi.service('api::authenticate.password-reset').consume(token);
      if (!userId) fieldError('token', AUTH_TEXTS.resetInvalid);
      const user = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id', 'email', 'firstname'] });
      await strapi.plugin('users-permissions').service('user').edit(userId, { password: newPassword });
      await strapi.service('api::authenticate.password-reset').invalidateAll(userId);
      await sessions(strapi).revokeAll(userId, 'password-reset');
      sendMailInBackground(strapi, passwordChangedEmail(user, 'reset'));
      ctx.body = ok(null, AUTH_TEXTS.resetDone);
    },
  };
};
