import { adminOnly as admin, beforeSecondFactor, signedInOnly as signedIn } from '../../../auth/route-config';

/**
 * A member's two-step sign-in, from My Account: its state, setting up an authenticator app (scan,
 * then confirm with a code), removing it, new recovery codes, and their passkeys (add, rename,
 * remove); and an admin's reset of a member's lost one. Setting up an authenticator or adding a
 * passkey is open to a session the second-factor gate holds (an admin or leader who must set one up
 * first). The second step of a sign-in is POST /authenticate/second-factor
 * (api/authenticate).
 */
export default {
  routes: [
    { method: 'GET', path: '/account/second-factor', handler: 'api::second-factor.second-factor.status', config: beforeSecondFactor },
    { method: 'POST', path: '/account/second-factor/authenticator', handler: 'api::second-factor.second-factor.startAuthenticator', config: beforeSecondFactor },
    { method: 'POST', path: '/account/second-factor/authenticator/confirm', handler: 'api::second-factor.second-factor.confirmAuthenticator', config: beforeSecondFactor },
    { method: 'POST', path: '/account/second-factor/authenticator/remove', handler: 'api::second-factor.second-factor.removeAuthenticator', config: signedIn },
    { method: 'POST', path: '/account/second-factor/recovery-codes', handler: 'api::second-factor.second-factor.newRecoveryCodes', config: signedIn },
    { method: 'POST', path: '/account/passkeys/options', handler: 'api::second-factor.second-factor.passkeyOptions', config: beforeSecondFactor },
    { method: 'POST', path: '/account/passkeys', handler: 'api::second-factor.second-factor.addPasskey', config: beforeSecondFactor },
    { method: 'PUT', path: '/account/passkeys/:id', handler: 'api::second-factor.second-factor.renamePasskey', config: signedIn },
    { method: 'POST', path: '/account/passkeys/:id/remove', handler: 'api::second-factor.second-factor.removePasskey', config: signedIn },
    { method: 'POST', path: '/user/:id/second-factor/reset', handler: 'api::second-factor.second-factor.reset', config: admin },
  ],
};
