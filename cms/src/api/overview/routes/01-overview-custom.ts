import { adminOnly as admin } from '../../../auth/route-config';

/** The admin overview (issue 16): figures and small charts of /portal/administrator. Admins only. */
export default {
  routes: [{ method: 'GET', path: '/overview', handler: 'api::overview.overview.find', config: admin }],
};
