import { useEffect, useSyncExternalStore, type RefObject } from 'react';
import { createStore } from '@/lib/create-store';
import type { DrawerSide } from './drawer-styles';

/** An open drawer's panel and the side it slides from: what other overlays (toasts) must keep clear of. */
export interface OpenDrawer {
  panel: HTMLElement;
  side: DrawerSide;
}

const store = createStore<OpenDrawer[]>([]);

/** Lists the drawer while it is open (not while it slides out). */
export function useRegisterOpenDrawer(ref: RefObject<HTMLElement | null>, side: DrawerSide, open: boolean) {
  useEffect(() => {
    const panel = ref.current;
    if (!open || !panel) return;
    const entry = { panel, side };
    store.setState((drawers) => [...drawers, entry]);
    return () => store.setState((drawers) => drawers.filter((drawer) => drawer !== entry));
  }, [ref, side, open]);
}

/** The drawer opened last, or null. */
export function useOpenDrawer(): OpenDrawer | null {
  return useSyncExternalStore(store.subscribe, () => store.getState().at(-1) ?? null);
}

/** Whether `panel` is the drawer opened last (the one Escape closes). */
export function isTopDrawer(panel: HTMLElement | null): boolean {
  return panel !== null && store.getState().at(-1)?.panel === panel;
}
