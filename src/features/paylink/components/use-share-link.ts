import { showToast } from '@/ui/toast';
import type { Paylink } from '../api/schemas';
import { shareItemOf } from '../lib/share-links';
import type { ShareItem, ShareOutcome } from '../lib/share-queue';
import { outcomeMessage, useShareQueue, type ShareQueueState } from './use-share-queue';

export interface ShareLink extends ShareQueueState {
  /**
   * Shares a link. `tapped`: called from a button's tap, so the browser may open its sheet;
   * false right after saving, where the share waits in the queue for a tap.
   */
  share: (link: Pick<Paylink, 'id' | 'description' | 'amount' | 'url'>, tapped: boolean) => Promise<ShareOutcome>;
  /** A waiting share, from its one-tap button. */
  shareItem: (item: ShareItem) => Promise<ShareOutcome>;
}

/** The share queue with what to tell the merchant after each try. */
export function useShareLink(): ShareLink {
  const state = useShareQueue();
  const tell = (outcome: ShareOutcome) => {
    const message = outcomeMessage(outcome);
    if (message) showToast(message, outcome === 'failed' ? 'danger' : 'medium');
    return outcome;
  };
  return {
    ...state,
    share: (link, tapped) => state.queue.request(shareItemOf(link), { gesture: tapped }).then(tell),
    shareItem: (item) => state.queue.request(item, { gesture: true }).then(tell),
  };
}
