import { lazy } from 'react';

/**
 * The card of the member's next meeting, where they say ahead whether they will be there (the
 * dashboard; an event's page with `eventId`, when it is that meeting). Loaded on first use, so the
 * public event page stays light.
 */
export const NextMeetingCard = lazy(() => import('./components/next-meeting-card'));
