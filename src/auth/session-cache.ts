import type { QueryClient } from '@tanstack/react-query';
import { createOfflineCache } from '@/offline/persistence';

/** The signed-in user's persisted query cache: opened once the user and merchant are known. */
export function createSessionCache(queryClient: QueryClient, buildId: string) {
  let stopCache: (() => void) | undefined;
  let flushCache: (() => Promise<void>) | undefined;
  let savedAt: number | null = null;
  return {
    async open(user: { sub: string; merchantId: number }): Promise<void> {
      const cache = createOfflineCache(queryClient, { sub: user.sub, merchantId: user.merchantId, buster: buildId });
      const restored = await cache.restore();
      savedAt = restored.savedAt;
      stopCache = cache.start();
      flushCache = () => cache.flush();
    },
    stop: (): void => stopCache?.(),
    flush: (): Promise<void> => flushCache?.() ?? Promise.resolve(),
    /** When the shown data was saved. */
    savedAt: () => savedAt,
  };
}
