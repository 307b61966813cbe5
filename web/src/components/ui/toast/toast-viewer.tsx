import { DEFAULT_TOAST_POSITION, TOAST_VISIBLE_COUNT, type ToastPosition } from '@gro/config';
import { useViewportWidth } from '@/hooks/use-viewport-width';
import { toast as toastApi, useToasts } from '@/lib/toast';
import { useOpenDrawer } from '../drawer/open-drawers';
import { ToastItem } from './toast-item';
import { toastPlacement } from './toast-placement';
import { Region } from './toast-styles';

/**
 * Shows the last TOAST_VISIBLE_COUNT toasts at one of six screen positions (default bottom-right),
 * moved clear of an open drawer, and at the bottom on phones (toastPlacement).
 */
export function ToastViewer({ position = DEFAULT_TOAST_POSITION }: { position?: ToastPosition }) {
  const visible = useToasts().slice(-TOAST_VISIBLE_COUNT);
  const placement = toastPlacement(useViewportWidth(), useOpenDrawer());
  // The newest toast sits nearest the screen edge it is anchored to.
  const ordered = !placement && position.startsWith('top') ? [...visible].reverse() : visible;
  return (
    <Region aria-label="Notifications" $position={position} data-position={position} style={placement ?? undefined}>
      {ordered.map((item) => (
        <ToastItem key={item.uuid} toast={item} onDismiss={toastApi.dismiss} />
      ))}
    </Region>
  );
}
