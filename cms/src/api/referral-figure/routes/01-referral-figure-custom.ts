import { REFERRAL_MESSAGES } from '@gro/config';
import { adminOnly as admin, leaderOf, memberOnly as member } from '../../../auth/route-config';

/**
 * The referral figures, read from the referral_tallies counters only: the caller's own,
 * a chapter's (its members and admins) and every chapter's side by side (admins, also as CSV).
 */
export default {
  routes: [
    { method: 'GET', path: '/referral-figures/me', handler: 'api::referral-figure.referral-figure.me', config: member },
    { method: 'GET', path: '/chapter/:id/referral-figures', handler: 'api::referral-figure.referral-figure.chapter', config: leaderOf('chapter', 'seeReferralFigures', { homeMembers: true, deniedMessage: REFERRAL_MESSAGES.chapterNotYours }) },
    { method: 'GET', path: '/referral-figures', handler: 'api::referral-figure.referral-figure.all', config: admin },
    { method: 'GET', path: '/referral-figures.csv', handler: 'api::referral-figure.referral-figure.allCsv', config: admin },
  ],
};
