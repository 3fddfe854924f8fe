/**
 * A promise per key, kept for the page's life so that React's `use()` reads the same one on
 * every render and the checkout's pages share one request for a link. Failures stay cached (a
 * boundary shows them without asking again in a loop) until `retryFailed` drops them.
 */
const entries = new Map<string, Promise<unknown>>();
const failed = new Set<string>();

export function resource<T>(key: string, load: () => Promise<T>): Promise<T> {
  let entry = entries.get(key) as Promise<T> | undefined;
  if (!entry) {
    entry = load();
    entries.set(key, entry);
    entry.catch(() => failed.add(key));
  }
  return entry;
}

/** Forgets every failed request, so that the next render asks again. */
export function retryFailed(): void {
  for (const key of failed) entries.delete(key);
  failed.clear();
}

/** Forgets one key (data known to have changed, e.g. a link once paid). */
export function forget(key: string): void {
  entries.delete(key);
  failed.delete(key);
}
