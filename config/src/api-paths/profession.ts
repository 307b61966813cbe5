import type { ApiGroup } from './route';

/** The calls cms/src/api/profession/ answers. */
export const PROFESSION_API = {
  find: { method: 'GET', path: '/profession' },
} as const satisfies ApiGroup;
