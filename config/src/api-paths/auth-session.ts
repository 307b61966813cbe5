import type { ApiGroup } from './route';

/** The calls cms/src/api/auth-session/ answers: the devices a member is signed in on, and signing them out. */
export const AUTH_SESSION_API = {
  list: { method: 'GET', path: '/account/sessions' },
  revoke: { method: 'POST', path: '/account/sessions/:id/revoke' },
  revokeOthers: { method: 'POST', path: '/account/sessions/revoke-others' },
} as const satisfies ApiGroup;
