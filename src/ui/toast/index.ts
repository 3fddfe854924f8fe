export { showToast } from './toast-store';
export { ToastHost } from './toast-host';
