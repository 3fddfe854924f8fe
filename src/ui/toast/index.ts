export { showToast, TOAST_DURATION_MS } from './toast-store';
export { ToastHost } from './toast-host';
