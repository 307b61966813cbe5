import { DAYS, type Chapter } from '@gro/config';
import { NO_VALUE, PORTAL_CHAPTER_TEXTS } from '@gro/config/screens';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import type { Column } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatTimeRange } from '@/lib/format';
import { buildUrl } from '@/lib/url';

const { columns: headers } = PORTAL_CHAPTER_TEXTS;

const place = (chapter: Chapter) => [chapter.city, chapter.state].filter(Boolean).join(', ');

/** 'Tuesday, 7:30 AM – 9:00 AM'. */
const meeting = (chapter: Chapter) =>
  [chapter.dayOfWeek, formatTimeRange(chapter.timeStart, chapter.timeEnd)].filter(Boolean).join(', ');

/** /portal/chapter/{chapterId}: the chapter with its members. */
export const portalChapterPath = (chapter: Chapter) => buildUrl(paths.portal.chapter, { params: { chapterId: chapter.id } });

/** Columns of the portal's chapters table: name (opening the chapter), location, city/state, day and time, active. */
export const chapterColumns: Column<Chapter>[] = [
  {
    key: 'name',
    header: headers.name,
    cell: (c) => (
      <strong>
        <Link to={portalChapterPath(c)}>{c.name}</Link>
      </strong>
    ),
    sortValue: (c) => c.name,
  },
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
