import type { Toast } from '@gro/config';
import { toast } from '@/lib/toast';

/**
 * Every toast shown since the test began, oldest first, including those the viewer has already
 * dismissed: a toast lives 5 s on screen, and on a busy machine the step a test waits for (a lazy
 * screen, a refetch) can take longer than that, so reading the toasts on screen afterwards would
 * depend on the machine's speed.
 */
let shown: Toast[] = [];

toast.subscribe(() => {
  for (const item of toast.getAll()) if (!shown.some((s) => s.uuid === item.uuid)) shown.push(item);
});

export const shownToasts = (): Toast[] => [...shown];
export const lastShownToast = (): Toast | undefined => shown.at(-1);
export function resetShownToasts(): void {
  shown = [];
}
