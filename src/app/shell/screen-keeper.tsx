import { useMemo, type ReactNode } from 'react';
import { useSessionState } from '@/auth';
import { ScreenSnapshotContext, type KeepScreen } from '@/ui/page/screen-snapshot';

/**
 * Lets pages keep a picture of themselves for the next offline start (decision 011), as the
 * signed-in user's and merchant's. Not while read-only offline: there is nothing new to keep.
 */
export function ScreenKeeper({ children }: { children: ReactNode }) {
  const state = useSessionState();
  const user = state.status === 'authenticated' ? state.user : undefined;
  const sub = user?.sub;
  const merchantId = user?.merchantId;
  const keep = useMemo<KeepScreen | undefined>(() => {
    if (sub === undefined || merchantId === undefined) return undefined;
    return (dataUpdatedAt) => {
      let cancel: (() => void) | undefined;
      let cancelled = false;
      void import('@/offline/snapshot/capture').then(({ scheduleSnapshot }) => {
        if (!cancelled) cancel = scheduleSnapshot({ sub, merchantId, dataUpdatedAt, buster: __BUILD_ID__ });
      });
      return () => {
        cancelled = true;
        cancel?.();
      };
    };
  }, [sub, merchantId]);
  return <ScreenSnapshotContext.Provider value={keep}>{children}</ScreenSnapshotContext.Provider>;
}
