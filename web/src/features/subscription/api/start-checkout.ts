import { SUBSCRIPTION_API, type CheckoutRequest } from '@gro/config';
import { CHECKOUT_TEXTS } from '@gro/config/screens';
import { followHostedPage } from './redirect';

/** POST /subscription/checkout {priceId}: to Stripe's hosted checkout for the chosen plan. */
export const startCheckout = (priceId: string): Promise<boolean> =>
  followHostedPage(SUBSCRIPTION_API.checkout.path, { priceId } satisfies CheckoutRequest, CHECKOUT_TEXTS.noUrl);
