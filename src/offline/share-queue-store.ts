import { del, get, set } from 'idb-keyval';
import { trackActiveCache } from './active-caches';
import { shareQueueKey } from './keys';

/**
 * Where a user's waiting shares are kept (the paylink feature's share queue): IndexedDB under
 * `pdv:share-queue:{sub}:{merchantId}`, so the same rules as the persisted cache apply — logout
 * deletes every `pdv:` key (`wipeOfflineData`) and another user's sign-in deletes every key of
 * someone else (`forgetOtherUsers`). The queue only holds what its screen showed: a link's
 * address, description and amount.
 */
export interface ShareQueueStore {
  readonly key: string;
  /** What was stored, unchecked (the queue validates it); undefined when nothing or on failure. */
  load(): Promise<unknown>;
  /** Replaces the stored list; an empty list deletes the key. Never rejects. */
  save(items: readonly unknown[]): Promise<void>;
}

export function createShareQueueStore(sub: string, merchantId: number): ShareQueueStore {
  const key = shareQueueKey(sub, merchantId);
  // Logout stops every running store first (active-caches.ts): a save still on its way must not
  // write the signed-out user's queue back after the wipe.
  let closed = false;
  const untrack = trackActiveCache(() => {
    closed = true;
    untrack();
  });
  return {
    key,
    async load() {
      try {
        return await get(key);
      } catch {
        return undefined;
      }
    },
    async save(items) {
      if (closed) return;
      try {
        if (items.length === 0) await del(key);
        else await set(key, [...items]);
      } catch (error) {
        // Storage failures cost the queue's survival across a reload, never the share itself.
        console.warn('Falha ao salvar a fila de compartilhamento', error);
      }
    },
  };
}
