import { CHAPTER_API, EVENT_API, CALENDAR_TEXTS } from '@gro/config';
import { CalendarPlusIcon } from '@/components/icons';
import { ButtonAnchor } from '@/components/ui/button-anchor';
import { apiUrl } from '@/lib/api-client';
import { buildUrl } from '@/lib/url';

/** The iCalendar file of an event, or a chapter's feed (its meetings and events), on the API. */
const calendarFileUrl = (of: { event: number } | { chapter: string }): string =>
  apiUrl(
    'event' in of
      ? buildUrl(EVENT_API.calendar.path, { params: { id: of.event } })
      : buildUrl(CHAPTER_API.calendar.path, { params: { slug: of.chapter } }),
  );

interface AddToCalendarLinkProps {
  /** Whose file: an event by id, or a chapter's feed by slug. */
  of: { event: number } | { chapter: string };
  /** What is added, for the accessible name: 'Add Weekly meeting to calendar'. */
  title: string;
  /** The visible text (default 'Add to calendar'). */
  children?: string;
  block?: boolean;
}

/** A plain download link to an .ics file: calendar apps open it and add the event (or the feed's events). */
export function AddToCalendarLink({ of, title, children = CALENDAR_TEXTS.addToCalendar, block }: AddToCalendarLinkProps) {
  return (
    <ButtonAnchor href={calendarFileUrl(of)} download aria-label={CALENDAR_TEXTS.addLabel(title)} variant="secondary" size="sm" block={block}>
      <CalendarPlusIcon size={16} />
      {children}
    </ButtonAnchor>
  );
}
