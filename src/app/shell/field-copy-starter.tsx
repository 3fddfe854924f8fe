import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionState } from '@/auth';
import { useAfterIdle } from '@/ui/defer/after-idle';

/**
 * The copy is read only later, offline; its first sync is ~1 MB in ~120 calls. The first seconds
 * of a visit are the merchant's — their first taps, the next screen's code and data — so on a
 * cheap phone the copy starts at the first idle moment once the app has been open this long.
 */
const START_AFTER_MS = 5_000;

/**
 * Signed in online, the last 30 days of sales are copied to the device for the offline search
 * (decision 024). Its code loads once the app has been open a few seconds and is idle, and the
 * sync waits for the user's own requests (react-query's) before each of its pages.
 */
export function FieldCopyStarter() {
  const state = useSessionState();
  const queryClient = useQueryClient();
  const idle = useAfterIdle(3000, START_AFTER_MS);
  const user = state.status === 'authenticated' ? state.user : undefined;
  const sub = user?.sub;
  const merchantId = user?.merchantId;

  useEffect(() => {
    if (!idle || sub === undefined || merchantId === undefined) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('@/features/transactions/field-copy/start')
      .then(({ startFieldCopy }) => {
        if (cancelled) return;
        const isBusy = () => queryClient.isFetching() + queryClient.isMutating() > 0;
        stop = startFieldCopy({ sub, merchantId, isBusy });
      })
      // A chunk that failed to load: the copy waits for the next start, the screen goes on.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [idle, sub, merchantId, queryClient]);
  return null;
}
