import { IMPORT_FIELD_LABELS, type ImportPreviewRow, type ImportRejection, type MemberImportReport } from '@gro/config';
import { MEMBER_IMPORT_TEXTS, NO_VALUE } from '@gro/config/screens';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Table, type Column } from '@/components/ui/table';
import { StepActions, StepPanel } from './step-panel';
import { EmailText } from '@/components/ui/email-text';

const texts = MEMBER_IMPORT_TEXTS.report;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
`;

const Count = styled.div<{ $tone: 'good' | 'plain' | 'bad' }>`
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $tone }) => ({ good: theme.colors.brand700, plain: theme.colors.gray300, bad: theme.colors.danger600 })[$tone]};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

const cols = texts.rejectedColumns;
const rejectionColumns: Column<ImportRejection>[] = [
  // On a phone each rejection is a card headed by its problem.
  { key: 'row', header: cols.row, cell: (r) => r.row, nowrap: true, phone: 'field' },
  { key: 'email', header: cols.email, cell: (r) => (r.email ? <EmailText email={r.email} /> : NO_VALUE) },
  { key: 'field', header: cols.field, cell: (r) => (r.field ? IMPORT_FIELD_LABELS[r.field] : texts.wholeRow), nowrap: true },
  { key: 'problem', header: cols.problem, cell: (r) => r.message, phone: 'title' },
];

const pc = texts.previewColumns;
/** The last column of a preview: a new member's company, an update's changes, or what happens to a claimed account. */
type LastColumn = 'company' | 'changes' | 'note';
const lastColumns: Record<LastColumn, Column<ImportPreviewRow>> = {
  company: { key: 'company', header: pc.company, cell: (r) => r.company ?? NO_VALUE },
  changes: { key: 'changes', header: pc.changes, cell: (r) => r.changes?.join(', ') ?? NO_VALUE },
  note: { key: 'note', header: pc.note, cell: (r) => r.note ?? NO_VALUE },
};
const previewColumns = (last: LastColumn): Column<ImportPreviewRow>[] => [
  { key: 'name', header: pc.name, cell: (r) => r.name },
  { key: 'row', header: pc.row, cell: (r) => r.row, nowrap: true },
  { key: 'email', header: pc.email, cell: (r) => <EmailText email={r.email} /> },
  { key: 'chapter', header: pc.chapter, cell: (r) => r.chapter },
  lastColumns[last],
];

function Preview({ heading, lead, rows, total, last }: { heading: string; lead?: string; rows: ImportPreviewRow[]; total: number; last: LastColumn }) {
  if (total === 0) return null;
  return (
    <section>
      <h3>{heading}</h3>
      {lead && <Muted>{lead}</Muted>}
      <Table caption={heading} hideCaption columns={previewColumns(last)} rows={rows} getRowKey={(r) => r.row} pageSize={10} />
      {total > rows.length && <Muted>{texts.previewMore(total - rows.length)}</Muted>}
    </section>
  );
}

interface ReportStepProps {
  report: MemberImportReport;
  onImport: () => Promise<unknown>;
  onBack: () => void;
}

/** Step 3: the dry run's counts, every rejection with its row, field and message, the first members of each kind; then Import after a question. */
export function ReportStep({ report, onImport, onBack }: ReportStepProps) {
  const [asking, setAsking] = useState(false);
  const work = report.create + report.update + report.claim;
  return (
    <StepPanel as="section" aria-labelledby="import-report-heading">
      <h2 id="import-report-heading">{texts.heading}</h2>
      <Counts>
        <Count $tone="good">
          <dt>{texts.counts.create}</dt>
          <dd>{report.create.toLocaleString('en-US')}</dd>
        </Count>
        <Count $tone="good">
          <dt>{texts.counts.update}</dt>
          <dd>{report.update.toLocaleString('en-US')}</dd>
        </Count>
        {report.claim > 0 && (
          <Count $tone="good">
            <dt>{texts.counts.claim}</dt>
            <dd>{report.claim.toLocaleString('en-US')}</dd>
          </Count>
        )}
        <Count $tone="plain">
          <dt>{texts.counts.unchanged}</dt>
          <dd>{report.unchanged.toLocaleString('en-US')}</dd>
        </Count>
        <Count $tone={report.reject ? 'bad' : 'plain'}>
          <dt>{texts.counts.reject}</dt>
          <dd>{report.reject.toLocaleString('en-US')}</dd>
        </Count>
      </Counts>
      {report.newCompanyCount > 0 && <Alert tone="info">{texts.newCompanies(report.newCompanyCount, report.newCompanies.join(', '))}</Alert>}
      {report.reject > 0 && (
        <section>
          <h3>{texts.rejectedHeading}</h3>
          <Muted>{texts.rejectedLead}</Muted>
          <Table
            caption={texts.rejectedHeading}
            hideCaption
            columns={rejectionColumns}
            rows={report.rejections}
            getRowKey={(r) => `${r.row}-${r.field ?? ''}`}
            pageSize={10}
          />
          {report.rejections.length < report.reject && <Muted>{texts.rejectedMore(report.rejections.length, report.reject)}</Muted>}
        </section>
      )}
      <Preview heading={texts.createHeading} rows={report.creates} total={report.create} last="company" />
      <Preview heading={texts.updateHeading} rows={report.updates} total={report.update} last="changes" />
      <Preview heading={texts.claimHeading} lead={texts.claimLead} rows={report.claims} total={report.claim} last="note" />
      {work === 0 && <Alert tone="warning">{texts.nothing}</Alert>}
      <StepActions>
        <Button onClick={() => setAsking(true)} disabled={work === 0} aria-haspopup="dialog">
          {texts.submit(work)}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {texts.back}
        </Button>
      </StepActions>
      {asking && (
        <ConfirmDialog
          title={texts.confirmTitle}
          question={texts.confirmQuestion(report.create, report.update, report.claim)}
          detail={texts.confirmDetail}
          confirmLabel={texts.confirm}
          pendingLabel={texts.confirming}
          cancelLabel={texts.cancel}
          onConfirm={onImport}
          onCancel={() => setAsking(false)}
        />
      )}
    </StepPanel>
  );
}
