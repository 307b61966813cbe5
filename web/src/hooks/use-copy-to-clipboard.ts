import { COPY_CONFIRMATION_MS } from '@gro/config';
import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyStatus = 'idle' | 'copied' | 'failed';

/** For browsers without the async Clipboard API or outside a secure context (plain http). */
function copyWithSelection(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

async function writeText(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Denied or unavailable: try the selection fallback below.
    }
  }
  return copyWithSelection(text);
}

/** Copies text and reports 'copied' (or 'failed') for COPY_CONFIRMATION_MS (spec §4: 2 s), then 'idle' again. */
export function useCopyToClipboard(duration = COPY_CONFIRMATION_MS) {
  const [status, setStatus] = useState<CopyStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
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
