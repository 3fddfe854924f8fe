import { useEffect, useState } from 'react';
import { useSessionUser } from '@/auth';
import { draftStoreFor, type DraftEntry, type DraftStore } from '@/offline/drafts';

/** The signed-in user's drafts on this device (also in a read-only offline start). */
export function useDraftStore(): DraftStore {
  const { sub, merchantId } = useSessionUser();
  return draftStoreFor(sub, merchantId ?? 0);
}

/**
 * The user's drafts of forms whose id starts with `prefix`, newest first: for a page whose forms
 * open in a sheet, closed after a reload, to offer them back. Read again when a draft appears or
 * is discarded, and when `refresh` changes.
 */
export function useDrafts(prefix: string, refresh?: unknown): DraftEntry[] {
  const store = useDraftStore();
  const [drafts, setDrafts] = useState<DraftEntry[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      void store.list(prefix).then((found) => {
        if (live) setDrafts(found.sort((a, b) => b.savedAt - a.savedAt));
      });
    load();
    const unsubscribe = store.subscribe(load);
    return () => {
      live = false;
      unsubscribe();
    };
    // `refresh`: the caller knows a listed draft changed (its form closed).
  }, [store, prefix, refresh]);
  return drafts;
}
