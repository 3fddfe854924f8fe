import { paintedOwner, paintSnapshot, releaseSnapshot } from '@/offline/snapshot/paint';
import { readSnapshot } from '@/offline/snapshot/record';
import { readLastSession } from '@/offline/offline-data';
import { rememberIdentityUnreachable, wasIdentityUnreachableSince } from '@/offline/identity-hint';
import { rememberOfflineSince } from '@/offline/offline-since';
import { offlineMarkerElement } from '@/ui/page/offline-marker-text';

/**
 * After the identity server was unreachable, the next starts within this window paint the last
 * screen at once instead of after asking it again: in the field a phone often reports a network
 * that does not answer, and the question can take seconds. If it does answer, the sign-in
 * redirect simply replaces the picture.
 */
export const RECENTLY_UNREACHABLE_MS = 10 * 60 * 1000;

/**
 * The offline start's first paint (decision 011): the last screen seen on this device, painted
 * before the app boots, at once (the snapshot is read synchronously).
 */
export function offlineFirstPaint(now = () => Date.now()) {
  // As the app's marker will say it: a page that starts offline holds no tokens, so signing in
  // again will be needed once the connection returns (auth/access.ts).
  const marker = (dataUpdatedAt: number) =>
    offlineMarkerElement({ dataUpdatedAt, since: rememberOfflineSince(now()), signInNeeded: true, now: now() });
  const paint = () => {
    if (!paintSnapshot(readSnapshot(), { buster: __BUILD_ID__, marker })) return;
    // Belt and braces: the picture is of the user whose cache the offline start opens, or it goes.
    void readLastSession().then((last) => {
      const owner = paintedOwner();
      if (owner && (last?.sub !== owner.sub || last.merchantId !== owner.merchantId)) releaseSnapshot();
    });
  };
  return {
    /** The device says it is offline, or was a moment ago: no need to wait for the probe. */
    expectOffline: (): boolean => !navigator.onLine || wasIdentityUnreachableSince(now() - RECENTLY_UNREACHABLE_MS),
    paint,
    /** The probe failed: the app starts read-only. Paint, and remember it for the next start. */
    offline(): void {
      if (navigator.onLine) rememberIdentityUnreachable(now());
      paint();
    },
  };
}
