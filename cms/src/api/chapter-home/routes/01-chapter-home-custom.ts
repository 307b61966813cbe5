import { leaderOf } from '../../../auth/route-config';

/**
 * A chapter leader's home: what needs their attention now (the next meeting, visitors, join requests,
 * companies, untouched referrals). Its leaders and admins; named by the right to run its meetings,
 * the home's first section (every leader holds every right).
 */
export default {
  routes: [{ method: 'GET', path: '/chapter/:id/home', handler: 'api::chapter-home.chapter-home.find', config: leaderOf('chapter', 'takeAttendance') }],
};
