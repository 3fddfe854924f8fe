import { useIsReadOnlySession } from '@/auth';
import { useIsOnline } from '@/offline/connectivity';

/**
 * The data on screen is a cached copy when the network is down or when the portal started
 * read-only because the identity server could not be reached (docs/stack-notes.md, offline start).
 */
export function useIsOffline(): boolean {
  const online = useIsOnline();
  const readOnly = useIsReadOnlySession();
  return !online || readOnly;
}
