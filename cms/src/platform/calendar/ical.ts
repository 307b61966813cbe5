import ical, { ICalEventRepeatingFreq, ICalEventStatus, ICalWeekday, type ICalEventData } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { DateTime } from 'luxon';
import { COMPANY_NAME, toOneLine, type Chapter, type ChapterEvent } from '@gro/config';
import { occurrenceOn, upcomingOccurrences, zoneOf } from './occurrences';
import { siteUrl } from '../http/site-url';

/**
 * iCalendar files (RFC 5545) of events, built with ical-generator: a one-time event is one VEVENT
 * at its date, a recurring chapter meeting a VEVENT at its next occurrence repeating weekly on its
 * day (RRULE:FREQ=WEEKLY;BYDAY=..). Times carry the TZID of the chapter's time zone, and the file
 * holds that zone's VTIMEZONE. A member's feed holds single occurrences (the dates they answered),
 * each a VEVENT of its own. The event files, the chapter feeds and (later) visitors' mails and
 * members' feeds all build through calendarFor.
 */

/** What a calendar entry needs: an event's fields, or a chapter's own weekly meeting shaped like one. */
export type CalendarEntry = Pick<
  ChapterEvent,
  'title' | 'type' | 'date' | 'dayOfWeek' | 'description' | 'location' | 'address' | 'city' | 'state' | 'postalCode' | 'country' | 'timeStart' | 'timeEnd'
> & {
  /** Stable across downloads, so a calendar updates the entry it has: 'event-12', 'chapter-3-meeting'. */
  key: string;
  /** The IANA time zone its times are in (its chapter's). */
  zone: string;
  /** The page that shows it. */
  url: string;
  /** One occurrence only ('YYYY-MM-DD'): a VEVENT on that date, never repeating (a member's RSVP). */
  on?: string;
  /** A waitlisted place: STATUS:TENTATIVE (a seat taken is CONFIRMED); unset for files without RSVPs. */
  tentative?: boolean;
  /**
   * Occurrences a leader cancelled ('YYYY-MM-DD' → the reason): the entry on such a date is
   * STATUS:CANCELLED; a weekly series keeps its RRULE and gets, for each cancelled date to come, an
   * override VEVENT (same UID, RECURRENCE-ID of that date) with STATUS:CANCELLED.
   */
  cancelled?: ReadonlyMap<string, string>;
};

const BYDAY: Record<string, ICalWeekday> = {
  Sunday: ICalWeekday.SU,
  Monday: ICalWeekday.MO,
  Tuesday: ICalWeekday.TU,
  Wednesday: ICalWeekday.WE,
  Thursday: ICalWeekday.TH,
  Friday: ICalWeekday.FR,
  Saturday: ICalWeekday.SA,
};

const PRODID = { company: COMPANY_NAME, product: 'Chapter calendar', language: 'EN' };

/**
 * The text of a property as ical-generator is given it, so no value can start a line of its own
 * (an injected END:VEVENT, BEGIN:VALARM): a one-line value (a title, a place, an address) has its
 * line breaks and control characters made one space (toOneLine); a description keeps its lines as
 * LF, which ical-generator writes as the two characters \n, and loses every other control
 * character. ical-generator then escapes backslashes, semicolons and commas (RFC 5545 3.3.11) and
 * folds the lines at 75 octets.
 */
function icsText(value: string, { lines = false }: { lines?: boolean } = {}): string {
  if (!lines) return toOneLine(value);
  return value
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/(?!\n)\p{Cc}/gu, '')
    .trim();
}

/**
 * A calendar's NAME and X-WR-CALNAME: ical-generator writes these as given, unescaped, so the
 * name is made one line here and escaped as RFC 5545 TEXT (backslash, semicolon, comma).
 */
function icsName(value: string): string {
  return toOneLine(value).replace(/[\\;,]/g, (c) => `\\${c}`);
}

/** The host that makes UIDs unique to this site ('event-12@gro.example'). */
const uidHost = (): string => new URL(siteUrl('/')).host;

/** The venue and its address on one line: 'Detroit Athletic Club, 241 Madison St, Detroit, MI 48226'. */
export function placeLine(entry: Pick<CalendarEntry, 'location' | 'address' | 'city' | 'state' | 'postalCode' | 'country'>): string {
  const region = [entry.state, entry.postalCode].filter(Boolean).join(' ');
  const parts = [entry.location, entry.address, entry.city, region, entry.country].map((p) => p?.trim()).filter(Boolean) as string[];
  // An address that already names the city is not repeated.
  return parts.filter((part, i) => !parts.slice(0, i).some((before) => before.includes(part))).join(', ');
}

/** An event as a calendar entry, in its chapter's zone (`chapter` is the event's, when known in full), with its cancelled dates. */
export function eventEntry(event: ChapterEvent, chapter?: Pick<Chapter, 'timeZone'> | null, cancelled?: ReadonlyMap<string, string>): CalendarEntry {
  return { ...event, key: `event-${event.id}`, zone: zoneOf(chapter), url: siteUrl(`/events/${event.id}`), cancelled };
}

/** The occurrence of `event` on `date` a member answered (their feed), tentative while waitlisted, cancelled when `cancelled` names its date. */
export function occurrenceEntry(event: ChapterEvent, chapter: Pick<Chapter, 'timeZone'> | null, date: string, tentative: boolean, cancelled?: ReadonlyMap<string, string>): CalendarEntry {
  return { ...eventEntry(event, chapter, cancelled), key: `event-${event.id}-${date}`, on: date, tentative };
}

