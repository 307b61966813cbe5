import { DASHBOARD_EVENT_DAYS, DASHBOARD_EVENT_MIN, DAYS, type ChapterEvent } from '@gro/config';
import { DASHBOARD_TEXTS, EVENT_TEXTS } from '@gro/config/screens';
import { Fragment, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { EventBadge, EventDay } from '@/features/events';
import { RsvpButton } from '@/features/rsvp';
import { paths } from '@/config/paths';
import { formatEventDay, formatTimeRange, localToday } from '@/lib/format';
import { Detail, DetailPart, EventTitle, More, Panel, Rows } from './dashboard-styles';

/** The day an event next takes place ('YYYY-MM-DD'): its date, or a weekly one's next day of the week from `today`. */
function nextDay({ date, dayOfWeek }: Pick<ChapterEvent, 'date' | 'dayOfWeek'>, today: string): string {
  if (date) return date.slice(0, 10);
  const weekday = dayOfWeek ? DAYS.indexOf(dayOfWeek) : -1;
  if (weekday < 0) return '\uffff';
  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() + ((weekday - from.getUTCDay() + 7) % 7));
  return from.toISOString().slice(0, 10);
}

/** By the day each event next takes place, soonest first: this Tuesday's meeting before next month's workshop (spec §2's date order). */
const byDate = (events: ChapterEvent[], today: string = localToday()) =>
  events
    .map((event, index) => ({ event, index, day: nextDay(event, today) }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.index - b.index)
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

/** The day `days` after `today` ('YYYY-MM-DD'). */
const dayAfter = (today: string, days: number) => {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/** The events of the coming DASHBOARD_EVENT_DAYS days, soonest first, and at least the first DASHBOARD_EVENT_MIN whatever their day. */
function comingEvents(events: ChapterEvent[], today: string = localToday()): ChapterEvent[] {
  const last = dayAfter(today, DASHBOARD_EVENT_DAYS);
  return byDate(events, today).filter((event, index) => index < DASHBOARD_EVENT_MIN || nextDay(event, today) <= last);
}

/** The chapter's coming events, by date ascending (spec §2), and a link to them all when some wait further ahead. */
export function ChapterEvents({ events }: { events: ChapterEvent[] }) {
  const headingId = useId();
  const shown = comingEvents(events);
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{DASHBOARD_TEXTS.events}</h2>
      {events.length === 0 ? (
        <EmptyState title={EVENT_TEXTS.empty} />
      ) : (
        <Rows>
          {shown.map((event) => (
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
      {events.length > shown.length && (
        <More>
          <Link to={paths.portal.events}>{DASHBOARD_TEXTS.allEvents(events.length)}</Link>
        </More>
      )}
    </Panel>
  );
}
