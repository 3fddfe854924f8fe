/**
 * A notification's `url` (from the backend, or in the service worker's message) as an in-app path,
 * or undefined: the backend's word decides where a tap goes, so only a path of this app (no
 * scheme, no other host) is ever followed.
 */
export function appPath(url: string): string | undefined {
  const controls = [...url].some((char) => char.charCodeAt(0) < 0x20);
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') && !controls ? url : undefined;
}
