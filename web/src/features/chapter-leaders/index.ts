/** Chapter leaders: the admins' lists and calls, and the section the user and chapter drawers show. */
export { useChapterLeaders, useLeadershipActions, useMemberLeads } from './api/leaders';
export { LeadershipSection } from './components/leadership-section';
