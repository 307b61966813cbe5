import type { ApiGroup } from './route';

/** The calls cms/src/api/one-to-one/ answers. */
export const ONE_TO_ONE_API = {
  propose: { method: 'POST', path: '/one-to-one' },
  mine: { method: 'GET', path: '/one-to-one' },
  confirm: { method: 'PUT', path: '/one-to-one/:id/confirm' },
  cancel: { method: 'PUT', path: '/one-to-one/:id/cancel' },
  note: { method: 'PUT', path: '/one-to-one/:id/note' },
  ics: { method: 'GET', path: '/one-to-one/:id/invite.ics' },
} as const satisfies ApiGroup;
