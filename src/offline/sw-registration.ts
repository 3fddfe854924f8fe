import { useEffect, useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

/**
 * Service worker registration and the update offer (docs/stack-notes.md: offered, never forced mid-form).
 * A new build installs in the background and waits; the shell shows `updateAvailable` and calls
 * `applyUpdate()` when the user accepts: the waiting worker is told to SKIP_WAITING and the page
 * reloads once it controls it, so page and worker always come from the same build.
 */

/** Long-lived tabs (an installed app stays open for days) check for a new build hourly. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

let workbox: Workbox | undefined;
let registering: Promise<void> | undefined;
let updateAvailable = false;
let reloadWhenControlling = false;
const listeners = new Set<() => void>();

function setUpdateAvailable(next: boolean): void {
  if (next === updateAvailable) return;
  updateAvailable = next;
  for (const listener of [...listeners]) listener();
}

export interface RegisterOptions {
  /** Defaults to production builds only: a dev server's worker would cache stale modules. */
  enabled?: boolean;
}

/** Resolves once the page has loaded and then been idle (at most a few seconds later). */
function afterFirstScreen(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 3_000 });
        else setTimeout(resolve, 500);
      }),
  );
}

/** Registers `/sw.js` once (later calls return the same promise). Never rejects. */
export function registerServiceWorker({ enabled = import.meta.env.PROD }: RegisterOptions = {}): Promise<void> {
  if (!enabled || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve();
  registering ??= (async () => {
    // Once the first screen is up: installing the worker downloads every precached file, which
    // must not compete with the screen's own code and data (Workbox's own advice).
    await afterFirstScreen();
    // Loaded on demand: keeps workbox-window out of the initial bundle.
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });
    // Also fires when a worker was already waiting at page load (an offer the user ignored).
    wb.addEventListener('waiting', () => setUpdateAvailable(true));
    wb.addEventListener('controlling', (event) => {
      // Only for an accepted update: the first install also takes control, without a reload.
      if (event.isUpdate && reloadWhenControlling) window.location.reload();
    });
    await wb.register();
    workbox = wb;
    setInterval(() => void wb.update().catch(() => undefined), UPDATE_CHECK_MS);
  })().catch((error: unknown) => {
    console.warn('Falha ao registrar o service worker', error);
  });
  return registering;
}

/** The user accepted the update offer. */
export function applyUpdate(): void {
  if (!workbox || !updateAvailable) return;
  reloadWhenControlling = true;
  workbox.messageSkipWaiting();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getUpdateAvailable = () => updateAvailable;
const serverSnapshot = () => false;

export interface ServiceWorkerUpdateState {
  updateAvailable: boolean;
  applyUpdate: () => void;
}

/** UI-free: the shell renders the offer (a toast/banner) from this state. */
export function useServiceWorkerUpdate(): ServiceWorkerUpdateState {
  useEffect(() => {
    void registerServiceWorker();
  }, []);
  return { updateAvailable: useSyncExternalStore(subscribe, getUpdateAvailable, serverSnapshot), applyUpdate };
}
