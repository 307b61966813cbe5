import { TOAST_DISPLAY_MS, type Toast, type ToastType } from '@gro/config';
import { useEffect, useState } from 'react';
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '@/components/icons';
import { Content, Dismiss, Item } from './toast-styles';

const icons: Record<ToastType, typeof InfoIcon> = {
  success: CheckCircleIcon,
  danger: AlertCircleIcon,
  warning: AlertTriangleIcon,
  default: InfoIcon,
};

interface ToastItemProps {
  toast: Toast;
  onDismiss: (uuid: string) => void;
}

/**
 * One toast. It stays TOAST_DISPLAY_MS (longer when its own timeout asks for more) and the
 * countdown pauses while the pointer or keyboard focus is on it, so it can be read and used.
 */
export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const [paused, setPaused] = useState(false);
  const duration = Math.max(TOAST_DISPLAY_MS, toast.timeout);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(toast.uuid), duration);
    return () => clearTimeout(timer);
  }, [paused, duration, toast.uuid, onDismiss]);

  const Icon = icons[toast.type];
  const urgent = toast.type === 'danger';

  return (
    <Item
      $type={toast.type}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-type={toast.type}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon size={20} />
      <Content>
        <strong>{toast.title}</strong>
        {toast.message && <span>{toast.message}</span>}
        {(toast.url || toast.attachment) && (
          <div>
            {toast.url && <a href={toast.url}>View details</a>}
            {toast.attachment && (
              <a href={toast.attachment} download>
                Download attachment
              </a>
            )}
          </div>
        )}
      </Content>
      <Dismiss type="button" aria-label="Close notification" onClick={() => onDismiss(toast.uuid)}>
        <CloseIcon size={16} />
      </Dismiss>
    </Item>
  );
}
