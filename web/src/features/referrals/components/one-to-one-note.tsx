import { oneToOneNoteSchema } from '@gro/config';
import { useEffect, useId, useState } from 'react';
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

const Closed = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-items: start;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const Saved = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
`;

interface OneToOneNoteProps {
  id: number;
  note: string | null;
  /** The other member's name, for the buttons' accessible names. */
  otherName: string;
  onSaved: () => void;
}

/**
 * The member's own note on a one-to-one (PUT /one-to-one/{id}/note): "Only you can see your note."
 * Closed, it is the note's text with "Edit note", or "Add a note"; the text box opens on demand.
 */
export function OneToOneNote({ id, note, otherName, onSaved }: OneToOneNoteProps) {
  const [editing, setEditing] = useState(false);
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
      setEditing(false);
      onSaved();
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.fieldErrors.note : undefined;
      if (message) setError(message);
      else reportApiError(failure);
    } finally {
      setSaving(false);
    }
  };
  // The text box takes the focus when it opens.
  useEffect(() => {
    if (editing) document.getElementById(fieldId)?.focus();
  }, [editing, fieldId]);
  if (!editing) {
    return (
      <Closed>
        {note && (
          <>
            <strong>{texts.note}</strong>
            <Saved>{note}</Saved>
          </>
        )}
        <Button size="sm" variant="ghost" aria-label={note ? texts.editNoteOf(otherName) : texts.noteOf(otherName)} onClick={() => setEditing(true)}>
          {note ? texts.editNote : texts.addNote}
        </Button>
      </Closed>
    );
  }
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
      <Actions>
        <Button size="sm" variant="secondary" loading={saving} disabled={value === (note ?? '')} onClick={() => void save()}>
          {saving ? texts.noteSaving : texts.noteSave}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={saving}
          onClick={() => {
            setValue(note ?? '');
            setError(null);
            setEditing(false);
          }}
        >
          {texts.noteCancel}
        </Button>
      </Actions>
    </Box>
  );
}
