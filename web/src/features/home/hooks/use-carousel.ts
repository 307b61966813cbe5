import { useCallback, useEffect, useState } from 'react';

/**
 * The shown slide of `count`, moving to the next one `intervalMs` after each change while
 * `rotating`, and wrapping both ways. A manual move restarts the wait.
 */
export function useCarousel(count: number, { intervalMs, rotating }: { intervalMs: number; rotating: boolean }) {
  const [index, setIndex] = useState(0);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);

  useEffect(() => {
    if (!rotating || count < 2) return;
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, count, index, intervalMs, next]);

  return { index: count > 0 ? index % count : 0, next, previous };
}
