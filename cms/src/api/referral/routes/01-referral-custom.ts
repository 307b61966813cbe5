import { adminOnly as admin, memberOnly as member, reachesMembersOnly as reachesMembers } from '../../../auth/route-config';

/**
 * Referrals: members pass them to each other and follow them; only the giver, the
 * receiver and admins see one (the service answers anyone else a 404). The history is for admins.
 */
export default {
  routes: [
    { method: 'POST', path: '/referral', handler: 'api::referral.referral.pass', config: reachesMembers },
    { method: 'GET', path: '/referral', handler: 'api::referral.referral.list', config: member },
    { method: 'GET', path: '/referral/:id', handler: 'api::referral.referral.one', config: member },
    { method: 'PUT', path: '/referral/:id/status', handler: 'api::referral.referral.follow', config: member },
    { method: 'DELETE', path: '/referral/:id', handler: 'api::referral.referral.remove', config: member },
    { method: 'GET', path: '/referral/:id/history', handler: 'api::referral.referral.history', config: admin },
  ],
};
