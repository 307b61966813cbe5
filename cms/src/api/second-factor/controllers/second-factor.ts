import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { SECOND_FACTOR_LIMITS, SECOND_FACTOR_TEXTS, authenticatorCodeSchema, secondFactorPasswordSchema } from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import { assertCurrentPassword } from '../../../auth/current-password';
import { ok } from '../../../platform/http/envelope';
import { validateBody } from '../../../platform/http/validate';
import { consume } from '../../../platform/limits/rate-limit';
import { apiService } from '../../services';

/** A member's two-step sign-in settings: each change needs the current password, and nothing here is cached. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const factors = () => apiService(strapi, 'api::second-factor.second-factor');
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'private, no-store');
  /** The current password from the body, checked (and limited) as for a password change. */
  const withPassword = async (ctx: Context): Promise<number> => {
    const userId = signedIn(ctx).user.id;
    const { currentPassword } = await validateBody<{ currentPassword: string }>(secondFactorPasswordSchema, ctx.request.body);
    await assertCurrentPassword(strapi, userId, currentPassword);
    return userId;
  };

  return {
    async status(ctx: Context) {
      noStore(ctx);
      ctx.body = ok(await factors().status(signedIn(ctx).user.id));
    },

    async startAuthenticator(ctx: Context) {
      const userId = await withPassword(ctx);
      noStore(ctx);
      ctx.body = ok(await factors().startAuthenticator(userId), SECOND_FACTOR_TEXTS.setupStarted);
    },

    /** Wrong codes count against the account like the sign-in's second step. */
    async confirmAuthenticator(ctx: Context) {
      const userId = signedIn(ctx).user.id;
      await consume([[`second-factor:confirm:${userId}`, SECOND_FACTOR_LIMITS.attemptsPerAccount]]);
      const { code } = await validateBody<{ code: string }>(authenticatorCodeSchema, ctx.request.body);
      noStore(ctx);
      ctx.body = ok(await factors().confirmAuthenticator(userId, code), SECOND_FACTOR_TEXTS.turnedOn);
    },

    async removeAuthenticator(ctx: Context) {
      const userId = await withPassword(ctx);
      await factors().removeAuthenticator(userId);
      noStore(ctx);
      ctx.body = ok(await factors().status(userId), SECOND_FACTOR_TEXTS.turnedOff);
    },

    async newRecoveryCodes(ctx: Context) {
      const userId = await withPassword(ctx);
      noStore(ctx);
      ctx.body = ok(await factors().newRecoveryCodes(userId), SECOND_FACTOR_TEXTS.newRecoveryCodes);
    },
  };
};
