import type { ApiGroup } from './route';

/** The calls cms/src/api/faq/ answers. */
export const FAQ_API = {
  find: { method: 'GET', path: '/faq' },
} as const satisfies ApiGroup;
