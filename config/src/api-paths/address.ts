import type { ApiGroup } from './route';

/** The calls cms/src/api/address/ answers. */
export const ADDRESS_API = {
  search: { method: 'GET', path: '/address/search' },
} as const satisfies ApiGroup;
