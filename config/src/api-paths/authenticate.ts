import type { ApiGroup } from './route';

/** The calls cms/src/api/authenticate/ answers. */
export const AUTHENTICATE_API = {
  signIn: { method: 'POST', path: '/authenticate' },
  secondFactor: { method: 'POST', path: '/authenticate/second-factor' },
  /** The second step with one of the account's passkeys instead of a code. */
  secondFactorPasskey: { method: 'POST', path: '/authenticate/second-factor/passkey' },
  /** Signing in with a passkey alone: the options for the browser, then its answer. */
  passkeyOptions: { method: 'POST', path: '/authenticate/passkey/options' },
  signInWithPasskey: { method: 'POST', path: '/authenticate/passkey' },
  signUp: { method: 'POST', path: '/authenticate/signup' },
  signOut: { method: 'POST', path: '/authenticate/signout' },
  refresh: { method: 'POST', path: '/authenticate/refresh' },
  forgotPassword: { method: 'POST', path: '/authenticate/forgot-password' },
  signInWithLink: { method: 'POST', path: '/authenticate/sign-in-link' },
  resetPassword: { method: 'POST', path: '/authenticate/reset-password' },
  acceptInvitation: { method: 'POST', path: '/authenticate/accept-invitation' },
} as const satisfies ApiGroup;
