import { delMany, getMany, keys, set } from 'idb-keyval';
import { trackActiveCache } from './active-caches';
import { fieldCopyKey } from './keys';

/**
 * Where the field copy of one user on one merchant lives: IndexedDB, one key per part
 * (`pdv:field-copy:{sub}:{merchantId}#{part}`), so a sync writes a day at a time and never
 * clones the whole copy on the main thread. The same rules as the persisted cache apply: logout
 * deletes every `pdv:` key (`wipeOfflineData`), another user's sign-in deletes every key of
 * someone else (`forgetOtherUsers`, through `parseUserKey`). What a part holds is the feature's
 * business: it is read back unchecked.
 */
export interface FieldCopyStore {
  /** Every stored part by name, unchecked; empty when there is none or storage fails. */
  readAll(): Promise<Map<string, unknown>>;
  /** Replaces one part. False once closed or when storage refused it (full). Never rejects. */
  write(part: string, value: unknown): Promise<boolean>;
  /** Deletes parts. Never rejects. */
  remove(parts: readonly string[]): Promise<void>;
  /** True once logout stopped the store: nothing more is written. */
  isClosed(): boolean;
  /** Told once, when logout stops the store (a running sync stops with it). */
  onClose(listener: () => void): () => void;
}

export function createFieldCopyStore(sub: string, merchantId: number): FieldCopyStore {
  const prefix = fieldCopyKey(sub, merchantId, 'x').slice(0, -1);
  const listeners = new Set<() => void>();
  let closed = false;
  // Logout stops every running store first (active-caches.ts): a write still on its way must
  // not put the signed-out user's sales back after the wipe.
  const untrack = trackActiveCache(() => {
    closed = true;
    untrack();
    for (const listener of [...listeners]) listener();
    listeners.clear();
  });
  return {
    async readAll() {
      try {
        const mine = (await keys()).filter((key): key is string => typeof key === 'string' && key.startsWith(prefix));
        const values = await getMany(mine);
        return new Map(mine.map((key, index) => [key.slice(prefix.length), values[index] as unknown]));
      } catch {
        return new Map();
      }
    },
    async write(part, value) {
      if (closed) return false;
      try {
        await set(fieldCopyKey(sub, merchantId, part), value);
        return true;
      } catch (error) {
        // Usually a full device: the copy keeps what it has, the sync stops and says so.
        console.warn('Falha ao salvar as vendas no aparelho', part, error);
        return false;
      }
    },
    async remove(parts) {
      if (parts.length === 0) return;
      try {
        await delMany(parts.map((part) => fieldCopyKey(sub, merchantId, part)));
      } catch (error) {
        console.warn('Falha ao apagar vendas antigas do aparelho', error);
      }
    },
    isClosed: () => closed,
    onClose(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
