import { SEARCH_DEBOUNCE_MS } from '@gro/config/screens';
import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs`: what a search box or type-ahead sends to the server. */
export function useDebouncedValue<V>(value: V, delayMs: number = SEARCH_DEBOUNCE_MS): V {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
