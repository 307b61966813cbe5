import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useDialogFocus } from '@/hooks/use-dialog-focus';
import { trapTab } from '@/lib/focusable';
import { media } from '@/styles/theme';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  /* Above a drawer: a question asked from inside one (My Account's calendar feed) comes in front of it. */
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]};
  background: rgba(6, 46, 34, 0.45);
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  width: min(520px, 100%);
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

const Description = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.gray700};
`;

/**
 * The dialog's buttons, answer-that-changes-nothing first in the markup: side by side and
 * right-aligned from a tablet up (never wrapping under each other; a long label wraps inside its
 * button), full width and stacked on a phone with the action on top.
 */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};

  && > * {
    flex: 0 1 auto;
    min-width: 0;
    white-space: normal;
  }

  ${media.down('sm')} {
    flex-direction: column-reverse;

    && > * {
      width: 100%;
    }
  }
`;

interface ModalDialogProps {
  title: string;
  /** What the dialog is about, read with its title. */
  description?: ReactNode;
  /** Escape or a click outside; ignored while `busy`. */
  onDismiss: () => void;
  busy?: boolean;
  /** alertdialog (a question, the default) or dialog (a form of its own, such as a message to write). */
  role?: 'alertdialog' | 'dialog';
  children: ReactNode;
}

/**
 * A modal question (role alertdialog) or form (role dialog): focus moves into it (to an element marked data-autofocus)
 * and is trapped there, Escape or a click outside dismisses it, and focus returns where it was.
 * Render it only while it is open.
 */
export function ModalDialog({ title, description, onDismiss, busy = false, role = 'alertdialog', children }: ModalDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useDialogFocus(panelRef, true);
  const dismiss = () => {
    if (!busy) onDismiss();
  };

  return createPortal(
    <Backdrop
      onClick={(event) => {
        if (event.target === event.currentTarget) dismiss();
      }}
    >
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            dismiss();
          } else if (panelRef.current) trapTab(event, panelRef.current);
        }}
      >
        <h2 id={titleId}>{title}</h2>
        {description && <Description id={descriptionId}>{description}</Description>}
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
