/** Toasts that any code can raise (query error handlers, session), shown by one ToastHost. */

export type ToastColor = 'danger' | 'success' | 'warning' | 'medium';
export interface ToastMessage {
  id: number;
  message: string;
  color: ToastColor;
}

/** Requirements §8: toasts stay 4000 ms. */
export const TOAST_DURATION_MS = 4000;

let queue: ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function showToast(message: string, color: ToastColor = 'danger'): void {
  // The same message twice in a row (e.g. several queries failing together) shows once.
  if (queue.some((toast) => toast.message === message)) return;
  queue = [...queue, { id: nextId++, message, color }];
  emit();
}

export function dismissToast(id: number): void {
  queue = queue.filter((toast) => toast.id !== id);
  emit();
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  current: (): ToastMessage | undefined => queue[0],
};
