/** Today's date (YYYY-MM-DD) in the organisation's time zone, so "upcoming" matches the members' calendar. */
export function todayIn(timeZone = process.env.APP_TIMEZONE || 'America/Detroit', now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The first 'YYYY-MM-DD' on or after `from` ('YYYY-MM-DD') that falls on `dayOfWeek`; null for an unknown day. */
export function nextWeekday(from: string, dayOfWeek: string): string | null {
  const target = WEEKDAYS.indexOf(dayOfWeek);
  const [y, m, d] = from.split('-').map(Number);
  if (target < 0 || !y || !m || !d) return null;
  const day = new Date(Date.UTC(y, m - 1, d));
  day.setUTCDate(day.getUTCDate() + ((target - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

const FULL_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' as 'Saturday, June 13, 2026', as emails and the answers' messages write a day (read later, they spell out month and year), never shifted a day; '' when not such a date. */
export function formatFullDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? FULL_DATE.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))) : '';
}
