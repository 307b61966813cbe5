import { lazy } from 'react';

/** The RSVP button and control of event cards and the dashboard (the control loads when opened). */
export { RsvpDisclosure } from './components/rsvp-disclosure';
/** The portal events table's RSVP drawer (with the admins' attendee list), loaded when first opened. */
export const EventRsvpDrawer = lazy(() => import('./components/event-rsvp-drawer'));
