export { toast, useToasts, type ToastInput } from './toast-store';
export { ToastViewer } from './toast-viewer';
