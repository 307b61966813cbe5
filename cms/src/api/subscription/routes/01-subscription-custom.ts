import { memberOnly as member } from '../../../auth/route-config';

/** Subscription checkout (spec §7). */
export default {
  routes: [{ method: 'POST', path: '/subscription/checkout', handler: 'api::subscription.subscription.checkout', config: member }],
};
