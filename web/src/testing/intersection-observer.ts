import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Notify = (entries: Array<{ isIntersecting: boolean }>) => void;

/**
 * Replaces IntersectionObserver (jsdom has none, and useInView then counts everything as in view)
 * with one the test drives: `observed` lists the elements watched; `enter(element)` / `leave(element)`
 * report that element (by default the last one watched) coming near the viewport or not.
 * vitest's unstubGlobals puts the real one back.
 */
export function stubIntersectionObserver() {
  const observers = new Map<Element, Notify>();
  const observed: Element[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: Notify) {}
      observe(element: Element) {
        observed.push(element);
        observers.set(element, this.callback);
      }
      disconnect() {}
    },
  );
  const report = (isIntersecting: boolean, element = observed.at(-1)) => {
    const notify = element && observers.get(element);
    if (!notify) throw new Error('No element is observed.');
    act(() => notify([{ isIntersecting }]));
  };
  return { observed, enter: (element?: Element) => report(true, element), leave: (element?: Element) => report(false, element) };
}
