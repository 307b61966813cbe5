import type { ApiGroup } from './route';

/** The calls cms/src/api/referral-figure/ answers. */
export const REFERRAL_FIGURE_API = {
  me: { method: 'GET', path: '/referral-figures/me' },
  chapter: { method: 'GET', path: '/chapter/:id/referral-figures' },
  all: { method: 'GET', path: '/referral-figures' },
  allCsv: { method: 'GET', path: '/referral-figures.csv' },
} as const satisfies ApiGroup;
