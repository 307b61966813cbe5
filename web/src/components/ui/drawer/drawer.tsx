import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/icons';
import { useDialogFocus } from '@/hooks/use-dialog-focus';
import { trapTab } from '@/lib/focusable';
import { Body, CloseButton, Footer, Header, Overlay, Panel, type DrawerSide } from './drawer-styles';
import { isTopDrawer, useRegisterOpenDrawer } from './open-drawers';

/** Matches theme.motion.normal: how long the content stays mounted while it slides out. */
export const DRAWER_EXIT_MS = 250;

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  side?: DrawerSide;
  /** Side panels of forms and details all take the default width; the navigation menu is narrower. */
  width?: string;
  id?: string;
  closeLabel?: string;
}

/** A modal side panel: focus trapped inside, Escape and overlay click close it, content kept during exit. */
export function Drawer(props: DrawerProps) {
  const { open, onClose, title, children, footer, side = 'right', width = '560px', id, closeLabel = 'Close' } = props;
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    if (open || !mounted) return;
    const timer = setTimeout(() => setMounted(false), DRAWER_EXIT_MS);
    return () => clearTimeout(timer);
  }, [open, mounted]);

  useDialogFocus(panelRef, open && mounted);
  useRegisterOpenDrawer(panelRef, side, open && mounted);

  // Escape still closes the drawer when focus fell out of it to the page (a focused button that was
  // disabled while it saved): the panel's own handler only sees keys from inside it.
  useEffect(() => {
    if (!open || !mounted) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focused = document.activeElement;
      if (focused && focused !== document.body) return;
      if (isTopDrawer(panelRef.current)) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, mounted, onClose]);

  if (!mounted) return null;
  const closing = !open;

  return createPortal(
    <>
      <Overlay $closing={closing} onClick={onClose} aria-hidden="true" data-testid="drawer-overlay" />
      <Panel
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $side={side}
        $width={width}
        $closing={closing}
        inert={closing || undefined}
        onKeyDown={(event) => {
          // A dialog opened from inside the drawer is portalled out of the panel, but React bubbles
          // its keys here: it traps its own Tab and handles its own Escape.
          if (!panelRef.current?.contains(event.target as Node)) return;
          if (event.key === 'Escape') {
            event.stopPropagation();
            onClose();
          } else if (panelRef.current) trapTab(event, panelRef.current);
        }}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" onClick={onClose} aria-label={closeLabel}>
            <CloseIcon />
          </CloseButton>
        </Header>
        <Body>{children}</Body>
        {footer && <Footer data-drawer-footer="">{footer}</Footer>}
      </Panel>
    </>,
    document.body,
  );
}
