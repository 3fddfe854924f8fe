import { useMemo, useSyncExternalStore } from 'react';
import { useSessionUser } from '@/auth';
import { shareQueueFor } from '../lib/share-queue-registry';
import type { ShareItem, ShareOutcome, ShareQueue } from '../lib/share-queue';

export interface ShareQueueState {
  queue: ShareQueue;
  items: readonly ShareItem[];
  busy: boolean;
  /** The browser has the Web Share API (phones; most desktop browsers on Linux do not). */
  supported: boolean;
}

/** The signed-in user's share queue, re-rendering as it changes. */
export function useShareQueue(): ShareQueueState {
  const { sub, merchantId } = useSessionUser();
  const queue = useMemo(() => shareQueueFor(sub, merchantId ?? 0), [sub, merchantId]);
  const items = useSyncExternalStore(queue.subscribe, queue.items, queue.items);
  const busy = useSyncExternalStore(queue.subscribe, queue.busy, queue.busy);
  return { queue, items, busy, supported: typeof navigator.share === 'function' };
}

/** What the screen says after a share was asked for (undefined: nothing to say). */
export function outcomeMessage(outcome: ShareOutcome): string | undefined {
  switch (outcome) {
    case 'queued':
      return 'Compartilhamento pendente: toque em Compartilhar para enviar o link.';
    case 'failed':
      return 'Não foi possível abrir o compartilhamento. Use Copiar link ou WhatsApp.';
    default:
      return undefined;
  }
}
