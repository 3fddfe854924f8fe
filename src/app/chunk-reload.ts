const KEY = 'pdv:chunk-reload-at';
const MIN_INTERVAL_MS = 60_000;

/**
 * After a deploy, an open tab may ask for chunks that no longer exist. Reload to get the new
 * build, but at most once a minute (spec section 8) so a broken deploy cannot loop.
 */
export function shouldReloadAfterChunkError(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt >= MIN_INTERVAL_MS;
}

export function installChunkErrorReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(KEY)) || null;
    if (!shouldReloadAfterChunkError(Date.now(), last)) return;
    event.preventDefault();
    sessionStorage.setItem(KEY, String(Date.now()));
    window.location.reload();
  });
}

/** "Failed to fetch dynamically imported module" and friends, across browsers. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk/i.test(
    error.message,
  );
}

/** Reloads for a chunk error when allowed; true when a reload was started. */
export function reloadForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(sessionStorage.getItem(KEY)) || null;
  if (!shouldReloadAfterChunkError(Date.now(), last)) return false;
  sessionStorage.setItem(KEY, String(Date.now()));
  window.location.reload();
  return true;
}
