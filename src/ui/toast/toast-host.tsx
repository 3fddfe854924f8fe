import { IonToast } from '@ionic/react';
import { useState, useSyncExternalStore } from 'react';
import { dismissToast, TOAST_DURATION_MS, toastStore } from './toast-store';
import './toast.css';

/**
 * Shows queued toasts one at a time for 4000 ms (spec section 8): top of the screen on phones,
 * top right on wide screens. Any code raises one through `showToast`, React or not (the query
 * client's error handler, the session).
 *
 * One IonToast stays mounted for the page's life: Ionic takes a dismissed inline overlay out of
 * the DOM itself, so unmounting it afterwards made React's removeChild throw and the whole app
 * fell to its error page 4 s after any toast. The next message opens it again: `closing` makes
 * `isOpen` false for one render in between, which Ionic needs to present it afresh.
 */
export function ToastHost() {
  const toast = useSyncExternalStore(toastStore.subscribe, toastStore.current, toastStore.current);
  const [closing, setClosing] = useState(false);
  return (
    <IonToast
      isOpen={toast !== undefined && !closing}
      className="app-toast"
      message={toast?.message ?? ''}
      color={toast?.color}
      duration={TOAST_DURATION_MS}
      position="top"
      buttons={[{ text: 'Fechar', role: 'cancel' }]}
      onDidDismiss={() => {
        if (!toast) return;
        setClosing(true);
        setTimeout(() => {
          dismissToast(toast.id);
          setClosing(false);
        }, 0);
      }}
    />
  );
}
