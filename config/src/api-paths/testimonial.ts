import type { ApiGroup } from './route';

/** The calls cms/src/api/testimonial/ answers. */
export const TESTIMONIAL_API = {
  find: { method: 'GET', path: '/testimonial' },
} as const satisfies ApiGroup;
