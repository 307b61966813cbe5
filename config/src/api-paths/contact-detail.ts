import type { ApiGroup } from './route';

/** The calls cms/src/api/contact-detail/ answers. */
export const CONTACT_DETAIL_API = {
  find: { method: 'GET', path: '/contact-details' },
} as const satisfies ApiGroup;
