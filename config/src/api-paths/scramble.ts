import type { ApiGroup } from './route';

/** The calls cms/src/api/scramble/ answers. */
export const SCRAMBLE_API = {
  find: { method: 'GET', path: '/scramble' },
} as const satisfies ApiGroup;
