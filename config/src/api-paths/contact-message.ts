import type { ApiGroup } from './route';

/** The calls cms/src/api/contact-message/ answers. */
export const CONTACT_MESSAGE_API = {
  submit: { method: 'POST', path: '/contact' },
} as const satisfies ApiGroup;
