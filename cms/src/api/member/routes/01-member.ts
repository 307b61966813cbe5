import { memberOnly as member } from '../../../auth/route-config';

/** Members as the portal lists them (spec §2, §7). */
export default {
  routes: [
    { method: 'GET', path: '/user', handler: 'api::member.member.list', config: member },
    { method: 'GET', path: '/user/directory', handler: 'api::member.member.directory', config: member },
    { method: 'GET', path: '/user/:id', handler: 'api::member.member.findOne', config: member },
    { method: 'GET', path: '/dashboard', handler: 'api::member.member.dashboard', config: member },
  ],
};
