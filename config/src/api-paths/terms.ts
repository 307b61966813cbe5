import type { ApiGroup } from './route';

/** The calls cms/src/api/terms/ answers. */
export const TERMS_API = {
  find: { method: 'GET', path: '/terms' },
} as const satisfies ApiGroup;
