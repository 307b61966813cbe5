import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Scroll positions by history entry, so Back and Forward return to where the visitor was. */
const positions = new Map<string, number>();

/**
 * A new address starts at the top (or at its #fragment); going back or forward restores the
 * position the page had.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const remember = () => positions.set(location.key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
