import { lazy, Suspense } from 'react';
import { useAuth } from '@/lib/auth';

// Visitors download none of the RSVP code: the button, its texts and the control load for a signed-in account only.
const RsvpDisclosure = lazy(() => import('./rsvp-disclosure'));

/** The RSVP button of an event card or a dashboard row, for a signed-in account (members of a company and admins see it). */
export function MemberRsvp({ eventId, title }: { eventId: number; title: string }) {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <RsvpDisclosure eventId={eventId} title={title} />
    </Suspense>
  );
}
