import { signedInOnly as signedIn } from '../../../auth/route-config';

/**
 * A member's two-step sign-in, from My Account: its state, setting up an authenticator app (scan,
 * then confirm with a code), removing it, and new recovery codes. The second step of a sign-in is
 * POST /authenticate/second-factor (api/authenticate).
 */
export default {
  routes: [
    { method: 'GET', path: '/account/second-factor', handler: 'api::second-factor.second-factor.status', config: signedIn },
    { method: 'POST', path: '/account/second-factor/authenticator', handler: 'api::second-factor.second-factor.startAuthenticator', config: signedIn },
    { method: 'POST', path: '/account/second-factor/authenticator/confirm', handler: 'api::second-factor.second-factor.confirmAuthenticator', config: signedIn },
    { method: 'POST', path: '/account/second-factor/authenticator/remove', handler: 'api::second-factor.second-factor.removeAuthenticator', config: signedIn },
    { method: 'POST', path: '/account/second-factor/recovery-codes', handler: 'api::second-factor.second-factor.newRecoveryCodes', config: signedIn },
  ],
};
