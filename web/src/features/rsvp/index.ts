import { lazy } from 'react';

/**
 * The member's answer and the RSVP button (opening the RSVP drawer) of event cards, events table rows
 * and the dashboard (loaded for signed-in accounts only).
 */
export { MemberRsvp as RsvpButton } from './components/member-rsvp';
/** The events page's "My RSVPs": the member's answers for dates still to come. */
export const MyRsvpsTable = lazy(() => import('./components/my-rsvps-table'));
