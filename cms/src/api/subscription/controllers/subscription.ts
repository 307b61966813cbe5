import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { FIELD_LIMITS, PAYMENT_MESSAGES, SERVER_MESSAGES, type CheckoutRequest } from '@gro/config';
import { signedIn } from '../../../auth/authenticate';
import { ok } from '../../../platform/http/envelope';
import { badRequest } from '../../../platform/http/http-errors';
import { isPlainObject } from '../../../platform/http/input-shape';
import { fieldError } from '../../../platform/http/validate';
import { apiService } from '../../services';

const member = (ctx: Context) => {
  const { user } = signedIn(ctx);
  return { userId: user.id, companyId: user.companyId };
};

/** The checkout's price id: a non-empty string of at most a price id's length (which plans the member may buy, the service decides). */
function priceIdOf(body: unknown): string {
  const value = body ?? {};
  if (!isPlainObject(value)) throw badRequest(SERVER_MESSAGES.bodyNotObject);
  const { priceId } = value as Partial<Record<keyof CheckoutRequest, unknown>>;
  if (typeof priceId !== 'string' || !priceId || priceId.length > FIELD_LIMITS.subscription.priceId.maxLength) fieldError('priceId', PAYMENT_MESSAGES.planNotOffered);
  return priceId;
}

/** GET /subscription/plan, POST /subscription/checkout and POST /subscription/portal (members). */
export default factories.createCoreController('api::subscription.subscription', ({ strapi }) => {
  const checkout = () => apiService(strapi, 'api::subscription.checkout');
  return {
    async plan(ctx: Context) {
      ctx.body = ok(await checkout().offer(member(ctx)));
    },

    async checkout(ctx: Context) {
      const priceId = priceIdOf(ctx.request.body);
      ctx.body = ok(await checkout().checkout(member(ctx), priceId));
    },

    async portal(ctx: Context) {
      ctx.body = ok(await checkout().portal(member(ctx).userId));
    },
  };
});
