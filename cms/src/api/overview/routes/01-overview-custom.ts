import { adminOnly as admin } from '../../../auth/route-config';

/** The admin overview: figures and small charts of /portal/administrator. Admins only. */
export default {
  routes: [{ method: 'GET', path: '/overview', handler: 'api::overview.overview.find', config: admin }],
};
