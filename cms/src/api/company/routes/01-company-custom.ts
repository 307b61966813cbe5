/** Companies in the portal (spec §7). auth: false skips users-permissions; global::is-member authenticates. */
const member = { auth: false as const, policies: ['global::is-member'] };

export default {
  routes: [
    { method: 'GET', path: '/company', handler: 'api::company.company.list', config: member },
    { method: 'POST', path: '/company', handler: 'api::company.company.create', config: member },
    { method: 'POST', path: '/company/join-request', handler: 'api::company.company.createJoinRequest', config: member },
    { method: 'GET', path: '/company/join-request/mine', handler: 'api::company.company.ownJoinRequests', config: member },
  ],
};
