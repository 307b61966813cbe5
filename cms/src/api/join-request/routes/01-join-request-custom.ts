import { adminOnly as admin, leaderOf, signedInOnly as signedIn, verifiedOnly as verified } from '../../../auth/route-config';

/**
 * A member's requests to join a company (spec §7), under the company paths: the company gate's
 * calls, the member's withdrawal of their own pending request included. The admins review them:
 * the pending list, approve and reject.
 */
export default {
  routes: [
    { method: 'POST', path: '/company/join-request', handler: 'api::join-request.join-request.create', config: verified },
    { method: 'GET', path: '/company/join-request/mine', handler: 'api::join-request.join-request.mine', config: signedIn },
    { method: 'POST', path: '/company/join-request/:id/withdraw', handler: 'api::join-request.join-request.withdraw', config: signedIn },
    // A chapter's leaders review the requests of its members: the requester's home chapter.
    { method: 'GET', path: '/chapter/:id/join-requests', handler: 'api::join-request.join-request.listForChapter', config: leaderOf('chapter', 'reviewJoinRequests') },
    { method: 'GET', path: '/company/join-request', handler: 'api::join-request.join-request.listPending', config: admin },
    { method: 'GET', path: '/company/join-request/export.csv', handler: 'api::join-request.join-request.exportCsv', config: admin },
    { method: 'POST', path: '/company/join-request/:id/approve', handler: 'api::join-request.join-request.approve', config: leaderOf('joinRequest', 'reviewJoinRequests') },
    { method: 'POST', path: '/company/join-request/:id/reject', handler: 'api::join-request.join-request.reject', config: leaderOf('joinRequest', 'reviewJoinRequests') },
  ],
};
