import type { ApiGroup } from './route';

/** The calls cms/src/api/unsubscribe/ answers. */
export const UNSUBSCRIBE_API = {
  preview: { method: 'GET', path: '/unsubscribe' },
  apply: { method: 'POST', path: '/unsubscribe' },
} as const satisfies ApiGroup;
