import type { MyRsvp } from '@gro/config';
import { NO_VALUE, RSVP_TEXTS } from '@gro/config/screens';
import { Link } from 'react-router-dom';
import { Table, type Column } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { buildUrl } from '@/lib/url';
import { useMyRsvps } from '../api/my-rsvps';
import { formatDayTime } from '@/lib/format';
import { StatusBadge } from './status-badge';
import RsvpButton from './rsvp-button';

const { columns: headers } = RSVP_TEXTS;

const columns: Column<MyRsvp>[] = [
  { key: 'event', header: headers.event, cell: (a) => <Link to={buildUrl(paths.event, { params: { id: a.eventId } })}>{a.title}</Link> },
  { key: 'when', header: headers.when, cell: (a) => formatDayTime(a.start, a.timeZone), sortValue: (a) => a.start },
  { key: 'chapter', header: headers.chapter, cell: (a) => a.chapter?.name ?? NO_VALUE },
  { key: 'answer', header: headers.answer, cell: (a) => <StatusBadge status={a.status} waitlistPosition={a.waitlistPosition} />, nowrap: true },
  { key: 'actions', header: RSVP_TEXTS.column, cell: (a) => <RsvpButton eventId={a.eventId} title={a.title} hideAnswer />, nowrap: true },
];

/** "My RSVPs" of the events page: each of the member's answers for a date still to come, the soonest first. */
export default function MyRsvpsTable() {
  const { data, error, isLoading, mutate } = useMyRsvps();
  return (
    <Table
      caption={RSVP_TEXTS.myRsvpsCaption}
      columns={columns}
      rows={data}
      getRowKey={(a) => `${a.eventId}-${a.date}`}
      loading={isLoading}
      error={error ? RSVP_TEXTS.myRsvpsLoadFailed : null}
      onRetry={() => void mutate()}
      emptyText={RSVP_TEXTS.myRsvpsEmpty}
      pageSize={null}
    />
  );
}
