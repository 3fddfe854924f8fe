import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useFeature } from '@/config/use-feature';
import { useAfterIdle } from '@/ui/defer/after-idle';

/**
 * Where the backend sends notifications: a push that arrives while the app is open refreshes the
 * bell's list, and a tapped notification opens its screen here. The listener's code comes once the
 * first screen is idle (issue 34: nothing of the notifications on the first screen but the bell).
 */
export function ServiceWorkerMessages() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const on = useFeature('notifications');
  const idle = useAfterIdle(3000);
  useEffect(() => {
    if (!on || !idle || !('serviceWorker' in navigator)) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./worker-messages')
      .then(({ listenToWorker }) => {
        if (cancelled) return;
        stop = listenToWorker(navigator.serviceWorker, {
          open: (path) => void router.navigate({ href: path }),
          refresh: () => void queryClient.invalidateQueries({ queryKey: ['notifications'] }),
        });
      })
      // A chunk that failed to load: a tap still focuses the app, the next start listens again.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [on, idle, router, queryClient]);
  return null;
}
