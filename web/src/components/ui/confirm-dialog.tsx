import { useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { DialogActions, ModalDialog } from './modal-dialog';

interface ConfirmDialogProps {
  title: string;
  /** The question, e.g. 'Are you sure you want to cancel this subscription?'. */
  question: string;
  /** More about what confirming does, under the question. */
  detail?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** The button that answers no; focused first, so Enter never confirms by accident. */
  cancelLabel: string;
  /** The dialog stays open (and usable again) while it runs and if it throws. */
  onConfirm: () => Promise<unknown>;
  /** No, Escape or a click outside: nothing happens. */
  onCancel: () => void;
}

/** A yes-or-no question before something that cannot be undone (an accessible window.confirm). Render it only while it is open. */
export function ConfirmDialog({ title, question, detail, confirmLabel, pendingLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const actionsRef = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm();
    } catch {
      // The caller has shown the failure; the question stays open.
    }
    if (actionsRef.current?.isConnected) setPending(false);
  };

  return (
    <ModalDialog
      title={title}
      description={
        <>
          <p>{question}</p>
          {detail && <p>{detail}</p>}
        </>
      }
      onDismiss={onCancel}
      busy={pending}
    >
      <DialogActions ref={actionsRef}>
        <Button variant="secondary" onClick={onCancel} disabled={pending} data-autofocus>
          {cancelLabel}
        </Button>
        <Button variant="danger" loading={pending} onClick={() => void confirm()}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
