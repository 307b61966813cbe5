import { memberOnly as member } from '../../../auth/route-config';

/** Companies in the portal (spec §7). */
export default {
  routes: [
    { method: 'GET', path: '/company', handler: 'api::company.company.list', config: member },
    { method: 'POST', path: '/company', handler: 'api::company.company.create', config: member },
    { method: 'POST', path: '/company/join-request', handler: 'api::company.company.createJoinRequest', config: member },
    { method: 'GET', path: '/company/join-request/mine', handler: 'api::company.company.ownJoinRequests', config: member },
  ],
};
