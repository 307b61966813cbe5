import { useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useDialogFocus } from '@/hooks/use-dialog-focus';
import { trapTab } from '@/lib/focusable';
import { Button } from './button';
import { TextAreaField } from './text-area';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  background: rgba(6, 46, 34, 0.45);
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  width: min(480px, 100%);
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brand900};
  }

  &:focus-visible {
    outline: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
`;

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

/**
 * A modal question with an optional text answer (an accessible window.prompt): role alertdialog,
 * focus moves into it and is trapped there, Escape cancels, and focus returns where it was.
 * Render it only while it is open.
 */
export function PromptDialog(props: PromptDialogProps) {
  const { title, description, label, maxLength, confirmLabel, pendingLabel, cancelLabel, onConfirm, onCancel } = props;
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [answer, setAnswer] = useState('');
  const [pending, setPending] = useState(false);
  useDialogFocus(panelRef, true);

  const cancel = () => {
    if (!pending) onCancel();
  };
  const confirm = async () => {
    setPending(true);
    try {
      await onConfirm(answer.trim());
    } catch {
      // The caller has shown the failure; the question stays open.
    }
    if (panelRef.current?.isConnected) setPending(false);
  };

  return createPortal(
    <Backdrop
      onClick={(event) => {
        if (event.target === event.currentTarget) cancel();
      }}
    >
      <Panel
        ref={panelRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            cancel();
          } else if (panelRef.current) trapTab(event, panelRef.current);
        }}
      >
        <h2 id={titleId}>{title}</h2>
        {description && <p id={descriptionId}>{description}</p>}
        <form
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
          <Actions>
            <Button variant="secondary" onClick={cancel} disabled={pending}>
              {cancelLabel}
            </Button>
            <Button type="submit" variant="danger" loading={pending}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </Actions>
        </form>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
