import { lazy, Suspense, useRef } from 'react';
import { useToasts } from '@/lib/toast';

/** The toast viewer's code, fetched when the first toast is raised: most visits show none. */
const ToastViewer = lazy(() => import('@/components/ui/toast').then((m) => ({ default: m.ToastViewer })));

/** Mounts the toast viewer from the first toast on, and keeps it mounted after the toasts go. */
export function LazyToasts() {
  const shown = useRef(false);
  if (useToasts().length > 0) shown.current = true;
  if (!shown.current) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewer />
    </Suspense>
  );
}
