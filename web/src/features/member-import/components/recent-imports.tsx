import type { ImportStatus, MemberImportStatus } from '@gro/config';
import { MEMBER_IMPORT_TEXTS, NO_VALUE } from '@gro/config/screens';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { Table, type Column } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { useRecentImports } from '../api/imports';

const texts = MEMBER_IMPORT_TEXTS.recent;

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[10]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`;

const TONES: Record<ImportStatus, 'brand' | 'accent' | 'neutral' | 'danger'> = { uploaded: 'neutral', queued: 'accent', running: 'accent', done: 'brand', failed: 'danger' };

const columns: Column<MemberImportStatus>[] = [
  { key: 'file', header: texts.columns.file, cell: (i) => i.fileName },
  { key: 'when', header: texts.columns.when, cell: (i) => <time dateTime={i.createdAt}>{formatDateTime(i.createdAt)}</time>, nowrap: true },
  { key: 'by', header: texts.columns.by, cell: (i) => i.createdBy?.name ?? NO_VALUE },
  { key: 'status', header: texts.columns.status, cell: (i) => <Badge $tone={TONES[i.status]}>{MEMBER_IMPORT_TEXTS.statuses[i.status]}</Badge>, nowrap: true },
  { key: 'result', header: texts.columns.result, cell: (i) => (i.status === 'uploaded' ? NO_VALUE : texts.result(i.created, i.updated, i.rejected)), phone: 'wide' },
];

/** The latest imports, newest first: file, when, who, status and what each did. */
export function RecentImports() {
  const { data, error, isLoading, mutate } = useRecentImports();
  return (
    <Section aria-labelledby="recent-imports-heading">
      <h2 id="recent-imports-heading">{texts.heading}</h2>
      <Table
        caption={texts.caption}
        hideCaption
        columns={columns}
        rows={data}
        getRowKey={(i) => i.id}
        loading={isLoading}
        error={error ? texts.loadFailed : null}
        onRetry={() => void mutate()}
        emptyText={texts.empty}
        pageSize={null}
      />
    </Section>
  );
}
