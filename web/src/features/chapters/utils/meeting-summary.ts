import { type Chapter } from '@gro/config';
import { everyDay } from '@gro/config/screens';
import { formatTimeRange } from '@/lib/format';

/** 'Every Tuesday · 7:30 AM – 9:00 AM', or whichever part is known. */
export function meetingSummary({ dayOfWeek, timeStart, timeEnd }: Pick<Chapter, 'dayOfWeek' | 'timeStart' | 'timeEnd'>): string {
  return [dayOfWeek ? everyDay(dayOfWeek) : '', formatTimeRange(timeStart, timeEnd)].filter(Boolean).join(' · ');
}
