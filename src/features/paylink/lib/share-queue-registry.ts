import { shareQueueKey } from '@/offline/keys';
import { createShareQueueStore } from '@/offline/share-queue-store';
import { createShareQueue, type ShareQueue } from './share-queue';

/**
 * One queue per user and merchant for the page's life: the list, the share page and the form
 * all see the same waiting shares. Logout reloads the page (and wipes the stored copy), so a
 * queue never outlives its user in memory either.
 */
const queues = new Map<string, ShareQueue>();

export function shareQueueFor(sub: string, merchantId: number): ShareQueue {
  const key = shareQueueKey(sub, merchantId);
  let queue = queues.get(key);
  if (!queue) {
    queue = createShareQueue({ storage: createShareQueueStore(sub, merchantId), sharer: navigator });
    queues.set(key, queue);
  }
  return queue;
}
