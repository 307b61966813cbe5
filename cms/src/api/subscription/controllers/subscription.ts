import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { PORTAL_MESSAGES, PRICES, type CheckoutRequest } from '@gro/config';
import { serviceUnavailable } from '../../../utils/http-errors';
import { fieldError } from '../../../utils/validate';

const PLAN_KEYS = Object.keys(PRICES);

/**
 * POST /subscription/checkout (members). Payments through Stripe arrive with the finance work;
 * until then a valid plan gets a 503 'Payments are not configured.' and the portal says
 * 'Checkout session failed.'.
 */
export default factories.createCoreController('api::subscription.subscription', () => ({
  async checkout(ctx: Context) {
    const { priceId } = (ctx.request.body ?? {}) as Partial<CheckoutRequest>;
    if (typeof priceId !== 'string' || !PLAN_KEYS.includes(priceId)) {
      fieldError('priceId', PORTAL_MESSAGES.unknownPlan(PLAN_KEYS));
    }
    throw serviceUnavailable(PORTAL_MESSAGES.paymentsNotConfigured);
  },
}));
