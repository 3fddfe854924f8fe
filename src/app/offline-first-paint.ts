import { paintedOwner, releaseSnapshot } from '@/offline/snapshot/layer';
import { readLastSession } from '@/offline/offline-data';
import { rememberIdentityUnreachable, wasIdentityUnreachableSince } from '@/offline/identity-hint';

/**
 * After the identity server was unreachable, the next starts within this window paint the last
 * screen at once instead of after asking it again: in the field a phone often reports a network
 * that does not answer, and the question can take seconds. If it does answer, the sign-in
 * redirect simply replaces the picture.
 */
export const RECENTLY_UNREACHABLE_MS = 10 * 60 * 1000;

/**
 * The offline start's first paint (decision 011): the last screen seen on this device, painted
 * before the app boots (the snapshot is read synchronously once the painter has arrived).
 */
export function offlineFirstPaint(now = () => Date.now()) {
  // The painter and its sanitizers come only now (an online start never needs them), from the
  // service worker's cache: a few milliseconds. Should the app render first, nothing is painted.
  const paint = async (): Promise<void> => {
    const { paintLastScreen } = await import('./offline-paint');
    if (!paintLastScreen(now())) return;
    // Belt and braces: the picture is of the user whose cache the offline start opens, or it goes.
    const last = await readLastSession();
    const owner = paintedOwner();
    if (owner && (last?.sub !== owner.sub || last.merchantId !== owner.merchantId)) releaseSnapshot();
  };
  return {
    /** The device says it is offline, or was a moment ago: no need to wait for the probe. */
    expectOffline: (): boolean => !navigator.onLine || wasIdentityUnreachableSince(now() - RECENTLY_UNREACHABLE_MS),
    paint: (): void => void paint().catch(() => undefined),
    /** The probe failed: the app starts read-only. Paint, and remember it for the next start. */
    offline(): void {
      if (navigator.onLine) rememberIdentityUnreachable(now());
      void paint().catch(() => undefined);
    },
  };
}
