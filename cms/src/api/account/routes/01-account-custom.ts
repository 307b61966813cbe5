import { memberOnly as member } from '../../../auth/route-config';

/** The signed-in member's account (spec §7). */
export default {
  routes: [
    { method: 'GET', path: '/account', handler: 'api::account.account.find', config: member },
    { method: 'PUT', path: '/account', handler: 'api::account.account.update', config: member },
    { method: 'PUT', path: '/account/password', handler: 'api::account.account.changePassword', config: member },
    { method: 'PUT', path: '/account/avatar', handler: 'api::account.account.updateAvatar', config: member },
    { method: 'GET', path: '/account/setting', handler: 'api::account.account.findSettings', config: member },
    { method: 'PUT', path: '/account/setting', handler: 'api::account.account.updateSetting', config: member },
  ],
};
