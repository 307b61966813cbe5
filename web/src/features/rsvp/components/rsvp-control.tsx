import { RSVP_TEXTS } from '@gro/config/screens';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useEventRsvps } from '../api/event-rsvps';
import { useRefreshMyRsvps } from '../api/my-rsvps';
import { Muted, Occurrences } from './rsvp-styles';
import { OccurrenceRsvp } from './occurrence-rsvp';

const t = RSVP_TEXTS;

/** The member's RSVP for each upcoming occurrence of an event (GET /event/{id}/rsvp), with loading, error and empty states. */
export function RsvpControl({ eventId }: { eventId: number }) {
  const { data, error, isLoading, mutate } = useEventRsvps(eventId);
  // The answer shown on the event's rows and cards is read again after a change.
  const refreshMyRsvps = useRefreshMyRsvps();
  if (error) return <LoadError message={t.loadError} retryLabel={t.retry} onRetry={() => void mutate()} />;
  if (isLoading || !data) {
    return (
      <Muted role="status">
        <Spinner $size={14} /> {t.loading}
      </Muted>
    );
  }
  if (data.occurrences.length === 0) return <Muted>{t.noOccurrences}</Muted>;
  return (
    <Occurrences aria-label={t.datesLabel(data.title)}>
      {data.occurrences.map((occurrence) => (
        <OccurrenceRsvp
          key={occurrence.date}
          eventId={eventId}
          timeZone={data.timeZone}
          occurrence={occurrence}
          onAnswered={(next) => {
            void mutate(next, { revalidate: false });
            refreshMyRsvps();
          }}
        />
      ))}
    </Occurrences>
  );
}
