import type { CSSProperties } from 'react';
import { theme } from '@/styles/theme';
import type { OpenDrawer } from '../drawer/open-drawers';

/** Gap to the screen's (or the drawer's) edge, and the toasts' width where there is room. */
const EDGE = 16;
const TOAST_WIDTH = 380;

const atBottom = { top: 'auto', bottom: EDGE, transform: 'none' } as const;

/**
 * Where the toasts go so that they hide no control: on phones at the bottom, full width; beside an
 * open drawer when the screen has room for both, else over the drawer's body, above its footer
 * buttons (its title and close button stay clear). Null: the viewer's own position applies.
 */
export function toastPlacement(viewport: number, drawer: OpenDrawer | null): CSSProperties | null {
  if (drawer) {
    const width = drawer.panel.offsetWidth;
    const [near, far] = drawer.side === 'right' ? (['right', 'left'] as const) : (['left', 'right'] as const);
    if (viewport - width >= TOAST_WIDTH + 2 * EDGE) {
      return { ...atBottom, [near]: width + EDGE, [far]: 'auto', width: TOAST_WIDTH };
    }
    const footer = drawer.panel.querySelector<HTMLElement>('[data-drawer-footer]')?.offsetHeight ?? 0;
    return { ...atBottom, bottom: footer + EDGE, [near]: EDGE, [far]: 'auto', width: Math.max(0, Math.min(TOAST_WIDTH, width - 2 * EDGE)) };
  }
  if (viewport < theme.breakpoints.sm) return { ...atBottom, left: EDGE, right: EDGE, width: 'auto' };
  return null;
}
