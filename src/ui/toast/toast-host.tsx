import { IonToast } from '@ionic/react';
import { useSyncExternalStore } from 'react';
import { dismissToast, TOAST_DURATION_MS, toastStore } from './toast-store';
import './toast.css';

/**
 * Shows queued toasts one at a time for 4000 ms (spec section 8): top of the screen on phones,
 * top right on wide screens. Any code raises one through `showToast`, React or not (the query
 * client's error handler, the session).
 */
export function ToastHost() {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.current, toastStore.current);
  if (!toast) return null;
  return (
    <IonToast
      // One element per message: the next one in the queue opens fresh when this one closes.
      key={toast.id}
      isOpen
      className="app-toast"
      message={toast.message}
      color={toast.color}
      duration={TOAST_DURATION_MS}
      position="top"
      buttons={[{ text: 'Fechar', role: 'cancel' }]}
      onDidDismiss={() => dismissToast(toast.id)}
    />
  );
}
