import { ALL, MEMBERS, type FieldRule, type Row } from './types';

/**
 * Rows of the member payment routes (the admins' finance routes have a file
 * of their own), spread into ROWS by rows.ts. The cms under test talks to the loopback Stripe.
 */

/** The plans and the member's own live subscription: no billing ids. */
const OFFER: FieldRule = { has: ['plans[].priceId', 'plans[].amount', 'corporateDiscount', 'current'], lacks: ['stripeCustomerId', 'stripeSubscriptionId'] };

export const PAYMENT_ROWS: Row[] = [
  { route: 'GET /api/subscription/plan', expect: MEMBERS(200), fields: { member: OFFER, admin: OFFER } },
  {
    route: 'POST /api/subscription/checkout',
    expect: MEMBERS(200),
    fresh: true,
    body: () => ({ priceId: process.env.STRIPE_PRICE_MONTHLY }),
    fields: { member: { has: ['url'] }, admin: { has: ['url'] } },
    note: 'a member (or an admin) without a subscription gets a hosted checkout url',
  },
  { route: 'POST /api/subscription/portal', expect: MEMBERS(409), fresh: true, note: 'no Stripe customer before a first checkout: 409 for everyone allowed in' },
  {
    route: 'GET /api/stripe/session/:id',
    expect: MEMBERS(404),
    path: () => '/api/stripe/session/cs_test_matrix_unknown',
    note: "only the session's own member is answered (payments-checkout.test.ts): an unknown id is 404 to anyone allowed in",
  },
  { route: 'POST /api/stripe/webhook', expect: ALL(400), body: () => ({ id: 'evt_matrix', type: 'invoice.paid' }), note: 'no auth: the Stripe-Signature is the proof, and an unsigned event is 400 for everyone' },
];
