import { signedInOnly as signedIn } from '../../../auth/route-config';

/** The signed-in member's account (spec §7), and the public confirmation of a new email address. */
export default {
  routes: [
    { method: 'GET', path: '/account', handler: 'api::account.account.find', config: signedIn },
    { method: 'PUT', path: '/account', handler: 'api::account.account.update', config: signedIn },
    { method: 'PUT', path: '/account/password', handler: 'api::account.account.changePassword', config: signedIn },
    // Opened from the link mailed to the new address, maybe on another device: the token is the proof.
    { method: 'POST', path: '/account/email/confirm', handler: 'api::account.account.confirmEmail', config: { auth: false as const } },
    { method: 'PUT', path: '/account/avatar', handler: 'api::account.account.updateAvatar', config: signedIn },
    { method: 'PUT', path: '/account/directory', handler: 'api::account.account.updateDirectoryVisibility', config: signedIn },
    { method: 'GET', path: '/account/setting', handler: 'api::account.account.findSettings', config: signedIn },
    { method: 'PUT', path: '/account/setting', handler: 'api::account.account.updateSetting', config: signedIn },
  ],
};
