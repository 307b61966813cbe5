import { useEffect, type RefObject } from 'react';
import { getFocusable } from '@/lib/focusable';

/**
 * While `active`: moves focus into the panel (an element marked data-autofocus, else the first
 * focusable one), locks page scroll, and on deactivation gives focus back to where it was.
 */
export function useDialogFocus(panelRef: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const panel = panelRef.current;
    if (!active || !panel) return;
    const previous = document.activeElement as HTMLElement | null;
    const target = panel.querySelector<HTMLElement>('[data-autofocus]') ?? getFocusable(panel)[0] ?? panel;
    target.focus();

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [panelRef, active]);
}
