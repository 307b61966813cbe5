import { memberOnly as member } from '../../../auth/route-config';

/** A member's requests to join a company (spec §7), under the company paths. */
export default {
  routes: [
    { method: 'POST', path: '/company/join-request', handler: 'api::join-request.join-request.create', config: member },
    { method: 'GET', path: '/company/join-request/mine', handler: 'api::join-request.join-request.mine', config: member },
  ],
};
