import { currentPushSubscription } from '@/offline/push-device';
import type { DeviceSubscription } from '../api/notifications';

/**
 * Whether this device can take notifications, and whether it does, from the browser alone.
 * `ios`: an iPhone or iPad, where Web Push exists only in the app added to the home screen.
 */
export type DeviceState =
  | { status: 'unsupported'; ios: boolean }
  | { status: 'denied'; ios: boolean }
  | { status: 'off'; ios: boolean }
  | { status: 'on'; ios: boolean; subscription: PushSubscription };

/** A failed activation, in words for the merchant. */
export class DeviceError extends Error {}

export const DEVICE_MESSAGES = {
  denied:
    'As notificações estão bloqueadas para este site. Para ativar, libere-as nas configurações do navegador e tente de novo.',
  dismissed: 'Você não permitiu as notificações. Toque em ativar de novo quando quiser.',
  notReady: 'O aplicativo ainda está sendo preparado neste aparelho. Tente de novo em instantes.',
  failed: 'Não foi possível ativar as notificações neste aparelho. Verifique a conexão e tente de novo.',
} as const;

/** iPadOS presents itself as a Mac; its touch points give it away. */
export function isAppleMobile(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'> = navigator): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
}

function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

export async function readDeviceState(): Promise<DeviceState> {
  const ios = isAppleMobile();
  if (!pushSupported()) return { status: 'unsupported', ios };
  if (Notification.permission === 'denied') return { status: 'denied', ios };
  const subscription = Notification.permission === 'granted' ? await currentPushSubscription() : null;
  return subscription ? { status: 'on', ios, subscription } : { status: 'off', ios };
}

/** The VAPID key of `/config` (base64url) as the bytes `PushManager.subscribe` takes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

/** What the backend stores of a subscription; a browser that gives less is a failed activation. */
export function deviceOf(subscription: PushSubscription): DeviceSubscription {
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  if (!json.endpoint || !p256dh || !auth) throw new DeviceError(DEVICE_MESSAGES.failed);
  return { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh, auth } };
}

/**
 * Asks the permission (only ever from the merchant's tap on "Ativar") and subscribes this device
 * with the backend's key. A subscription made for another key (the backend's keys changed) is
 * replaced: the push service would refuse the new key's messages to it.
 */
export async function subscribeDevice(vapidPublicKey: string): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new DeviceError(DEVICE_MESSAGES.denied);
  if (permission !== 'granted') throw new DeviceError(DEVICE_MESSAGES.dismissed);
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) throw new DeviceError(DEVICE_MESSAGES.notReady);
  const key = base64UrlToBytes(vapidPublicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  try {
    return await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch {
    // No push service reachable, or the browser's own refusal: nothing the merchant can fix but retry.
    throw new DeviceError(DEVICE_MESSAGES.failed);
  }
}
