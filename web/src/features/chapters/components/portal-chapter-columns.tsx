import { DAYS, type Chapter } from '@gro/config';
import { NO_VALUE, PORTAL_CHAPTER_TEXTS } from '@gro/config/screens';
import { Badge } from '@/components/ui/badge';
import type { Column } from '@/components/ui/table';
import { formatTimeRange } from '@/lib/format';

const { columns: headers } = PORTAL_CHAPTER_TEXTS;

const place = (chapter: Chapter) => [chapter.city, chapter.state].filter(Boolean).join(', ');

/** 'Tuesday, 7:30 AM – 9:00 AM'. */
const meeting = (chapter: Chapter) =>
  [chapter.dayOfWeek, formatTimeRange(chapter.timeStart, chapter.timeEnd)].filter(Boolean).join(', ');

/** Columns of the portal's chapters table: name, location, city/state, day and time, active. */
export const chapterColumns: Column<Chapter>[] = [
  { key: 'name', header: headers.name, cell: (c) => <strong>{c.name}</strong>, sortValue: (c) => c.name },
  { key: 'location', header: headers.location, cell: (c) => c.location || NO_VALUE, sortValue: (c) => c.location },
  { key: 'place', header: headers.place, cell: (c) => place(c) || NO_VALUE, sortValue: (c) => place(c) },
  {
    key: 'meeting',
    header: headers.meeting,
    cell: (c) => meeting(c) || NO_VALUE,
    // Sunday first, then by start time ('07:30' sorts as text).
    sortValue: (c) => (c.dayOfWeek ? `${DAYS.indexOf(c.dayOfWeek)} ${c.timeStart ?? ''}` : null),
  },
  {
    key: 'active',
    header: headers.active,
    cell: (c) =>
      c.isActive ? <Badge>{PORTAL_CHAPTER_TEXTS.active}</Badge> : <Badge $tone="neutral">{PORTAL_CHAPTER_TEXTS.inactive}</Badge>,
    sortValue: (c) => (c.isActive ? 0 : 1),
  },
];
