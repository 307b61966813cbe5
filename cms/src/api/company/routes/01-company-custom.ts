import { adminOnly as admin, leaderOf, signedInOnly as signedIn, verifiedOnly as verified } from '../../../auth/route-config';

/**
 * Companies in the portal (spec §7); requests to join one are in api/join-request. Open to an account
 * without a company: the company gate searches (GET) and creates (POST) through them. Admins create
 * companies for members through the same POST (not attached to themselves) and edit them (PUT).
 * A company a member creates waits for review: admins, and the leaders of its creator's home
 * chapter, list such companies and approve or reject them beside the join requests.
 */
export default {
  routes: [
    { method: 'GET', path: '/company', handler: 'api::company.company.list', config: signedIn },
    { method: 'GET', path: '/company/export.csv', handler: 'api::company.company.exportCsv', config: admin },
    { method: 'POST', path: '/company', handler: 'api::company.company.create', config: verified },
    { method: 'GET', path: '/company/pending', handler: 'api::company.company.listPending', config: admin },
    { method: 'GET', path: '/chapter/:id/pending-companies', handler: 'api::company.company.listPendingForChapter', config: leaderOf('chapter', 'reviewJoinRequests') },
    { method: 'POST', path: '/company/:uuid/approve', handler: 'api::company.company.approve', config: leaderOf('company', 'reviewJoinRequests') },
    { method: 'POST', path: '/company/:uuid/reject', handler: 'api::company.company.reject', config: leaderOf('company', 'reviewJoinRequests') },
    { method: 'PUT', path: '/company/:uuid', handler: 'api::company.company.update', config: admin },
  ],
};
