export { ToastViewer } from './toast-viewer';
