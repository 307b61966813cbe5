import type { ApiGroup } from './route';

/** The calls cms/src/api/search/ answers. */
export const SEARCH_API = {
  find: { method: 'GET', path: '/search' },
} as const satisfies ApiGroup;
