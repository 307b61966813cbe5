import { useCallback, useSyncExternalStore } from 'react';

/** matchMedia is missing in some environments (jsdom): the query then never matches. */
const mediaQuery = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

/** Whether a CSS media query matches; follows changes while the screen is shown. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQuery(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery(query)?.matches ?? false,
    () => false,
  );
}
