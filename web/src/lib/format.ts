import { formatTimeLabel } from '@gro/config';

// Dates and the formatter both in UTC: the calendar day stays the same in every time zone.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' as a calendar date, 'Tuesday, Nov 24', never shifted to a neighbouring day; '' when it is not such a date. */
export function formatCalendarDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? '' : LONG_DATE.format(date);
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
