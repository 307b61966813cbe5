import { MEETING_REPORT_MESSAGES } from '@gro/config';
import { leaderOf } from '../../../auth/route-config';

/**
 * A chapter's meeting report, per meeting and per month, counted from the records when asked: its
 * members, its leaders (the right to see its figures) and admins; the month also as CSV.
 */
const readers = leaderOf('chapter', 'seeReferralFigures', { homeMembers: true, deniedMessage: MEETING_REPORT_MESSAGES.reportNotYours });

export default {
  routes: [
    { method: 'GET', path: '/chapter/:id/report', handler: 'api::chapter-report.chapter-report.find', config: readers },
    { method: 'GET', path: '/chapter/:id/report.csv', handler: 'api::chapter-report.chapter-report.csv', config: readers },
  ],
};