/** A chapter's own weekly meeting (its Meeting Info) as a calendar entry; null when it names no day. */
export function chapterMeetingEntry(chapter: Chapter, title: string): CalendarEntry | null {
  if (!chapter.dayOfWeek) return null;
  return {
    key: `chapter-${chapter.id}-meeting`,
    title,
    type: 'Recurring',
    date: null,
    dayOfWeek: chapter.dayOfWeek,
    description: chapter.description,
    location: chapter.location,
    address: chapter.address,
    city: chapter.city,
    state: chapter.state,
    postalCode: chapter.postalCode,
    country: chapter.country,
    timeStart: chapter.timeStart,
    timeEnd: chapter.timeEnd,
    zone: zoneOf(chapter),
    url: siteUrl(`/chapters/${chapter.slug}`),
  };
}

/** A cancelled occurrence's summary and description: the title says so, the reason comes first. */
const cancelledText = (entry: CalendarEntry, reason: string) => ({
  summary: icsText(`Cancelled: ${entry.title}`),
  description: icsText([`Cancelled: ${reason}`, entry.description ?? ''].filter(Boolean).join('\n\n'), { lines: true }),
});

/**
 * The VEVENT data of an entry: one occurrence (`on`) at that date, a one-time event at its date, a
 * recurring one from its next occurrence after `now` on (with an override for each cancelled date
 * to come); none for one that never happens (a recurring event without a day, an occurrence on a
 * day the event does not meet).
 */
function eventData(entry: CalendarEntry, now: Date, stamp: Date): ICalEventData[] {
  const recurring = entry.type === 'Recurring' && entry.on === undefined;
  const when = entry.on !== undefined
    ? occurrenceOn(entry, entry.on, entry.zone)
    : recurring
      ? upcomingOccurrences(entry, entry.zone, now, 1)[0]
      : entry.date
        ? occurrenceOn(entry, entry.date.slice(0, 10), entry.zone)
        : null;
  if (!when) return [];
  const location = placeLine(entry);
  const inZone = (at: Date) => DateTime.fromJSDate(at, { zone: entry.zone });
  const id = `${entry.key}@${uidHost()}`;
  const cancelledHere = recurring ? undefined : entry.cancelled?.get(when.date);
  const base: ICalEventData = {
    id,
    // Wall-clock times in the zone (ical-generator writes a plain Date in the machine's zone).
    start: inZone(when.start),
    end: inZone(when.end),
    timezone: entry.zone,
    stamp,
    summary: icsText(entry.title),
    description: entry.description ? icsText(entry.description, { lines: true }) || null : null,
    location: icsText(location) || null,
    url: icsText(entry.url),
    status: cancelledHere !== undefined ? ICalEventStatus.CANCELLED : entry.tentative === undefined ? null : entry.tentative ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    repeating: recurring && entry.dayOfWeek ? { freq: ICalEventRepeatingFreq.WEEKLY, byDay: [BYDAY[entry.dayOfWeek]] } : null,
    ...(cancelledHere !== undefined ? cancelledText(entry, cancelledHere) : {}),
  };
  if (!recurring || !entry.cancelled?.size) return [base];
  const overrides = [...entry.cancelled]
    .map(([date, reason]) => ({ occurrence: occurrenceOn(entry, date, entry.zone), reason }))
    .filter((o): o is { occurrence: NonNullable<typeof o.occurrence>; reason: string } => o.occurrence !== null && o.occurrence.start >= when.start)
    .sort((a, b) => a.occurrence.start.getTime() - b.occurrence.start.getTime())
    .map(({ occurrence, reason }): ICalEventData => ({
      ...base,
      start: inZone(occurrence.start),
      end: inZone(occurrence.end),
      recurrenceId: inZone(occurrence.start),
      repeating: null,
      status: ICalEventStatus.CANCELLED,
      ...cancelledText(entry, reason),
    }));
  return [base, ...overrides];
}

/**
 * An iCalendar file of `entries` (those that happen), named `name`; `url` is the page or feed it
 * stands for. DTSTAMP is `now`, so the same entries on the same day give the same bytes.
 */
export function calendarFor(entries: CalendarEntry[], { name, url, now = new Date() }: { name: string; url: string; now?: Date }): string {
  const calendar = ical({ name: icsName(name), url: icsText(url), prodId: PRODID });
  calendar.timezone({ name: null, generator: (zone) => getVtimezoneComponent(zone) });
  const stamp = new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000);
  for (const entry of entries) {
    for (const data of eventData(entry, now, stamp)) calendar.createEvent(data);
  }
  return calendar.toString();
}

/**
 * The file of one occurrence of an event (a visitor's registration): a single VEVENT on `date`, not
 * the weekly series, so a guest's calendar holds the one meeting they registered for.
 */
export function occurrenceIcs(event: ChapterEvent, chapter: Pick<Chapter, 'timeZone'> | null, date: string, now = new Date(), cancelledReason?: string): string {
  const cancelled = cancelledReason === undefined ? undefined : new Map([[date, cancelledReason]]);
  const entry: CalendarEntry = { ...eventEntry(event, chapter, cancelled), key: `event-${event.id}-${date}`, type: 'Once', date };
  return calendarFor([entry], { name: event.title, url: entry.url, now });
}

/** The file of one event (GET /event/{id}/calendar.ics), its cancelled dates shown cancelled. */
export function eventIcs(event: ChapterEvent, chapter: Pick<Chapter, 'timeZone'> | null, now = new Date(), cancelled?: ReadonlyMap<string, string>): string {
  const entry = eventEntry(event, chapter, cancelled);
  return calendarFor([entry], { name: event.title, url: entry.url, now });
}
