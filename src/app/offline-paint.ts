import { paintSnapshot } from '@/offline/snapshot/paint';
import { readSnapshot } from '@/offline/snapshot/record';
import { rememberOfflineSince } from '@/offline/offline-since';
import { offlineMarkerElement } from '@/ui/page/offline-marker-text';

/**
 * Paints the last screen this device showed, marked as the app's offline marker will mark it: a
 * page that starts offline holds no tokens, so signing in again will be needed once the
 * connection returns (auth/access.ts). Its own chunk: only an offline start loads the painter.
 */
export function paintLastScreen(now: number): boolean {
  const marker = (dataUpdatedAt: number) =>
    offlineMarkerElement({ dataUpdatedAt, since: rememberOfflineSince(now), signInNeeded: true, now });
  return paintSnapshot(readSnapshot(), { buster: __BUILD_ID__, marker });
}
