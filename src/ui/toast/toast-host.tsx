import { IonToast } from '@ionic/react';
import { useSyncExternalStore } from 'react';
import { dismissToast, TOAST_DURATION_MS, toastStore } from './toast-store';
import './toast.css';

/** Shows queued toasts one at a time: top on phones, top-right on wide screens (toast.css). */
export function ToastHost() {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.current, toastStore.current);
  if (!toast) return null;
  return (
    <IonToast
      key={toast.id}
      isOpen
      className="app-toast"
      message={toast.message}
      color={toast.color}
      position="top"
      duration={TOAST_DURATION_MS}
      buttons={[{ text: 'Fechar', role: 'cancel' }]}
      onDidDismiss={() => dismissToast(toast.id)}
    />
  );
}
