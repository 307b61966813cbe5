import { adminOnly as admin, signedInOnly as signedIn, verifiedOnly as verified } from '../../../auth/route-config';

/**
 * Companies in the portal (spec §7); requests to join one are in api/join-request. Open to an account
 * without a company: the company gate searches (GET) and creates (POST) through them. Admins create
 * companies for members through the same POST (not attached to themselves) and edit them (PUT).
 */
export default {
  routes: [
    { method: 'GET', path: '/company', handler: 'api::company.company.list', config: signedIn },
    { method: 'GET', path: '/company/export.csv', handler: 'api::company.company.exportCsv', config: admin },
    { method: 'POST', path: '/company', handler: 'api::company.company.create', config: verified },
    { method: 'PUT', path: '/company/:uuid', handler: 'api::company.company.update', config: admin },
  ],
};
