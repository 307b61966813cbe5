import type { ApiGroup } from './route';

/** The calls cms/src/api/map/ answers. */
export const MAP_API = {
  preview: { method: 'GET', path: '/map/preview' },
} as const satisfies ApiGroup;
