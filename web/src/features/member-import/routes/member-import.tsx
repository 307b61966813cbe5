import type { ImportMapping, MemberImportReport, MemberImportUpload } from '@gro/config';
import { MEMBER_IMPORT_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import { PortalPage } from '@/components/layouts/portal-page';
import { dryRunImport, startImport } from '../api/imports';
import { ImportSteps } from '../components/import-steps';
import { MappingStep } from '../components/mapping-step';
import { ProgressStep } from '../components/progress-step';
import { RecentImports } from '../components/recent-imports';
import { ReportStep } from '../components/report-step';
import { UploadStep } from '../components/upload-step';

type Stage =
  | { step: 'upload' }
  | { step: 'map'; upload: MemberImportUpload; mapping: ImportMapping }
  | { step: 'check'; upload: MemberImportUpload; mapping: ImportMapping; report: MemberImportReport }
  | { step: 'import'; importId: number };

/**
 * /portal/administrator/import (admins): a CSV of members from another system, in four steps:
 * upload, map its columns to GRO's fields, check what the import would do (a dry run), import as a
 * background job with its progress; the latest imports below.
 */
export default function MemberImportRoute() {
  const [stage, setStage] = useState<Stage>({ step: 'upload' });
  const restart = () => setStage({ step: 'upload' });
  return (
    <PortalPage title={MEMBER_IMPORT_TEXTS.title} description={MEMBER_IMPORT_TEXTS.description}>
      <ImportSteps current={stage.step} />
      {stage.step === 'upload' && <UploadStep onUploaded={(upload) => setStage({ step: 'map', upload, mapping: upload.mapping })} />}
      {stage.step === 'map' && (
        <MappingStep
          upload={stage.upload}
          mapping={stage.mapping}
          onChange={(mapping) => setStage({ ...stage, mapping })}
          onCheck={async () => setStage({ step: 'check', upload: stage.upload, mapping: stage.mapping, report: await dryRunImport(stage.upload.id, stage.mapping) })}
          onRestart={restart}
        />
      )}
      {stage.step === 'check' && (
        <ReportStep
          report={stage.report}
          onBack={() => setStage({ step: 'map', upload: stage.upload, mapping: stage.mapping })}
          onImport={async () => {
            await startImport(stage.upload.id, stage.mapping);
            setStage({ step: 'import', importId: stage.upload.id });
          }}
        />
      )}
      {stage.step === 'import' && <ProgressStep importId={stage.importId} onAnother={restart} />}
      <RecentImports />
    </PortalPage>
  );
}
