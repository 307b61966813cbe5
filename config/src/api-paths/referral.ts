import type { ApiGroup } from './route';

/** The calls cms/src/api/referral/ answers. */
export const REFERRAL_API = {
  pass: { method: 'POST', path: '/referral' },
  list: { method: 'GET', path: '/referral' },
  one: { method: 'GET', path: '/referral/:id' },
  follow: { method: 'PUT', path: '/referral/:id/status' },
  remove: { method: 'DELETE', path: '/referral/:id' },
  history: { method: 'GET', path: '/referral/:id/history' },
} as const satisfies ApiGroup;
