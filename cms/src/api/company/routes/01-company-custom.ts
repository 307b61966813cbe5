import { memberOnly as member } from '../../../auth/route-config';

/** Companies in the portal (spec §7); requests to join one are in api/join-request. */
export default {
  routes: [
    { method: 'GET', path: '/company', handler: 'api::company.company.list', config: member },
    { method: 'POST', path: '/company', handler: 'api::company.company.create', config: member },
  ],
};
