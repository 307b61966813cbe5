/** The dashboard's card of the member's next meeting, where they say ahead whether they will be there. */
export { NextMeetingCard } from './components/next-meeting-card';
