import { EVENT_SCREEN_TEXTS } from '@gro/config/screens';
import { Badge } from '@/components/ui/badge';
import { formatEventDay, isPastEvent } from '@/lib/format';

type EventWhen = { date: string | null; dayOfWeek: string | null };

/**
 * When an event happens, as every screen shows it: the day (with its year when not this year) or
 * 'Every Tuesday', and a 'Past' badge once a one-time event has taken place. Nothing without a day.
 */
export function EventDay({ event }: { event: EventWhen }) {
  const day = formatEventDay(event);
  if (!day) return null;
  if (!event.date) return <>{day}</>;
  return (
    <>
      <time dateTime={event.date}>{day}</time>
      {isPastEvent(event) && (
        <>
          {' '}
          <Badge $tone="neutral">{EVENT_SCREEN_TEXTS.past}</Badge>
        </>
      )}
    </>
  );
}
