import { setupIonicReact } from '@ionic/react';

let done = false;

/**
 * Ionic's start-up, once, before the first Ionic component renders (the signed-in layout and the
 * test setup call it). Material ('md') on every platform: one design for Android and iOS
 * merchants alike, and one set of screenshots to check.
 */
export function setupIonic(options: { animated?: boolean } = {}): void {
  if (done) return;
  done = true;
  setupIonicReact({ mode: 'md', ...options });
}
