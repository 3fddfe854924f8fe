import { useEffect } from 'react';
import { defineOverlay } from '../ionic/overlays';
import { dismissToast, TOAST_DURATION_MS, toastStore, type ToastMessage } from './toast-store';
import './toast.css';

/**
 * Shows queued toasts one at a time for 4000 ms (requirements §8): top of the screen on phones,
 * top right on wide screens. Any code raises one through `showToast`, React or not (the query
 * client's error handler, the session).
 *
 * Ionic's own toast element, presented as its web component API does it, and downloaded with the
 * first toast: through @ionic/react's IonToast it would ship with every first screen (a toast is
 * the exception, decision 025). The element leaves the DOM when it is dismissed; React never owns
 * it, so nothing React renders can trip over Ionic removing it.
 */
export function ToastHost() {
  useEffect(() => presentToasts(), []);
  return null;
}

/** Presents the store's toasts in turn until stopped. */
function presentToasts(): () => void {
  let showing: number | undefined;
  let stopped = false;

  async function present(toast: ToastMessage): Promise<void> {
    showing = toast.id;
    await defineOverlay('ion-toast');
    if (stopped) return;
    const element = Object.assign(document.createElement('ion-toast'), {
      message: toast.message,
      color: toast.color,
      duration: TOAST_DURATION_MS,
      position: 'top' as const,
      buttons: [{ text: 'Fechar', role: 'cancel' }],
    });
    element.className = 'app-toast';
    element.addEventListener(
      'ionToastDidDismiss',
      () => {
        showing = undefined;
        dismissToast(toast.id);
        // After Ionic's own dismissal has finished with the element.
        setTimeout(() => element.remove(), 0);
      },
      { once: true },
    );
    (document.querySelector('ion-app') ?? document.body).append(element);
    await element.present();
  }

  const next = () => {
    const toast = toastStore.current();
    if (toast && showing === undefined && !stopped) void present(toast);
  };
  const unsubscribe = toastStore.subscribe(next);
  next();
  return () => {
    stopped = true;
    unsubscribe();
  };
}
