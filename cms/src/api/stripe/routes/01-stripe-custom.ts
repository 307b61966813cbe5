import { memberOnly as member } from '../../../auth/route-config';

/**
 * The confirmation page's session lookup (members: only the session's own), and Stripe's webhook:
 * no auth, the Stripe-Signature of the raw body is the proof.
 */
export default {
  routes: [
    { method: 'GET', path: '/stripe/session/:id', handler: 'api::stripe.stripe.session', config: member },
    { method: 'POST', path: '/stripe/webhook', handler: 'api::stripe.stripe.webhook', config: { auth: false as const } },
  ],
};
