import type { Context } from 'koa';
import { factories } from '@strapi/strapi';
import { PAYMENT_MESSAGES, PRICES, type CheckoutRequest } from '@gro/config';
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
      fieldError('priceId', `Plan must be one of ${PLAN_KEYS.join(', ')}.`);
    }
    throw serviceUnavailable(PAYMENT_MESSAGES.paymentsNotConfigured);
  },
}));
