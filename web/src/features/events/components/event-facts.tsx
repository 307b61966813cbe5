import type { EventType } from '@gro/config';
import { EVENT_SCREEN_TEXTS, EVENT_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { formatEventDay, isPastEvent } from '@/lib/format';

// How every screen shows an event's day and kind (one module: one file for the public pages to load).

/** The day never breaks inside ('Monday, Nov / 30', 'Every / Tuesday'); the Past badge may go under it. */
const Day = styled.time`
  white-space: nowrap;
`;

type EventWhen = { date: string | null; dayOfWeek: string | null };

/**
 * When an event happens, as every screen shows it: the day (with its year when not this year) or
 * 'Every Tuesday', and a 'Past' badge once a one-time event has taken place. Nothing without a day.
 */
export function EventDay({ event }: { event: EventWhen }) {
  const day = formatEventDay(event);
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

/**
 * The badge of an event as spec §2 names it on the events page's cards: 'Recurring Event', else
 * 'Special Event'. Every card or row that describes an event wears it (the events and chapter pages,
 * an event's page, the dashboard); where the type is a value to read or choose (the portal table's
 * Type column, the event form) it is EVENT_TYPE_LABELS' 'One Time' / 'Recurring' (spec §3).
 */
export function EventBadge({ type }: { type: EventType }) {
  const recurring = type === 'Recurring';
  return <Badge $tone={recurring ? 'brand' : 'accent'}>{recurring ? EVENT_TEXTS.recurringBadge : EVENT_TEXTS.specialBadge}</Badge>;
}
