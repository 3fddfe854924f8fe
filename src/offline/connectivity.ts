import { useSyncExternalStore } from 'react';

/**
 * Online/offline as the portal believes it. `navigator.onLine` is only a first guess: it can read
 * true with no network (STACK.md gotcha 12), so the API client reports every request's fate
 * through `reportNetworkResult` and the last word wins.
 *
 * Deliberately NOT wired into react-query's onlineManager: if queries paused while we believe
 * we are offline, no request would ever succeed to tell us the network is back.
 */
type Listener = () => void;

let online = typeof navigator === 'undefined' ? true : navigator.onLine;
const listeners = new Set<Listener>();

function setOnline(next: boolean): void {
  if (next === online) return;
  online = next;
  for (const listener of [...listeners]) listener();
}

if (typeof window !== 'undefined') {
  // Attached at import so a change before the first subscriber is not missed.
  window.addEventListener('online', () => setOnline(true));
  window.addEventListener('offline', () => setOnline(false));
}

export function isOnline(): boolean {
  return online;
}

/** For the API client: `true` when any response arrived (even an error), `false` when none did. */
export function reportNetworkResult(reachable: boolean): void {
  setOnline(reachable);
}

export function subscribeConnectivity(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Server rendering has no network to judge: assume online there. */
const serverSnapshot = () => true;

export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, isOnline, serverSnapshot);
}
