/** Members as the portal lists them (spec §2, §7). auth: false skips users-permissions; global::is-member authenticates. */
const member = { auth: false as const, policies: ['global::is-member'] };

export default {
  routes: [
    { method: 'GET', path: '/user', handler: 'api::member.member.list', config: member },
    { method: 'GET', path: '/user/directory', handler: 'api::member.member.directory', config: member },
    { method: 'GET', path: '/user/:id', handler: 'api::member.member.findOne', config: member },
    { method: 'GET', path: '/dashboard', handler: 'api::member.member.dashboard', config: member },
  ],
};
