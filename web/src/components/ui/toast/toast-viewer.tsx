import { DEFAULT_TOAST_POSITION, TOAST_VISIBLE_COUNT, type ToastPosition } from '@gro/config';
import { toast as toastApi, useToasts } from '@/lib/toast';
import { ToastItem } from './toast-item';
import { Region } from './toast-styles';

/** Shows the last TOAST_VISIBLE_COUNT toasts at one of six screen positions (default top-right). */
export function ToastViewer({ position = DEFAULT_TOAST_POSITION }: { position?: ToastPosition }) {
  const visible = useToasts().slice(-TOAST_VISIBLE_COUNT);
  // The newest toast sits nearest the screen edge it is anchored to.
  const ordered = position.startsWith('top') ? [...visible].reverse() : visible;
  return (
    <Region aria-label="Notifications" $position={position} data-position={position}>
      {ordered.map((item) => (
        <ToastItem key={item.uuid} toast={item} onDismiss={toastApi.dismiss} />
      ))}
    </Region>
  );
}
