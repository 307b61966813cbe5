import type { MemberImportUpload } from '@gro/config';
import { MEMBER_IMPORT_TEXTS } from '@gro/config/screens';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { uploadImport } from '../api/imports';
import { StepPanel } from './step-panel';

const texts = MEMBER_IMPORT_TEXTS.upload;

/** Step 1: the admin picks the CSV; the server reads it (its errors shown here) and answers the columns. */
export function UploadStep({ onUploaded }: { onUploaded: (upload: MemberImportUpload) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(texts.noFile);
      return;
    }
    setError(null);
    setPending(true);
    try {
      onUploaded(await uploadImport(file));
    } catch (err) {
      setError(err instanceof ApiError ? err.fieldErrors.file || err.message : String(err));
      setPending(false);
    }
  };

  return (
    <StepPanel $narrow as="form" onSubmit={submit} aria-labelledby="import-upload-heading" noValidate>
      <h2 id="import-upload-heading">{texts.heading}</h2>
      <InputField
        label={texts.label}
        type="file"
        accept=".csv,text/csv,text/plain"
        hint={texts.hint}
        error={error}
        required
        onChange={(event) => {
          setFile(event.currentTarget.files?.[0] ?? null);
          setError(null);
        }}
      />
      {error && (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      )}
      <div>
        <Button type="submit" loading={pending} disabled={pending}>
          {pending ? texts.pending : texts.submit}
        </Button>
      </div>
    </StepPanel>
  );
}
