import { signedInOnly as signedIn } from '../../../auth/route-config';

/** The devices a member is signed in on, from My Account: the list, signing one out, and "Sign out everywhere else". */
export default {
  routes: [
    { method: 'GET', path: '/account/sessions', handler: 'api::auth-session.auth-session.list', config: signedIn },
    { method: 'POST', path: '/account/sessions/revoke-others', handler: 'api::auth-session.auth-session.revokeOthers', config: signedIn },
    { method: 'POST', path: '/account/sessions/:id/revoke', handler: 'api::auth-session.auth-session.revoke', config: signedIn },
  ],
};
