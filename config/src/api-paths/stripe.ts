import type { ApiGroup } from './route';

/** The calls cms/src/api/stripe/ answers. */
export const STRIPE_API = {
  session: { method: 'GET', path: '/stripe/session/:id' },
  webhook: { method: 'POST', path: '/stripe/webhook' },
} as const satisfies ApiGroup;
