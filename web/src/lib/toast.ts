import { TOAST_DEFAULT_TIMEOUT_MS, TOAST_VISIBLE_COUNT, type Toast, type ToastType } from '@gro/config';
import { useSyncExternalStore } from 'react';
import { createStore } from './create-store';

interface ToastInput {
  type?: ToastType;
  title: string;
  message?: string;
  url?: string;
  attachment?: string;
  timeout?: number;
}

type Extra = Omit<ToastInput, 'type' | 'title' | 'message'>;

const store = createStore<Toast[]>([]);
let sequence = 0;

function createUuid(): string {
  sequence += 1;
  return globalThis.crypto?.randomUUID?.() ?? `toast-${Date.now()}-${sequence}`;
}

function show(input: ToastInput): string {
  const created: Toast = {
    uuid: createUuid(),
    type: input.type ?? 'default',
    title: input.title,
    message: input.message ?? '',
    url: input.url,
    attachment: input.attachment,
    timeout: input.timeout ?? TOAST_DEFAULT_TIMEOUT_MS,
  };
  // Only the last TOAST_VISIBLE_COUNT are ever shown, so older ones are dropped rather than queued.
  store.setState((toasts) => [...toasts, created].slice(-TOAST_VISIBLE_COUNT));
  return created.uuid;
}

const typed = (type: ToastType) => (title: string, message?: string, extra?: Extra) =>
  show({ ...extra, type, title, message });

/** Callable from anywhere, inside React or not (the API client uses it). */
export const toast = {
  show,
  success: typed('success'),
  danger: typed('danger'),
  warning: typed('warning'),
  info: typed('default'),
  dismiss: (uuid: string) => store.setState((toasts) => toasts.filter((t) => t.uuid !== uuid)),
  clear: () => store.setState([]),
  getAll: store.getState,
  subscribe: store.subscribe,
};

export function useToasts(): Toast[] {
  return useSyncExternalStore(store.subscribe, store.getState);
}
