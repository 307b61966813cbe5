import { useMediaQuery } from './use-media-query';

/** Whether the visitor asked the system for less motion; follows changes while the screen is shown. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
