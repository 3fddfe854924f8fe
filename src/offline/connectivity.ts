import { useSyncExternalStore } from 'react';
import { pageIsVisible, pollUntil } from '@/lib/poll-until';
import { forgetOfflineSince, rememberOfflineSince } from './offline-since';

/**
 * Online/offline as the portal believes it. `navigator.onLine` is only a first guess: it can read
 * true with no network (docs/stack-notes.md, "navigator.onLine"), so the API client reports every request's fate
 * through `reportNetworkResult` and the last word wins.
 *
 * Deliberately NOT wired into react-query's onlineManager: if queries paused while we believe
 * we are offline, no request would ever succeed to tell us the network is back.
 */
type Listener = () => void;

let online = typeof navigator === 'undefined' ? true : navigator.onLine;
if (!online) rememberOfflineSince(Date.now());
const listeners = new Set<Listener>();

function setOnline(next: boolean): void {
  // Also when nothing changes: an app closed offline and reopened online ends the old spell.
  if (next) forgetOfflineSince();
  else rememberOfflineSince(Date.now());
  if (next === online) return;
  online = next;
  stopPolling?.();
  stopPolling = undefined;
  for (const listener of [...listeners]) listener();
  scheduleProbe();
}

/*
 * Believed offline because requests failed, the device may never say the network is back: a
 * phone on a Wi-Fi without internet keeps navigator.onLine true throughout, so no 'online'
 * event comes, and a read-only screen makes no request of its own to find out. While offline
 * the store asks a probe now and then; the first answer brings it back online.
 */
export const PROBE_FIRST_MS = 3_000;
export const PROBE_MAX_MS = 60_000;
let probe: (() => Promise<boolean>) | undefined;
let stopPolling: (() => void) | undefined;

/** Sets how the network is checked while offline (bootstrap: a request to the API's origin). */
export function setReconnectProbe(check: (() => Promise<boolean>) | undefined): void {
  probe = check;
  stopPolling?.();
  stopPolling = undefined;
  scheduleProbe();
}

function scheduleProbe(): void {
  if (online || !probe) {
    stopPolling?.();
    stopPolling = undefined;
    return;
  }
  stopPolling ??= pollUntil(probe, () => setOnline(true), {
    firstMs: PROBE_FIRST_MS,
    maxMs: PROBE_MAX_MS,
    shouldAsk: pageIsVisible,
  });
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
