/**
 * "Failed to fetch dynamically imported module" and friends, across browsers: a screen's code
 * could not be downloaded (offline before the service worker cached it, or a deploy removed it).
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk/i.test(
    error.message,
  );
}
