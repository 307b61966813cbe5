import { adminOnly as admin } from '../../../auth/route-config';

/** Chapter leaders: only admins give and take the role, and see who holds it. */
export default {
  routes: [
    { method: 'GET', path: '/chapter/:id/leaders', handler: 'api::chapter-leader.chapter-leader.leadersOf', config: admin },
    { method: 'PUT', path: '/chapter/:id/leaders/:userId', handler: 'api::chapter-leader.chapter-leader.grant', config: admin },
    { method: 'DELETE', path: '/chapter/:id/leaders/:userId', handler: 'api::chapter-leader.chapter-leader.revoke', config: admin },
    { method: 'GET', path: '/user/:id/leads', handler: 'api::chapter-leader.chapter-leader.leadsOf', config: admin },
  ],
};
