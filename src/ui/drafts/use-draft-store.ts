import { useEffect, useMemo, useState } from 'react';
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
 * is discarded, and when `refresh` changes (the caller knows a listed draft changed: its form
 * closed).
 */
export function useDrafts(prefix: string, refresh?: unknown): DraftEntry[] {
  const store = useDraftStore();
  const [version, setVersion] = useState(0);
  useEffect(() => store.subscribe(() => setVersion((v) => v + 1)), [store]);
  return useMemo(
    () => store.list(prefix).sort((a, b) => b.savedAt - a.savedAt),
    // `version` and `refresh` only say when to read the device again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, prefix, version, refresh],
  );
}
