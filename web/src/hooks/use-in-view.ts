import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come within `rootMargin` of the viewport, and from then on. Used to
 * fetch heavy, below-the-fold code (the Leaflet map) only when the visitor gets near it. Without
 * IntersectionObserver (old browsers, jsdom) the element counts as in view at once.
 */
export function useInView<T extends Element>(rootMargin = '200px') {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (inView || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView, rootMargin]);

  return [ref, inView] as const;
}
