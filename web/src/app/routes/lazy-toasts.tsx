import { lazy, Suspense } from 'react';
import { useToasts } from '@/lib/toast';

/** The toast viewer's code, fetched when the first toast is raised: most visits show none. */
const ToastViewer = lazy(() => import('@/components/ui/toast').then((m) => ({ default: m.ToastViewer })));

/** The toast viewer while there are toasts (each toast is its own live region). */
export function LazyToasts() {
  if (useToasts().length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewer />
    </Suspense>
  );
}
