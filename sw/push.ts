/**
 * Web Push in the service worker (issue 34, decision 038): the sandbox's drainer sends each
 * notification as `{ title, body, url, kind, id }` (`url` an in-app path); the worker shows it and
 * tells the open windows, and a tap opens its screen. The handlers take what they need of the
 * worker's global scope as a parameter, so a unit test can hand them stubs (tests/sw-push.test.ts).
 */

import { isSignedInPath } from '../src/app/signed-in-paths';
import { appPath } from '../src/lib/app-path';

/** An open window of the portal, as `clients.matchAll({ type: 'window' })` gives it. */
interface PortalWindow {
  readonly url: string;
  readonly focused?: boolean;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
}

/** The parts of `ServiceWorkerGlobalScope` the handlers use. */
export interface PushScope {
  readonly location: { readonly origin: string };
  readonly registration: {
    showNotification(title: string, options: NotificationOptions): Promise<void>;
  };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly PortalWindow[]>;
    openWindow(url: string): Promise<unknown>;
  };
}

/** `event.data` of a push event: absent when the push service delivered no payload. */
interface PushPayload {
  json(): unknown;
}

/** `event.notification` of a notificationclick. */
interface ClickedNotification {
  readonly data: unknown;
  close(): void;
}

/** Messages to the app (its listener lives in src/): refresh the feed, or open a screen. */
type PortalMessage = { type: 'pdv:notification' } | { type: 'pdv:open'; url: string };

const ICON = '/icons/icon-192.png';
/** The feed: where a tap lands when the message named no screen of ours. */
const FEED = '/notifications';
// No product name: the portal is white-label, and the worker does not know the operator's brand.
const FALLBACK_TITLE = 'Nova notificação';
const FALLBACK_BODY = 'Abra o portal para ver.';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** `event.data.json()`, or null when there is no payload or it is not JSON. */
function parsed(data: PushPayload | null | undefined): Record<string, unknown> | null {
  try {
    const value = data?.json();
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

interface Shown {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

/** What to show for a push: its own words when it has them, never nothing. */
function notificationOf(data: PushPayload | null | undefined, origin: string): Shown {
  const payload = parsed(data) ?? {};
  const id = payload.id;
  // One notification per feed entry: a push the service delivered twice replaces the first.
  const tag = typeof id === 'number' || text(id) !== undefined ? `notificacao-${String(id)}` : undefined;
  return {
    title: text(payload.title) ?? FALLBACK_TITLE,
    options: {
      body: text(payload.body) ?? FALLBACK_BODY,
      icon: ICON,
      badge: ICON,
      ...(tag === undefined ? {} : { tag }),
      data: { url: appPath(payload.url, origin) ?? FEED },
    },
  };
}

async function portalWindows(scope: PushScope): Promise<readonly PortalWindow[]> {
  // Uncontrolled too: the first page load after the worker was installed may not be claimed.
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.filter((client) => new URL(client.url).origin === scope.location.origin);
}

const tell = (client: PortalWindow, message: PortalMessage) => client.postMessage(message);

/**
 * A push: show it, and let open windows refresh their feed. The browser requires a visible
 * notification for every push (`userVisibleOnly`), so a push with no readable payload still
 * shows one, in general words, that opens the feed.
 */
export async function showPush(scope: PushScope, data: PushPayload | null | undefined): Promise<void> {
  const { title, options } = notificationOf(data, scope.location.origin);
  const shown = scope.registration.showNotification(title, options);
  const told = portalWindows(scope).then((windows) => {
    for (const client of windows) tell(client, { type: 'pdv:notification' });
  });
  await Promise.all([shown, told]);
}

/**
 * A tap on a notification: the portal already open takes it (focused, told which screen to open,
 * so its session and unsaved state stay); with no window open, a new one opens on that screen.
 */
export async function openNotification(scope: PushScope, notification: ClickedNotification): Promise<void> {
  notification.close();
  const data = notification.data as { url?: unknown } | null | undefined;
  const url = appPath(data?.url, scope.location.origin) ?? FEED;
  // Only a signed-in screen listens for `pdv:open`: a customer's checkout open on the merchant's
  // phone (same origin) would only be focused, so a new window opens instead.
  const windows = (await portalWindows(scope)).filter((client) => isSignedInPath(new URL(client.url).pathname));
  const target = windows.find((client) => client.focused === true) ?? windows[0];
  if (!target) {
    await scope.clients.openWindow(url);
    return;
  }
  // A window the browser will not focus still gets the screen: the merchant sees it on return.
  await target.focus().catch(() => undefined);
  tell(target, { type: 'pdv:open', url });
}
