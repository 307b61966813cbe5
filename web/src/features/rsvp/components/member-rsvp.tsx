import { lazy, Suspense } from 'react';
import { useAuth } from '@/lib/auth';

// Visitors download none of the RSVP code: the button, its texts and the control load for a signed-in account only.
const RsvpButton = lazy(() => import('./rsvp-button'));

/**
 * The member's answer and the RSVP button of an event card, a dashboard row or an events table row,
 * for a signed-in account (members of a company and admins see it); `prominent` where it is the
 * page's main action.
 */
export function MemberRsvp({ eventId, title, showAttendees, prominent }: { eventId: number; title: string; showAttendees?: boolean; prominent?: boolean }) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <RsvpButton eventId={eventId} title={title} showAttendees={showAttendees} prominent={prominent} />
    </Suspense>
  );
}
