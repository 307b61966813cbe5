import { useDeferredValue, useMemo } from 'react';

/**
 * A fetched answer (an SWR result's data, error and loading flag) as a value React may render in
 * a transition: the screen keeps what it shows until the new content is rendered, in slices,
 * instead of in one long task the moment the answer arrives (SWR's updates are synchronous).
 * For content of the public pages, where that task is what Lighthouse's TBT counts.
 */
export function useDeferredResult<Data, Failure>({ data, error, isLoading }: { data?: Data; error?: Failure; isLoading: boolean }) {
  const result = useMemo(() => ({ data, error, isLoading }), [data, error, isLoading]);
  return useDeferredValue(result);
}
