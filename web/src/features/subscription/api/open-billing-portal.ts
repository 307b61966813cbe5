import { SUBSCRIPTION_API } from '@gro/config';
import { BILLING_TEXTS } from '@gro/config/screens';
import { followHostedPage } from './redirect';

/** POST /subscription/portal: a fresh Stripe Customer Portal session on every click (its links expire). */
export const openBillingPortal = (): Promise<boolean> => followHostedPage(SUBSCRIPTION_API.portal.path, undefined, BILLING_TEXTS.noUrl);
