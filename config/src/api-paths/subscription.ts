import type { ApiGroup } from './route';

/** The calls cms/src/api/subscription/ answers. */
export const SUBSCRIPTION_API = {
  plan: { method: 'GET', path: '/subscription/plan' },
  checkout: { method: 'POST', path: '/subscription/checkout' },
  portal: { method: 'POST', path: '/subscription/portal' },
} as const satisfies ApiGroup;
