import { EVENT_TYPE_LABELS, type ChapterEvent, type EventSortField } from '@gro/config';
import { EVENT_SCREEN_TEXTS, NO_VALUE, PORTAL_EVENT_TEXTS } from '@gro/config/screens';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import type { Column } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatEventDay, formatTimeRange } from '@/lib/format';
import { buildUrl } from '@/lib/url';
import { EventDay } from './event-facts';

const { columns: headers } = PORTAL_EVENT_TEXTS;

/** The title column never narrows below about three words a line (the table scrolls sideways first). */
const Title = styled.strong`
  display: inline-block;
  min-width: 11rem;
`;

/** The day, and the time under it, each on one line. */
const When = styled.span`
  display: grid;
  gap: 2px;

  > span + span {
    white-space: nowrap;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A chapter's name stays whole ('GRO / Chicago'); 'Open to all chapters' may wrap. */
const ChapterName = styled.span`
  white-space: nowrap;
`;

/**
 * Columns of the portal's events table; a sortable one names its API sort field (SORT_FIELDS.event).
 * At 1280 px beside the sidebar an admin's eight columns fit: the day (short) and the time share a
 * column, each on its line, chapter names stay whole, and the title takes the rest, never narrower
 * than about three words a line.
 */
export const eventColumns: Column<ChapterEvent, EventSortField>[] = [
  { key: 'title', header: headers.title, cell: (e) => (
      <Title>
        <Link to={buildUrl(paths.event, { params: { id: e.id } })}>{e.title}</Link>
      </Title>
    ), sortField: 'title' },
  {
    key: 'type',
    header: headers.type,
    cell: (e) => <Badge $tone={e.type === 'Recurring' ? 'brand' : 'accent'}>{EVENT_TYPE_LABELS[e.type]}</Badge>,
    sortField: 'type',
    nowrap: true,
  },
  {
    key: 'when',
    header: headers.when,
    cell: (e) => {
      const time = formatTimeRange(e.timeStart, e.timeEnd);
      if (!formatEventDay(e) && !time) return NO_VALUE;
      return (
        <When>
          <span>{formatEventDay(e) ? <EventDay event={e} /> : NO_VALUE}</span>
          {time && <span>{time}</span>}
        </When>
      );
    },
    // Sorted, the server puts dated events in calendar order, then the weekly ones by weekday;
    // unsorted, upcoming events come first and past ones (marked) last.
    sortField: 'date',
  },
  {
    key: 'chapter',
    header: headers.chapter,
    cell: (e) => (e.chapter ? <ChapterName>{e.chapter.name}</ChapterName> : EVENT_SCREEN_TEXTS.noChapter),
    sortField: 'chapter',
  },
  { key: 'city', header: headers.city, cell: (e) => e.city || NO_VALUE, sortField: 'city' },
];
