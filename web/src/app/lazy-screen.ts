import { lazy, type ComponentType } from 'react';

/**
 * Screens load their code on first visit: `lazyScreen(() => import('./screen'))` is a React.lazy
 * component (one chunk per screen) that also reports, while its code is downloading, to the thin
 * progress bar at the top of the page (navigation-progress.tsx). Navigations are React
 * transitions, so the current screen stays on view until the next one is ready.
 */
let pending = 0;
const listeners = new Set<() => void>();

function setPending(delta: number) {
  pending += delta;
  listeners.forEach((listener) => listener());
}

export const screenLoads = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  pending: () => pending,
};

export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    setPending(1);
    try {
      return await load();
    } finally {
      setPending(-1);
    }
  });
}
