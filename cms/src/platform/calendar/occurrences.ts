import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE } from '@gro/config';

/**
 * When events happen, in the time zone of their chapter. An occurrence is an event plus a date
 * (YYYY-MM-DD): the event's date for a one-time event, any date on its weekday for a recurring
 * chapter meeting. Calendars, RSVPs, event pages and reminders all read times through here.
 */

/** The organisation's default time zone (`APP_TIMEZONE`), for chapters without one of their own. */
export function defaultTimeZone(): string {
  const zone = process.env.APP_TIMEZONE || DEFAULT_TIME_ZONE;
  return isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** True for an IANA time zone name this runtime knows ('America/Detroit'), false otherwise. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  return DateTime.now().setZone(value).isValid;
}

/** The time zone an event's times are in: its chapter's, else the organisation's. */
export function zoneOf(chapter: { timeZone?: string | null } | null | undefined): string {
  return chapter?.timeZone && isTimeZone(chapter.timeZone) ? chapter.timeZone : defaultTimeZone();
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

type EventTiming = {
  type: 'Once' | 'Recurring' | string;
  date?: string | null;
  dayOfWeek?: string | null;
  timeStart?: string | null;
  timeEnd?: string | null;
};

type Occurrence = { date: string; start: Date; end: Date };

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The instant `date` at `time` (HH:MM) in `zone`; null for a malformed date or time. */
export function instantIn(date: string, time: string, zone: string): Date | null {
  if (!DATE.test(date) || !TIME.test(time)) return null;
  const at = DateTime.fromISO(`${date}T${time}`, { zone });
  return at.isValid ? at.toJSDate() : null;
}

/**
 * The occurrence of `event` on `date`: start and end instants in `zone` (an end at or before the
 * start means the meeting runs past midnight); null when the event does not happen that day.
 */
export function occurrenceOn(event: EventTiming, date: string, zone: string): Occurrence | null {
  if (!DATE.test(date)) return null;
  const day = DateTime.fromISO(date, { zone });
  if (!day.isValid) return null;
  if (event.type === 'Once') {
    if (event.date?.slice(0, 10) !== date) return null;
  } else if (WEEKDAYS[day.weekday - 1] !== event.dayOfWeek) {
    return null;
  }
  const startTime = event.timeStart || '07:00';
  const endTime = event.timeEnd || event.timeStart || '08:00';
  const start = instantIn(date, startTime, zone);
  let end = instantIn(date, endTime, zone);
  if (!start || !end) return null;
  // Past midnight when the end time is not after the start time. A start in the hour clocks skip
  // (02:30 on the spring-forward day, read as 03:30) keeps the meeting's length, not a day's.
  if (endTime <= startTime) end = DateTime.fromJSDate(end).plus({ days: 1 }).toJSDate();
  else if (end <= start) end = DateTime.fromJSDate(start).plus({ minutes: minutesOf(endTime) - minutesOf(startTime) }).toJSDate();
  return { date, start, end };
}

/**
 * The next `count` occurrences of `event` that have not started at `now`, the soonest first:
 * at most one for a one-time event, one a week for a recurring one.
 */
export function upcomingOccurrences(event: EventTiming, zone: string, now: Date, count: number): Occurrence[] {
  if (event.type === 'Once') {
    const date = event.date?.slice(0, 10);
    const once = date ? occurrenceOn(event, date, zone) : null;
    return once && once.start > now && count > 0 ? [once] : [];
  }
  const target = WEEKDAYS.indexOf(event.dayOfWeek ?? '');
  if (target < 0) return [];
  const today = DateTime.fromJSDate(now).setZone(zone).startOf('day');
  let day = today.plus({ days: (target + 1 - today.weekday + 7) % 7 });
  const found: Occurrence[] = [];
  // A week more than asked: today's meeting may have started already.
  for (let i = 0; i <= count && found.length < count; i += 1, day = day.plus({ weeks: 1 })) {
    const next = occurrenceOn(event, day.toISODate() as string, zone);
    if (next && next.start > now) found.push(next);
  }
  return found;
}

/** The local date (YYYY-MM-DD) of `instant` in `zone`. */
export function localDate(instant: Date, zone: string): string {
  return DateTime.fromJSDate(instant).setZone(zone).toISODate() as string;
}

/** A meeting's date and times in its chapter's zone: 'Tuesday, December 1, 2026, 7:30 AM – 9:00 AM EST'. */
export function meetingWhen(meeting: { start: string; end: string; timeZone: string }): string {
  const start = DateTime.fromISO(meeting.start).setZone(meeting.timeZone);
  const end = DateTime.fromISO(meeting.end).setZone(meeting.timeZone);
  return `${start.toFormat('cccc, LLLL d, yyyy')}, ${start.toFormat('h:mm a')} – ${end.toFormat('h:mm a ZZZZ')}`;
}

/** An occurrence's start as people read it, in the event's time zone: 'Tuesday, December 1, 2026 at 7:00 AM'. */
export function occurrenceWhen(start: Date, zone: string): string {
  return DateTime.fromJSDate(start).setZone(zone).toFormat("cccc, LLLL d, yyyy 'at' h:mm a ZZZZ");
}
