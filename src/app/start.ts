import { applyBrand } from '@/config/brand';
import { loadConfig } from './load-config';
import { needsSignIn, signInFirst } from './sign-in-first';
import { captureInstallPrompt } from '@/offline/install-prompt';
import { offlineFirstPaint } from './offline-first-paint';
import { markBootStylesheets } from '@/offline/snapshot/layer';

/*
 * The signed-in app's start (main.tsx sends every address but the customer's pages here). Kept
 * small on purpose: a visit to a signed-in page first goes to the identity server (and comes
 * straight back when the user has a session), so the app itself loads only once it can be
 * used. Ionic starts with the signed-in layout (ui/setup-ionic.ts).
 */
export async function startApp(container: HTMLElement): Promise<void> {
  // Before any chunk links its own: a screen's snapshot keeps only those (decision 011).
  markBootStylesheets();
  // Chrome offers installation once per page load: catch the event before anything else.
  captureInstallPrompt();
  await start(container);
}

async function start(container: HTMLElement): Promise<void> {
  const config = loadConfig();
  // The brand as soon as it is known (at once offline: the service worker keeps /config), so the
  // spinner and the offline picture do not show the product's colours first. A bad /config is
  // reported by the app's error page, not here.
  config.then((loaded) => applyBrand(loaded.brand)).catch(() => undefined);
  // Offline in the field, the last screen this user saw shows while the app boots underneath
  // (decision 011); the app removes the picture once it has rendered its own. Not on the way
  // back from signing in: that load is online.
  const firstPaint = needsSignIn(window.location, true) ? offlineFirstPaint() : undefined;
  const expectOffline = firstPaint?.expectOffline() ?? false;
  if (expectOffline) firstPaint?.paint();
  // Offline is expected, so the identity probe will most likely fail: the app's modules load
  // while it is asked rather than after. (Should it answer, the redirect to sign in wins.)
  const app = expectOffline ? loadApp() : undefined;
  if ((await signInFirst(config)) === 'offline') firstPaint?.offline();
  const { bootstrap } = await (app ?? loadApp());
  await bootstrap(container, config);
}

/**
 * The app's libraries are evaluated one per task, with a yield between: one module graph
 * evaluated at once is one long task that blocks input (Lighthouse's total blocking time).
 */
async function loadApp() {
  await import('react-dom/client');
  await nextTask();
  return import('./bootstrap');
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
