/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa `injectManifest`). docs/stack-notes.md "Offline design":
 * - precache the app shell and static assets only (the build's file list);
 * - never cache `/api` (business data, card payments) or `/realms` (identity): no route here
 *   matches them, so the browser fetches them as if there were no service worker. Read data for
 *   offline use lives in the react-query cache in IndexedDB, owned per user, never in a SW cache;
 * - `/config` stale-while-revalidate, so an offline start still knows its runtime config;
 * - an update waits until the user accepts it (SKIP_WAITING message), never forced mid-form;
 * - Web Push (issue 34): a push shows its notification, a tap opens its screen (sw/push.ts).
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { openNotification, showPush } from './push';

declare let self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

/** Paths the SPA navigation fallback must never answer with index.html. */
// Not exported: the worker is bundled as a classic script, which has no exports.
const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/api(?:\/|$)/,
  /^\/realms(?:\/|$)/,
  /^\/config(?:\/|$)/,
  // A file (robots.txt, an icon) that is not precached goes to the network, not to the app.
  /\/[^/]+\.[a-z0-9]+$/i,
];

const CONFIG_CACHE = 'pdv-config';

// Not the web app manifest (vite-plugin-pwa lists it): the server answers it with the operator's
// brand, which a precached build copy would hide.
precacheAndRoute(self.__WB_MANIFEST.filter((entry) => !precachedUrl(entry).endsWith('manifest.webmanifest')));
// Precaches of older builds (different revision set) are dead weight after an update.
cleanupOutdatedCaches();

// Any in-app URL (e.g. /financial/transactions) opened offline gets the precached shell; the
// router then renders the route from the restored react-query cache.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NAVIGATION_DENYLIST }));

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname === '/config' && request.method === 'GET',
  // Workbox's default for this strategy keeps only 200 answers: a 5xx page never becomes the
  // offline config.
  new StaleWhileRevalidate({ cacheName: CONFIG_CACHE }),
);

/**
 * Claiming clients is only safe when no page runs an older build: on the very first install
 * (no page is controlled yet, so nothing can break mid-form) or after the user accepted the
 * update (the page reloads on `controlling`).
 */
let firstInstall = false;
let userAcceptedUpdate = false;

self.addEventListener('install', (event) => {
  // Checked during install: an update sees the previous worker as `active`.
  firstInstall = self.registration.active === null;
  // The first page load fetched /config before this worker existed: keep a copy now, so a
  // merchant who opened the portal once can reopen it with no signal. A failure (offline
  // install) must not fail the install; the route above fills the cache on the next load.
  event.waitUntil(
    caches
      .open(CONFIG_CACHE)
      .then((cache) => cache.add('/config'))
      .catch(() => undefined),
  );
});

self.addEventListener('activate', (event) => {
  if (firstInstall || userAcceptedUpdate) event.waitUntil(self.clients.claim());
});

function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}

// workbox-window's `messageSkipWaiting()` posts `{ type: 'SKIP_WAITING' }` when the user
// accepts the update offer (see src/offline/sw-registration.ts).
self.addEventListener('message', (event) => {
  if (!isSkipWaiting(event.data)) return;
  userAcceptedUpdate = true;
  void self.skipWaiting();
});

// Inside waitUntil: the browser may stop an idle worker as soon as the handler returns.
self.addEventListener('push', (event) => {
  event.waitUntil(showPush(self, event.data));
});

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(openNotification(self, event.notification));
});

function precachedUrl(entry: string | { url: string }): string {
  return typeof entry === 'string' ? entry : entry.url;
}
