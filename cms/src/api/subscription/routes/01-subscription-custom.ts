import { memberOnly as member } from '../../../auth/route-config';

/** The member's plans, checkout and Customer Portal (spec §7). */
export default {
  routes: [
    { method: 'GET', path: '/subscription/plan', handler: 'api::subscription.subscription.plan', config: member },
    { method: 'POST', path: '/subscription/checkout', handler: 'api::subscription.subscription.checkout', config: member },
    { method: 'POST', path: '/subscription/portal', handler: 'api::subscription.subscription.portal', config: member },
  ],
};
