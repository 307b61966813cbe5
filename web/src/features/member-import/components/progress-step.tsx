import type { MemberImportStatus } from '@gro/config';
import { MEMBER_IMPORT_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { LoadError } from '@/components/ui/load-error';
import { Loading, Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { startImport, useImportStatus } from '../api/imports';
import { StepActions, StepPanel } from './step-panel';

const texts = MEMBER_IMPORT_TEXTS.progress;

const Track = styled.div`
  height: 0.75rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.gray100};
  overflow: hidden;
`;

const Fill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  background: ${({ theme }) => theme.colors.brand700};
  transition: width ${({ theme }) => theme.motion.normal};
`;

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The bar and its line: rows written of all, announced politely to screen readers. */
function Progress({ status }: { status: MemberImportStatus }) {
  const percent = status.rowCount ? Math.round((status.processed / status.rowCount) * 100) : 0;
  return (
    <>
      <Track role="progressbar" aria-label={texts.label} aria-valuemin={0} aria-valuemax={status.rowCount} aria-valuenow={status.processed} aria-valuetext={texts.rows(status.processed, status.rowCount)}>
        <Fill $percent={percent} />
      </Track>
      <Line aria-live="polite">
        {status.status === 'queued' ? (
          texts.queued
        ) : (
          <>
            {status.status === 'running' && <Spinner $size={16} />}
            {texts.rows(status.processed, status.rowCount)}
          </>
        )}
      </Line>
    </>
  );
}

/** Step 4: the running import's progress (asked every second), then its result; a failed import can start again where it stopped. */
export function ProgressStep({ importId, onAnother }: { importId: number; onAnother: () => void }) {
  const { data: status, error, mutate } = useImportStatus(importId);
  if (error && !status) return <LoadError message={MEMBER_IMPORT_TEXTS.recent.loadFailed} onRetry={() => void mutate()} />;
  if (!status) return <Loading />;
  return (
    <StepPanel $narrow as="section" aria-labelledby="import-progress-heading">
      <h2 id="import-progress-heading">{texts.heading}</h2>
      <Progress status={status} />
      {(status.status === 'queued' || status.status === 'running') && <p>{texts.leave}</p>}
      {status.status === 'done' && (
        <Alert tone="success" role="status">
          <strong>{texts.doneTitle}</strong>
          <span>{texts.done(status.created, status.updated, status.rejected)}</span>
        </Alert>
      )}
      {status.status === 'failed' && (
        <Alert tone="danger" role="alert">
          <strong>{texts.failedTitle}</strong>
          <span>{status.error}</span>
        </Alert>
      )}
      <StepActions>
        {status.status === 'failed' && <Button onClick={() => void startImport(importId).catch(() => {})}>{texts.again}</Button>}
        {status.status === 'done' && <ButtonLink to={paths.portal.users}>{texts.users}</ButtonLink>}
        {(status.status === 'done' || status.status === 'failed') && (
          <Button variant="secondary" onClick={onAnother}>
            {texts.another}
          </Button>
        )}
      </StepActions>
    </StepPanel>
  );
}
