import { beforeSecondFactor, signedInOnly as signedIn } from '../../../auth/route-config';

/** The signed-in member's account (spec §7), and the public confirmations of an email address (a new one, a new account's). */
export default {
  routes: [
    // Read by an admin or leader the second-factor gate holds too: the web shows the gate from it.
    { method: 'GET', path: '/account', handler: 'api::account.account.find', config: beforeSecondFactor },
    { method: 'GET', path: '/account/first-week', handler: 'api::account.account.firstWeek', config: signedIn },
    { method: 'PUT', path: '/account', handler: 'api::account.account.update', config: signedIn },
    { method: 'PUT', path: '/account/about', handler: 'api::account.account.updateAbout', config: signedIn },
    { method: 'PUT', path: '/account/password', handler: 'api::account.account.changePassword', config: signedIn },
    // Opened from the link mailed to the new address, maybe on another device: the token is the proof.
    { method: 'POST', path: '/account/email/confirm', handler: 'api::account.account.confirmEmail', config: { auth: false as const } },
    // A new account's address: proven by the link mailed to it (public, like the one above); sent again on request.
    { method: 'POST', path: '/account/email/verify', handler: 'api::account.account.verifyEmail', config: { auth: false as const } },
    { method: 'POST', path: '/account/email/verification', handler: 'api::account.account.resendVerification', config: signedIn },
    { method: 'PUT', path: '/account/avatar', handler: 'api::account.account.updateAvatar', config: signedIn },
    { method: 'PUT', path: '/account/directory', handler: 'api::account.account.updateDirectoryVisibility', config: signedIn },
    { method: 'PUT', path: '/account/contact-visibility', handler: 'api::account.account.updateContactVisibility', config: signedIn },
    { method: 'GET', path: '/account/setting', handler: 'api::account.account.findSettings', config: signedIn },
    { method: 'PUT', path: '/account/setting', handler: 'api::account.account.updateSetting', config: signedIn },
  ],
};
