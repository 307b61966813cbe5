import { useParams } from 'react-router-dom';
import { Suspense } from 'react';
import { NextMeetingCard } from '@/features/attendance';
import { RsvpButton } from '@/features/rsvp';
import { useAuth } from '@/lib/auth';
import { useDeferredResult } from '@/hooks/use-deferred-result';
import { useEvent } from '../api/get-event';
import { EventDetail } from '../components/event-detail';
import { EventDetailSkeleton } from '../components/event-detail-skeleton';
import { EventNotFound } from '../components/event-not-found';

/**
 * /events/{id}: the event's page, its skeleton while it loads, or 'Event Not Found' (the API's 404, or
 * any failure); for a member of its chapter, their answer to "Will you be there?" when it is their next meeting.
 */
export default function EventDetailRoute() {
  const { id = '' } = useParams();
  const { data: event, error, isLoading } = useDeferredResult(useEvent(id));
  const { user } = useAuth();
  if (isLoading) return <EventDetailSkeleton />;
  if (error || !event) return <EventNotFound />;
  // A member of the event's chapter says here whether they will be there, when it is their next meeting.
  const ownChapter = Boolean(user?.companyId && event.chapter && user.chapterId === event.chapter.id);
  const plan = ownChapter ? (
    <Suspense fallback={null}>
      <NextMeetingCard eventId={event.id} />
    </Suspense>
  ) : null;
  return <EventDetail event={event} rsvp={<RsvpButton eventId={event.id} title={event.title} prominent />} plan={plan} />;
}
