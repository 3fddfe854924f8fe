import { del, get, set } from 'idb-keyval';
import { trackActiveCache } from './active-caches';
import { rejectedRowsKey, shareQueueKey } from './keys';

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
  return createUserListStore(shareQueueKey(sub, merchantId));
}

/**
 * The boleto upload's refused rows (what each row held and why), kept until fixed or dismissed:
 * nothing a user uploaded is lost to a reload. Same rules as the share queue (wiped at logout
 * and at another user's sign-in).
 */
export function createRejectedRowsStore(sub: string, merchantId: number): ShareQueueStore {
  return createUserListStore(rejectedRowsKey(sub, merchantId));
}

/** A list kept under one user's key in IndexedDB. */
function createUserListStore(key: string): ShareQueueStore {
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
        console.warn('Falha ao salvar no aparelho', key, error);
      }
    },
  };
}
