import { SCORECARD_MESSAGES } from '@gro/config';
import { adminOnly, leaderOf, memberOnly } from '../../../auth/route-config';

/**
 * Scorecards: a chapter's (its members, its leaders with the right to see its figures, admins: the
 * controller gives members their own row and the totals), one member's, the caller's own, every
 * chapter's for admins, and the settings admins keep in one place.
 */
const readers = leaderOf('chapter', 'seeReferralFigures', { homeMembers: true, deniedMessage: SCORECARD_MESSAGES.notYours });

export default {
  routes: [
    { method: 'GET', path: '/chapter/:id/scorecards', handler: 'api::scorecard.scorecard.chapter', config: readers },
    { method: 'GET', path: '/chapter/:id/scorecards/:userId', handler: 'api::scorecard.scorecard.detail', config: readers },
    { method: 'GET', path: '/scorecard/mine', handler: 'api::scorecard.scorecard.mine', config: memberOnly },
    { method: 'GET', path: '/admin/scorecards', handler: 'api::scorecard.scorecard.all', config: adminOnly },
    { method: 'GET', path: '/admin/scorecard-settings', handler: 'api::scorecard.scorecard-setting.show', config: adminOnly },
    { method: 'PUT', path: '/admin/scorecard-settings', handler: 'api::scorecard.scorecard-setting.update', config: adminOnly },
  ],
};
