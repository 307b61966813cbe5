import { lazy } from 'react';

/** The RSVP button and control of event cards and the dashboard (loaded for signed-in accounts only). */
export { MemberRsvp as RsvpDisclosure } from './components/member-rsvp';
/** The portal events table's RSVP drawer (with the attendee list for admins and the chapter's leaders), loaded when first opened. */
export const EventRsvpDrawer = lazy(() => import('./components/event-rsvp-drawer'));
