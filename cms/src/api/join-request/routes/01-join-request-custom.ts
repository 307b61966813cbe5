import { signedInOnly as signedIn } from '../../../auth/route-config';

/** A member's requests to join a company (spec §7), under the company paths: the company gate's calls. */
export default {
  routes: [
    { method: 'POST', path: '/company/join-request', handler: 'api::join-request.join-request.create', config: signedIn },
    { method: 'GET', path: '/company/join-request/mine', handler: 'api::join-request.join-request.mine', config: signedIn },
  ],
};
