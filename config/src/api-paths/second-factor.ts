import type { ApiGroup } from './route';

/** The calls cms/src/api/second-factor/ answers: a member's two-step sign-in settings (the second step itself is POST /authenticate/second-factor). */
export const SECOND_FACTOR_API = {
  status: { method: 'GET', path: '/account/second-factor' },
  startAuthenticator: { method: 'POST', path: '/account/second-factor/authenticator' },
  confirmAuthenticator: { method: 'POST', path: '/account/second-factor/authenticator/confirm' },
  removeAuthenticator: { method: 'POST', path: '/account/second-factor/authenticator/remove' },
  newRecoveryCodes: { method: 'POST', path: '/account/second-factor/recovery-codes' },
  /** Adding a passkey: the options for the browser (the current password checked), then its answer. */
  passkeyOptions: { method: 'POST', path: '/account/passkeys/options' },
  addPasskey: { method: 'POST', path: '/account/passkeys' },
  renamePasskey: { method: 'PUT', path: '/account/passkeys/:id' },
  removePasskey: { method: 'POST', path: '/account/passkeys/:id/remove' },
  /** An admin resets a member's lost second factor: they set one up again at their next sign-in. */
  reset: { method: 'POST', path: '/user/:id/second-factor/reset' },
} as const satisfies ApiGroup;
