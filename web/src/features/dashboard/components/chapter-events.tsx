import { EVENT_TYPE_LABELS, type ChapterEvent } from '@gro/config';
import { DASHBOARD_TEXTS, EVENT_TEXTS } from '@gro/config/screens';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { EventDay } from '@/features/events';
import { RsvpDisclosure } from '@/features/rsvp';
import { formatTimeRange } from '@/lib/format';
import { Detail, EventTitle, Panel, Rows } from './dashboard-styles';

/** Dated events by date ascending, then the weekly ones in their given order. */
const byDate = (events: ChapterEvent[]) =>
  events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => (a.event.date ?? '\uffff').localeCompare(b.event.date ?? '\uffff') || a.index - b.index)
    .map(({ event }) => event);

/** The chapter's events, by date ascending (spec §2). */
export function ChapterEvents({ events }: { events: ChapterEvent[] }) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{DASHBOARD_TEXTS.events}</h2>
      {events.length === 0 ? (
        <EmptyState title={EVENT_TEXTS.empty} />
      ) : (
        <Rows>
          {byDate(events).map((event) => (
            <li key={event.id}>
              <EventTitle>
                {event.title}
                <Badge $tone={event.type === 'Recurring' ? 'brand' : 'accent'}>{EVENT_TYPE_LABELS[event.type]}</Badge>
              </EventTitle>
              <Detail>
                <EventDay event={event} />
                {event.timeStart && ` · ${formatTimeRange(event.timeStart, event.timeEnd)}`}
                {event.location && ` · ${event.location}`}
              </Detail>
              <RsvpDisclosure eventId={event.id} title={event.title} />
            </li>
          ))}
        </Rows>
      )}
    </Panel>
  );
}
