import { signedInOnly as signedIn } from '../../../auth/route-config';

/** The signed-in member's account (spec §7). */
export default {
  routes: [
    { method: 'GET', path: '/account', handler: 'api::account.account.find', config: signedIn },
    { method: 'PUT', path: '/account', handler: 'api::account.account.update', config: signedIn },
    { method: 'PUT', path: '/account/password', handler: 'api::account.account.changePassword', config: signedIn },
    { method: 'PUT', path: '/account/avatar', handler: 'api::account.account.updateAvatar', config: signedIn },
    { method: 'GET', path: '/account/setting', handler: 'api::account.account.findSettings', config: signedIn },
    { method: 'PUT', path: '/account/setting', handler: 'api::account.account.updateSetting', config: signedIn },
  ],
};
