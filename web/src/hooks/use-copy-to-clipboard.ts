import { COPY_CONFIRMATION_MS } from '@gro/config';
import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/** Copies text and reports 'copied' (or 'failed') for COPY_CONFIRMATION_MS (spec §4: 2 s), then 'idle' again. */
export function useCopyToClipboard(duration = COPY_CONFIRMATION_MS) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      // The copying itself loads on the first copy: a page that shows a Copy button does not pay for it up front.
      const { writeText } = await import('./clipboard');
      const copied = await writeText(text);
      clearTimeout(timer.current);
      setStatus(copied ? 'copied' : 'failed');
      timer.current = setTimeout(() => setStatus('idle'), duration);
      return copied;
    },
    [duration],
  );

  return { status, copy };
}
