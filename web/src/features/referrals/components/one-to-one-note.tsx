import { oneToOneNoteSchema } from '@gro/config';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/text-area';
import { ApiError, reportApiError } from '@/lib/api-client';
import { saveOneToOneNote } from '../api/one-to-ones';
import { ONE_TO_ONE_TEXTS as texts } from '@gro/config/screens';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: start;

  > :first-child {
    width: 100%;
  }
`;

/** The member's own note on a one-to-one (PUT /one-to-one/{id}/note): "Only you can see your note." */
export function OneToOneNote({ id, note, onSaved }: { id: number; note: string | null; onSaved: () => void }) {
  const [value, setValue] = useState(note ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const save = async () => {
    setError(null);
    const invalid = await oneToOneNoteSchema.validate({ note: value.trim() }).then(
      () => null,
      (failure: Error) => failure.message,
    );
    if (invalid) return setError(invalid);
    setSaving(true);
    try {
      await saveOneToOneNote(id, value.trim());
      onSaved();
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.fieldErrors.note : undefined;
      if (message) setError(message);
      else reportApiError(failure);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box>
      <TextAreaField
        id={fieldId}
        label={texts.note}
        hint={texts.noteHint}
        rows={3}
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button size="sm" variant="secondary" loading={saving} disabled={value === (note ?? '')} onClick={() => void save()}>
        {saving ? texts.noteSaving : texts.noteSave}
      </Button>
    </Box>
  );
}
