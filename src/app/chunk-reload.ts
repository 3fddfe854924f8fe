import { isChunkLoadError } from '@/lib/chunk-error';

const KEY = 'pdv:chunk-reload-at';
const MIN_INTERVAL_MS = 60_000;

/**
 * After a deploy, an open tab may ask for chunks that no longer exist. Reload to get the new
 * build, but at most once a minute (requirements §8) so a broken deploy cannot loop. Never while
 * offline: the reload would leave the app for the browser's offline page; the screen says calmly
 * that it needs the network instead, and reloads once it is back (ui/states/offline-state).
 */
export function shouldReloadAfterChunkError(now: number, lastReloadAt: number | null, online = true): boolean {
  return online && (lastReloadAt === null || now - lastReloadAt >= MIN_INTERVAL_MS);
}

/*
 * `navigator.onLine`, not the app's connectivity store: main.tsx installs this on the customer's
 * pages too, which must not download the signed-in app's modules (decision 017). It can read true
 * with no network; the service worker then serves the reload from its cache.
 */
const deviceOnline = () => typeof navigator === 'undefined' || navigator.onLine;

export function installChunkErrorReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(KEY)) || null;
    if (!shouldReloadAfterChunkError(Date.now(), last, deviceOnline())) return;
    event.preventDefault();
    sessionStorage.setItem(KEY, String(Date.now()));
    window.location.reload();
  });
}

/** Reloads for a chunk error when allowed; true when a reload was started. */
export function reloadForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(sessionStorage.getItem(KEY)) || null;
  if (!shouldReloadAfterChunkError(Date.now(), last, deviceOnline())) return false;
  sessionStorage.setItem(KEY, String(Date.now()));
  window.location.reload();
  return true;
}
