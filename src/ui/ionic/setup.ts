import { initialize, type IonicConfig } from '@ionic/core/components';

/**
 * What `setupIonicReact` did: Ionic's global config, and the `ion-ce` class that stops Ionic's CSS
 * from hiding elements waiting for hydration (the custom-elements build has none).
 */
export function setupIonic(config: IonicConfig): void {
  document.documentElement.classList.add('ion-ce');
  initialize(config);
}
