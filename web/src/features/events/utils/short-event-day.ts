import { everyDay } from '@gro/config/screens';
import { calendarDay, localToday } from '@/lib/format';

const SHORT = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const SHORT_YEAR = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * formatEventDay's compact form, for the portal events table's column: 'Tue, Nov 24', 'Fri, Feb 5,
 * 2027' (the year when not the reader's), 'Every Tuesday'. Here, not in lib/format, so the public
 * pages do not download it.
 */
export function formatShortEventDay({ date, dayOfWeek }: { date: string | null; dayOfWeek: string | null }, today: string = localToday()): string {
  const day = calendarDay(date);
  if (day) return (date ?? '').slice(0, 4) === today.slice(0, 4) ? SHORT.format(day) : SHORT_YEAR.format(day);
  return dayOfWeek ? everyDay(dayOfWeek) : '';
}
