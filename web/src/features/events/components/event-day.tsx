import { EVENT_SCREEN_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { formatEventDay, isPastEvent, localToday } from '@/lib/format';

/** The day never breaks inside ('Monday, Nov / 30', 'Every / Tuesday'); the Past badge may go under it. */
const Day = styled.time`
  white-space: nowrap;
`;

type EventWhen = { date: string | null; dayOfWeek: string | null };

/**
 * When an event happens, as every screen shows it: the day (with its year when not this year) or
 * 'Every Tuesday', and a 'Past' badge once a one-time event has taken place. Nothing without a day.
 * `short` writes the weekday of a date short ('Tue, Nov 24'), for a table's column.
 */
export function EventDay({ event, short = false }: { event: EventWhen; short?: boolean }) {
  const day = formatEventDay(event, localToday(), { short });
  if (!day) return null;
  if (!event.date) return <Day as="span">{day}</Day>;
  return (
    <>
      <Day dateTime={event.date}>{day}</Day>
      {isPastEvent(event) && (
        <>
          {' '}
          <Badge $tone="neutral">{EVENT_SCREEN_TEXTS.past}</Badge>
        </>
      )}
    </>
  );
}
