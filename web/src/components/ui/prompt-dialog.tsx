import { useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { DialogActions, ModalDialog } from './modal-dialog';
import { TextAreaField } from './text-area';

interface PromptDialogProps {
  title: string;
  /** What the dialog is about, read with its title. */
  description?: ReactNode;
  /** The question, as the text box's label, e.g. 'Optional reason for rejection:'. */
  label: string;
  maxLength?: number;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  /** Called with the trimmed answer; the dialog stays open (and usable again) while it runs and if it throws. */
  onConfirm: (answer: string) => Promise<unknown>;
  /** Cancel, Escape or a click outside: nothing happens. */
  onCancel: () => void;
}

/** A modal question with an optional text answer (an accessible window.prompt). Render it only while it is open. */
export function PromptDialog(props: PromptDialogProps) {
  const { title, description, label, maxLength, confirmLabel, pendingLabel, cancelLabel, onConfirm, onCancel } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const [answer, setAnswer] = useState('');
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm(answer.trim());
    } catch {
      // The caller has shown the failure; the question stays open.
    }
    if (formRef.current?.isConnected) setPending(false);
  };

  return (
    <ModalDialog title={title} description={description && <p>{description}</p>} onDismiss={onCancel} busy={pending}>
      <form
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <TextAreaField
          label={label}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          maxLength={maxLength}
          rows={3}
          data-autofocus
        />
        <DialogActions>
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
