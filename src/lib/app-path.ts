/**
 * A notification's `url` (from the backend, or in the service worker's message) as a path of this
 * app, or undefined: the backend's word decides where a tap goes, so only a path of `origin` is
 * ever followed. `//host` and `/\host` are another origin to a browser, and the resolved URL is
 * checked as well (parsing drops tabs and newlines, so `/\t/host` would become `//host`). Shared by
 * the app and the service worker (sw/push.ts).
 */
export function appPath(url: unknown, origin: string): string | undefined {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return undefined;
  if ([...url].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  const resolved = new URL(url, origin);
  return resolved.origin === origin ? `${resolved.pathname}${resolved.search}${resolved.hash}` : undefined;
}
