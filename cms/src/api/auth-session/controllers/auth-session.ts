import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEVICE_TEXTS, PORTAL_MESSAGES } from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import { ok } from '../../../platform/http/envelope';
import { badRequest } from '../../../platform/http/http-errors';
import { parseId } from '../../../platform/http/params';
import { apiService } from '../../services';

/** The devices a member is signed in on (My Account), each one revocable, and "Sign out everywhere else". Never cached. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const devices = () => apiService(strapi, 'api::auth-session.auth-session');
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'private, no-store');

  return {
    async list(ctx: Context) {
      const { user, sessionId } = signedIn(ctx);
      noStore(ctx);
      ctx.body = ok(await devices().list(user.id, sessionId));
    },

    /** POST /account/sessions/{id}/revoke: another device of the member's; 404 for one that is not theirs or no longer signed in. */
    async revoke(ctx: Context) {
      const id = parseId(ctx.params.id);
      if (id === null) throw badRequest(PORTAL_MESSAGES.badId);
      const { user, sessionId } = signedIn(ctx);
      if (id === sessionId) throw badRequest(DEVICE_TEXTS.notThisOne);
      const label = await devices().revoke(user.id, id);
      if (!label) throw new errors.NotFoundError(DEVICE_TEXTS.notFound);
      noStore(ctx);
      ctx.body = ok(await devices().list(user.id, sessionId), DEVICE_TEXTS.signedOut(label));
    },

    async revokeOthers(ctx: Context) {
      const { user, sessionId } = signedIn(ctx);
      const count = await devices().revokeOthers(user.id, sessionId);
      noStore(ctx);
      ctx.body = ok(await devices().list(user.id, sessionId), DEVICE_TEXTS.othersSignedOut(count));
    },
  };
};
