import { useEffect, useSyncExternalStore } from 'react';
import { dismissToast, TOAST_DURATION_MS, toastStore } from './toast-store';
import './toast.css';

/**
 * Shows queued toasts one at a time for 4000 ms: top on phones, top-right on wide screens.
 * A plain live region rather than IonToast keeps Ionic's overlay system out of the shell.
 */
export function ToastHost() {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.current, toastStore.current);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    // Skipped by the offline snapshot: a toast belongs to its moment.
    <div className="app-toast-region" role="status" aria-live="polite" data-snapshot-skip="">
      {toast && (
        <div key={toast.id} className={`app-toast app-toast-${toast.color}`}>
          <span>{toast.message}</span>
          <button type="button" className="app-toast-close" onClick={() => dismissToast(toast.id)}>
            Fechar
          </button>
        </div>
      )}
    </div>
  );
}
