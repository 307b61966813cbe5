import { EVENT_TYPE_LABELS, type ChapterEvent, type EventSortField } from '@gro/config';
import { EVENT_SCREEN_TEXTS, NO_VALUE, PORTAL_EVENT_TEXTS } from '@gro/config/screens';
import { Badge } from '@/components/ui/badge';
import type { Column } from '@/components/ui/table';
import { formatEventDay, formatTimeRange } from '@/lib/format';
import { EventDay } from './event-day';

const { columns: headers } = PORTAL_EVENT_TEXTS;

/** Columns of the portal's events table; a sortable one names its API sort field (SORT_FIELDS.event). */
export const eventColumns: Column<ChapterEvent, EventSortField>[] = [
  { key: 'title', header: headers.title, cell: (e) => <strong>{e.title}</strong>, sortField: 'title' },
  {
    key: 'type',
    header: headers.type,
    cell: (e) => <Badge $tone={e.type === 'Recurring' ? 'brand' : 'accent'}>{EVENT_TYPE_LABELS[e.type]}</Badge>,
    sortField: 'type',
  },
  {
    key: 'date',
    header: headers.date,
    cell: (e) => (formatEventDay(e) ? <EventDay event={e} /> : NO_VALUE),
    // Sorted, the server puts dated events in calendar order, then the weekly ones by weekday;
    // unsorted, upcoming events come first and past ones (marked) last.
    sortField: 'date',
  },
  {
    key: 'time',
    header: headers.time,
    cell: (e) => formatTimeRange(e.timeStart, e.timeEnd) || NO_VALUE,
    sortField: 'time',
    nowrap: true,
  },
  {
    key: 'chapter',
    header: headers.chapter,
    cell: (e) => e.chapter?.name ?? EVENT_SCREEN_TEXTS.noChapter,
    sortField: 'chapter',
  },
  { key: 'city', header: headers.city, cell: (e) => e.city || NO_VALUE, sortField: 'city' },
];
