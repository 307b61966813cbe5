import { useParams } from 'react-router-dom';
import { RsvpButton } from '@/features/rsvp';
import { useDeferredResult } from '@/hooks/use-deferred-result';
import { useEvent } from '../api/get-event';
import { EventDetail } from '../components/event-detail';
import { EventDetailSkeleton } from '../components/event-detail-skeleton';
import { EventNotFound } from '../components/event-not-found';

/** /events/{id}: the event's page, its skeleton while it loads, or 'Event Not Found' (the API's 404, or any failure). */
export default function EventDetailRoute() {
  const { id = '' } = useParams();
  const { data: event, error, isLoading } = useDeferredResult(useEvent(id));
  if (isLoading) return <EventDetailSkeleton />;
  if (error || !event) return <EventNotFound />;
  return <EventDetail event={event} rsvp={<RsvpButton eventId={event.id} title={event.title} prominent />} />;
}
