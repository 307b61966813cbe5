import { IMPORT_FIELDS, IMPORT_FIELD_LABELS, IMPORT_REQUIRED_FIELDS, type ImportField, type ImportMapping, type MemberImportUpload } from '@gro/config';
import { MEMBER_IMPORT_TEXTS } from '@gro/config/screens';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select';
import { useActiveChapters } from '@/features/chapters';
import { ApiError } from '@/lib/api-client';
import { StepActions, StepPanel } from './step-panel';

const texts = MEMBER_IMPORT_TEXTS.map;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
`;

const SampleWrap = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  caption {
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }

  th {
    background: ${({ theme }) => theme.colors.gray50};
  }
`;

/** A column's name with the first non-empty value under it, as the select shows it. */
function columnLabel(upload: MemberImportUpload, index: number): string {
  const example = upload.sample.map((row) => row[index]).find(Boolean);
  return example ? `${upload.columns[index]} (${texts.example(example.length > 40 ? `${example.slice(0, 40)}…` : example)})` : upload.columns[index]!;
}

interface MappingStepProps {
  upload: MemberImportUpload;
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
  /** Runs the dry run; a 400 it throws is shown on the fields it names. */
  onCheck: () => Promise<void>;
  onRestart: () => void;
}

/** Step 2: which column of the file fills each GRO field (the server's guess first), and the file's first rows. */
export function MappingStep({ upload, mapping, onChange, onCheck, onRestart }: MappingStepProps) {
  const chapters = useActiveChapters();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const columnOptions = upload.columns.map((_, i) => ({ value: String(i), label: columnLabel(upload, i) }));

  const setColumn = (field: ImportField, value: string) => {
    const columns = { ...mapping.columns };
    if (value === '') delete columns[field];
    else columns[field] = Number(value);
    onChange({ ...mapping, columns });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      await onCheck();
    } catch (err) {
      if (err instanceof ApiError) {
        const byField = Object.fromEntries(Object.entries(err.fieldErrors).map(([path, message]) => [path.replace(/^columns\./, ''), message]));
        setErrors(byField);
        setFailure(byField.columns ?? (Object.keys(byField).length ? null : err.message));
      } else setFailure(String(err));
      setPending(false);
    }
  };

  return (
    <StepPanel as="form" onSubmit={submit} aria-labelledby="import-map-heading" noValidate>
      <div>
        <h2 id="import-map-heading">{texts.heading}</h2>
        <Lead>{texts.lead(upload.fileName, upload.rowCount)}</Lead>
      </div>
      {failure && (
        <Alert tone="danger" role="alert">
          {failure}
        </Alert>
      )}
      <Fields>
        {IMPORT_FIELDS.map((field) => (
          <SelectField
            key={field}
            label={field === 'chapter' ? texts.chapterColumn : IMPORT_FIELD_LABELS[field]}
            required={IMPORT_REQUIRED_FIELDS.includes(field)}
            value={mapping.columns[field] === undefined ? '' : String(mapping.columns[field])}
            onChange={(event) => setColumn(field, event.currentTarget.value)}
            options={[{ value: '', label: texts.notInFile }, ...columnOptions]}
            error={errors[field]}
          />
        ))}
        <SelectField
          label={texts.fixedChapter}
          hint={texts.fixedChapterHint}
          value={mapping.chapterId ? String(mapping.chapterId) : ''}
          onChange={(event) => onChange({ ...mapping, chapterId: event.currentTarget.value ? Number(event.currentTarget.value) : null })}
          options={[{ value: '', label: texts.fixedChapterNone }, ...(chapters.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))]}
          error={errors.chapterId}
        />
      </Fields>
      {/* Focusable, so the file's wide rows scroll sideways with the keyboard too. */}
      <SampleWrap role="region" aria-labelledby="import-sample-caption" tabIndex={0}>
        <table>
          <caption id="import-sample-caption">{texts.sampleCaption(upload.sample.length)}</caption>
          <thead>
            <tr>
              {upload.columns.map((name, i) => (
                <th key={i} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {upload.sample.map((row, r) => (
              <tr key={r}>
                {upload.columns.map((_, i) => (
                  <td key={i}>{row[i]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </SampleWrap>
      <StepActions>
        <Button type="submit" loading={pending} disabled={pending}>
          {pending ? texts.pending : texts.submit}
        </Button>
        <Button variant="secondary" onClick={onRestart} disabled={pending}>
          {texts.another}
        </Button>
      </StepActions>
    </StepPanel>
  );
}
