import type { ChapterEvent } from '@gro/config';
import { DASHBOARD_TEXTS, EVENT_TEXTS } from '@gro/config/screens';
import { Fragment, useId, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { EventBadge, EventDay } from '@/features/events';
import { RsvpButton } from '@/features/rsvp';
import { formatEventDay, formatTimeRange } from '@/lib/format';
import { Detail, DetailPart, EventTitle, Panel, Rows } from './dashboard-styles';

/** Dated events by date ascending, then the weekly ones in their given order. */
const byDate = (events: ChapterEvent[]) =>
  events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => (a.event.date ?? '\uffff').localeCompare(b.event.date ?? '\uffff') || a.index - b.index)
    .map(({ event }) => event);

/**
 * 'Friday, Dec 11 · 12:00 PM – 1:00 PM · Online' as parts that each stay whole: a narrow line
 * breaks between them, and each '·' ends the part before it, so no line starts with '·' or '–'.
 */
function EventWhenWhere({ event }: { event: ChapterEvent }) {
  const parts: { key: string; content: ReactNode; wraps?: boolean }[] = [];
  if (formatEventDay(event)) parts.push({ key: 'day', content: <EventDay event={event} /> });
  if (event.timeStart) parts.push({ key: 'time', content: formatTimeRange(event.timeStart, event.timeEnd) });
  if (event.location) parts.push({ key: 'place', content: event.location, wraps: true });
  return (
    <Detail>
      {parts.map(({ key, content, wraps }, index) => (
        <Fragment key={key}>
          {index > 0 && ' '}
          <DetailPart $wraps={wraps}>
            {content}
            {index < parts.length - 1 && ' ·'}
          </DetailPart>
        </Fragment>
      ))}
    </Detail>
  );
}

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
                <EventBadge type={event.type} />
              </EventTitle>
              <EventWhenWhere event={event} />
              <RsvpButton eventId={event.id} title={event.title} />
            </li>
          ))}
        </Rows>
      )}
    </Panel>
  );
}
