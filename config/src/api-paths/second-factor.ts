import type { ApiGroup } from './route';

/** The calls cms/src/api/second-factor/ answers: a member's two-step sign-in settings (the second step itself is POST /authenticate/second-factor). */
export const SECOND_FACTOR_API = {
  status: { method: 'GET', path: '/account/second-factor' },
  startAuthenticator: { method: 'POST', path: '/account/second-factor/authenticator' },
  confirmAuthenticator: { method: 'POST', path: '/account/second-factor/authenticator/confirm' },
  removeAuthenticator: { method: 'POST', path: '/account/second-factor/authenticator/remove' },
  newRecoveryCodes: { method: 'POST', path: '/account/second-factor/recovery-codes' },
} as const satisfies ApiGroup;
