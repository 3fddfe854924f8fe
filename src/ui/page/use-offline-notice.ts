// From the module itself, not the '@/auth' barrel: screen tests replace the barrel with the two
// hooks they need, and this hook must work there too (no session: nothing to add).
import { useReadOnlyState } from '@/auth/use-session';
import { useIsOnline } from '@/offline/connectivity';
import { readOfflineSince } from '@/offline/offline-since';
import type { OfflineMarkerInfo } from './offline-marker-text';

/** What the offline marker says besides the data's date: since when, and what signing in needs. */
export function useOfflineNotice(): Omit<OfflineMarkerInfo, 'dataUpdatedAt'> {
  const online = useIsOnline();
  const readOnly = useReadOnlyState();
  return {
    // The device's own spell first: it began before the token ran out.
    since: (online ? undefined : readOfflineSince()) ?? readOnly?.since,
    signInNeeded: readOnly !== undefined && readOnly.signIn !== 'not-needed',
    // The identity server answers again and the banner offers signing in: not "offline" any more.
    online: online && readOnly?.signIn === 'ready',
  };
}
