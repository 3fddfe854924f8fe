import { initialize } from '@ionic/core/components';
import { defineCustomElement as defineIonApp } from '@ionic/core/components/ion-app.js';

let started = false;

/**
 * Ionic's start-up, run when the first Ionic element renders (ionWrapper) rather than at boot,
 * so that the first screen — native shell and dashboard — loads no Ionic code (decision 007).
 *
 * - Material ('md') on every platform: one design for Android and iOS merchants alike.
 * - The `ion-ce` class stops Ionic's CSS from hiding elements waiting for hydration (the
 *   custom-elements build has none).
 * - A hidden `<ion-app>`: the app is not wrapped in one any more, but its start-up is what turns
 *   on Ionic's keyboard focus rings (focus-visible), taps and ripples, and the keyboard and input
 *   assists on phones, for every Ionic element on the page.
 */
export function ensureIonic({ globalBehaviours = true }: { globalBehaviours?: boolean } = {}): void {
  if (started) return;
  started = true;
  document.documentElement.classList.add('ion-ce');
  initialize({ mode: 'md' });
  // Unit tests (happy-dom) call this first without them: they need the config, not ion-app.
  if (!globalBehaviours) return;
  defineIonApp();
  const app = document.createElement('ion-app');
  app.style.display = 'none';
  app.setAttribute('aria-hidden', 'true');
  document.body.append(app);
}
