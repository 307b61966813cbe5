import { formatTimeLabel } from '@gro/config';
import { everyDay } from '@gro/config/screens';

// One format per kind of date, for every screen:
// - a day something happens on (an event, a meeting, a referral's steps): 'Tuesday, Dec 1', with its
//   year when not this year ('Friday, Feb 5, 2027'): formatCalendarDate, formatEventDay;
// - that day with its time, in the event's own time zone: 'Tuesday, Dec 1, 7:00 AM EST': formatDayTime;
// - the date of a record (passed, joined, published, added): 'Mar 1, 2026': formatDate;
// - the moment something happened (a log line, a sign-in): 'Mar 1, 2026, 10:00 AM EST': formatDateTime.
// Calendar days are formatted in UTC: the day stays the same in every time zone. Which year is
// 'this year', and which events are past, is decided by the reader's own calendar day (localToday).
const LONG_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG_DATE_YEAR = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD' (or a date-time starting so) as that calendar day; null when it is not such a date. */
function calendarDay(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The reader's calendar day, 'YYYY-MM-DD', in their own time zone. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * 'YYYY-MM-DD' as 'Tuesday, Nov 24' in the reader's current year and 'Friday, Feb 5, 2027' in any
 * other, never shifted to a neighbouring day; '' when it is not such a date.
 */
export function formatCalendarDate(value: string | null | undefined, today: string = localToday()): string {
  const day = calendarDay(value);
  if (!day) return '';
  return (value ?? '').slice(0, 4) === today.slice(0, 4) ? LONG_DATE.format(day) : LONG_DATE_YEAR.format(day);
}

type EventWhen = { date: string | null; dayOfWeek: string | null };

/** When an event happens: 'Tuesday, Nov 24' (with its year when not this year) for a dated one, 'Every Tuesday' for a weekly one. */
export function formatEventDay({ date, dayOfWeek }: EventWhen, today: string = localToday()): string {
  if (date) return formatCalendarDate(date, today);
  return dayOfWeek ? everyDay(dayOfWeek) : '';
}

/** A dated event whose day is before the reader's today; a weekly one is never past. */
export function isPastEvent({ date }: EventWhen, today: string = localToday()): boolean {
  return calendarDay(date) !== null && (date ?? '').slice(0, 10) < today;
}

/** '7:30 AM' kept on one line (a no-break space before AM/PM). */
const timeLabel = (value: string | null | undefined) => formatTimeLabel(value).replace(' ', '\u00a0');

/** '07:30', '09:00' -> '7:30 AM – 9:00 AM'; just the start when there is no end; '' without a start. */
export function formatTimeRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = timeLabel(start);
  const to = timeLabel(end);
  if (!from) return '';
  return to ? `${from} – ${to}` : from;
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/**
 * An instant (ISO date-time) in the reader's time zone, named, as every date-time of the portal reads:
 * 'Mar 1, 2026, 10:00 AM EST'; '' when it is not one.
 */
export function formatDateTime(value: string | null | undefined): string {
  const date = new Date(value ?? '');
  return value && !Number.isNaN(date.getTime()) ? DATE_TIME.format(date) : '';
}

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });

/** An instant's time of day in the reader's time zone, named: '10:00 AM EST'; '' when it is not one. */
export function formatTime(value: string | null | undefined): string {
  const date = new Date(value ?? '');
  return value && !Number.isNaN(date.getTime()) ? TIME.format(date) : '';
}

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const DAY_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * A record's date: an instant (ISO date-time) as its day in the reader's time zone, or a calendar
 * day ('YYYY-MM-DD') as itself: 'Mar 1, 2026'; '' when it is neither.
 */
export function formatDate(value: string | null | undefined): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value ?? '')) {
    const day = calendarDay(value);
    return day ? DAY_DATE.format(day) : '';
  }
  const date = new Date(value ?? '');
  return value && !Number.isNaN(date.getTime()) ? DATE.format(date) : '';
}

const DAY_TIME = { weekday: 'long', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;

/**
 * An instant as the day and time it is in a time zone (an event's): 'Tuesday, Dec 1, 7:00 AM EST',
 * with the year when not the reader's ('Friday, Feb 5, 2027, 7:00 AM EST'), as formatCalendarDate
 * writes the day. The reader's own zone when the zone is unknown; the text itself when it is not an instant.
 */
export function formatDayTime(startIso: string, timeZone: string, today: string = localToday()): string {
  const start = new Date(startIso);
  if (Number.isNaN(start.getTime())) return startIso;
  const format = (zone: string | undefined) => {
    const year = new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: zone }).format(start);
    return new Intl.DateTimeFormat('en-US', { ...DAY_TIME, ...(year === today.slice(0, 4) ? {} : { year: 'numeric' }), timeZone: zone }).format(start);
  };
  try {
    return format(timeZone);
  } catch {
    return format(undefined);
  }
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM' as 'May 2026'; the text itself when it is not such a month. */
export function formatMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match ? MONTH.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))) : value;
}

const LONG_MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM' as a heading reads it: 'December 2026'. */
export function formatLongMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return match ? LONG_MONTH.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1))) : value;
}

/** The reader's own IANA time zone ('Europe/Paris'). */
export const readerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A time zone's name as people say it at an instant: 'Eastern Standard Time'; the IANA name when the runtime has none. */
export function formatTimeZoneName(zone: string, at: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'long' }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
  } catch {
    return zone;
  }
}

const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const MINUTE_MS = 60_000;

/**
 * How long ago an instant was, as a notification list says it: 'just now' under a minute, then
 * '5 minutes ago', '3 hours ago', 'yesterday', '4 days ago'; a week or more back, its date ('Mar 1, 2026').
 */
export function formatTimeAgo(value: string, justNow: string, nowMs: number = Date.now()): string {
  const at = Date.parse(value);
  if (Number.isNaN(at)) return '';
  const minutes = Math.floor((nowMs - at) / MINUTE_MS);
  if (minutes < 1) return justNow;
  if (minutes < 60) return RELATIVE.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return RELATIVE.format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  return days < 7 ? RELATIVE.format(-days, 'day') : formatDate(value);
}
