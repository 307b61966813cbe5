import { useState } from 'react';

interface DrawerState<T> {
  open: boolean;
  /** What the drawer edits; null creates a new one. Kept after closing so the content stays during the exit animation. */
  target: T | null;
  /** A new number each time the drawer opens: key the form with it to start afresh. */
  key: number;
}

/** A create/edit drawer's state: which record it shows, and whether it is open. */
export function useDrawer<T>() {
  const [state, setState] = useState<DrawerState<T>>({ open: false, target: null, key: 0 });
  return {
    ...state,
    show: (target: T | null = null) => setState((current) => ({ open: true, target, key: current.key + 1 })),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}
