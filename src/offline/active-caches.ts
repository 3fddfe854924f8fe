/**
 * Stop functions of the running offline caches. Logout wipes the device; a throttled save still
 * pending (or a `pagehide` flush) must not write the signed-out user's data back afterwards.
 */
const active = new Set<() => void>();

export function trackActiveCache(stop: () => void): () => void {
  active.add(stop);
  return () => active.delete(stop);
}

export function stopAllCaches(): void {
  for (const stop of [...active]) stop();
}
