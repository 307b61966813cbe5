import { EXPORT_PATHS } from '@gro/config';
import { ACTIVITY_TEXTS, NO_VALUE } from '@gro/config/screens';
import { Link } from 'react-router-dom';
import { PortalPage } from '@/components/layouts/portal-page';
import { ExportCsvButton, Table, type Column } from '@/components/ui/table';
import { useListQuery } from '@/hooks/use-list-query';
import { formatDateTime } from '@/lib/format';
import { useActivity, type ActivityEntry } from '../api/activity';
import { ActivityChanges } from '../components/activity-changes';
import { subjectPath } from '../utils/subject-link';

const texts = ACTIVITY_TEXTS;

const columns: Column<ActivityEntry>[] = [
  {
    key: 'when',
    header: texts.columns.when,
    cell: (e) => <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>,
    nowrap: true,
  },
  {
    key: 'who',
    header: texts.columns.who,
    cell: (e) => (e.actor ? <span title={e.actor.email}>{e.actor.fullname || e.actor.email}</span> : NO_VALUE),
    nowrap: true,
  },
  { key: 'action', header: texts.columns.action, cell: (e) => texts.actions[e.action] ?? e.action, nowrap: true },
  {
    key: 'subject',
    header: texts.columns.subject,
    cell: (e) => {
      const name = `${texts.subjects[e.subject] ?? e.subject}${e.subjectId != null ? ` #${e.subjectId}` : ''}`;
      const path = subjectPath(e.subject, e.subjectId);
      return path ? <Link to={path}>{name}</Link> : name;
    },
    nowrap: true,
  },
  { key: 'summary', header: texts.columns.summary, cell: (e) => <ActivityChanges entry={e} />, phone: 'wide' },
];

/** /portal/administrator/activity: every admin write, newest first, paged by the server; a row expands to before and after. */
export default function ActivityRoute() {
  const list = useListQuery<never>();
  const { data, error, isLoading, mutate } = useActivity(list.query);
  return (
    <PortalPage title={texts.title} description={texts.description} actions={<ExportCsvButton exportCsv={{ path: EXPORT_PATHS.activity, name: 'activity' }} query={{}} />}>
      <Table
        caption={texts.caption}
        hideCaption
        columns={columns}
        rows={data?.items}
        getRowKey={(entry) => entry.id}
        loading={isLoading}
        error={error ? texts.loadFailed : null}
        onRetry={() => void mutate()}
        server={{
          page: list.page,
          pageSize: list.pageSize,
          total: data?.pagination.total ?? 0,
          sort: list.sort,
          onSort: list.onSort,
          onPageChange: list.setPage,
        }}
      />
    </PortalPage>
  );
}
