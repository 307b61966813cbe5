import type { ApiGroup } from './route';

/** The calls cms/src/api/overview/ answers. */
export const OVERVIEW_API = {
  find: { method: 'GET', path: '/overview' },
} as const satisfies ApiGroup;
