import type { Query, QueryCacheNotifyEvent, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { trackActiveCache } from './active-caches';
import { createIdbPersister } from './idb-persister';
import { cacheKey } from './keys';

/** A persisted cache older than this is discarded. The query client's `gcTime` must be ≥ it
 * (docs/stack-notes.md, "Persisted cache and loaders"), or restored queries are garbage-collected before a screen reads them. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Minimum time between two writes (docs/stack-notes.md, "IndexedDB writes": one write per cache event blocks). */
const PERSIST_THROTTLE_MS = 1000;

export interface OfflineCacheOptions {
  sub: string;
  merchantId: number;
  /** The build id: a cache written by another build is discarded (its data shapes may differ). */
  buster: string;
  /** Tests only; production uses PERSIST_THROTTLE_MS. */
  throttleMs?: number;
}

interface RestoreResult {
  /** True when queries from the device were put into the client. */
  restored: boolean;
  /** When the restored data was fetched (newest `dataUpdatedAt`), else when it was saved. */
  savedAt: number | null;
}

export interface OfflineCache {
  /** The IndexedDB key of this user's and merchant's cache. */
  readonly key: string;
  /** Await BEFORE the router renders, so route loaders find the data (docs/stack-notes.md, "Persisted cache and loaders"). */
  restore(): Promise<RestoreResult>;
  /** Starts saving changes (throttled, flushed when the page is hidden). Returns stop. */
  start(): () => void;
  /** Writes a pending change now. */
  flush(): Promise<void>;
  /** Time of the newest persisted data in the client, for "offline — dados de {data hora}". */
  persistedAt(): number | null;
}

/**
 * Marked (`meta: { persist: true }`) and holding data: unmarked queries may hold data that must
 * not reach the disk. A query whose last refetch failed (offline, in the field) still holds the
 * data of its last success, and that is exactly what must survive the next write; a query that
 * never succeeded has nothing worth showing.
 */
function shouldPersistQuery(query: Query): boolean {
  return query.meta?.persist === true && query.state.data !== undefined && query.state.dataUpdatedAt > 0;
}

const dehydrateOptions = { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false };

/** Cache events that change what `dehydrate` would write for a marked query. */
function changesPersistedState(event: QueryCacheNotifyEvent): boolean {
  if (event.query.meta?.persist !== true) return false;
  if (event.type === 'removed') return true;
  if (event.type !== 'updated') return false;
  const { type } = event.action;
  return type === 'success' || type === 'setState' || type === 'invalidate';
}

function newestDataUpdatedAt(client: PersistedClient): number | null {
  const times = client.clientState.queries.map((q) => q.state.dataUpdatedAt).filter((t) => t > 0);
  return times.length > 0 ? Math.max(...times) : null;
}

/** Writes on demand, at most once per `throttleMs`; `flush` writes a pending change now. */
function createThrottledWrites(write: () => Promise<void>, throttleMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dirty = false;
  let lastSaveAt = Number.NEGATIVE_INFINITY;

  function save(): Promise<void> {
    dirty = false;
    lastSaveAt = Date.now();
    return write();
  }

  return {
    schedule(): void {
      dirty = true;
      if (timer !== undefined) return;
      // At most one write per window. A change after a quiet spell is written on the next tick
      // (the signal may drop any moment in the field, and `pagehide` cannot await IndexedDB);
      // changes inside the window ride along in its trailing write.
      const wait = Math.max(0, lastSaveAt + throttleMs - Date.now());
      timer = setTimeout(() => {
        timer = undefined;
        void save();
      }, wait);
    },
    flush(): Promise<void> {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      return dirty ? save() : Promise.resolve();
    },
    /** Drops a pending write. */
    cancel(): void {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      dirty = false;
    },
  };
}

/** Puts the device's copy into the client; a copy of another build or too old is discarded. */
async function restoreInto(queryClient: QueryClient, persister: Persister, buster: string): Promise<RestoreResult> {
  let loaded: PersistedClient | undefined;
  let discarded = false;
  const tracking: Persister = {
    ...persister,
    restoreClient: async () => (loaded = await persister.restoreClient()),
    removeClient: async () => {
      discarded = true;
      await persister.removeClient();
    },
  };
  try {
    await persistQueryClientRestore({ queryClient, persister: tracking, buster, maxAge: PERSIST_MAX_AGE_MS });
  } catch {
    // A broken record was already deleted by the restore; start empty rather than not at all.
    return { restored: false, savedAt: null };
  }
  if (!loaded || discarded || loaded.clientState.queries.length === 0) return { restored: false, savedAt: null };
  return { restored: true, savedAt: newestDataUpdatedAt(loaded) ?? loaded.timestamp };
}

/**
 * The offline read cache of one user on one merchant: the react-query cache persisted to
 * IndexedDB under `pdv:cache:{sub}:{merchantId}` (see docs/decisions/004-offline-persistence.md).
 */
export function createOfflineCache(queryClient: QueryClient, opts: OfflineCacheOptions): OfflineCache {
  const key = cacheKey(opts.sub, opts.merchantId);
  const persister = createIdbPersister(key);
  const throttleMs = opts.throttleMs ?? PERSIST_THROTTLE_MS;
  let restoredAt: number | null = null;
  let stopCurrent: (() => void) | undefined;
  const writes = createThrottledWrites(async () => {
    try {
      await persistQueryClientSave({ queryClient, persister, buster: opts.buster, dehydrateOptions });
    } catch (error) {
      // Quota or storage errors cost the offline copy, never the session.
      console.warn('Falha ao salvar o cache offline', error);
    }
  }, throttleMs);
  const flush = writes.flush;

  async function restore(): Promise<RestoreResult> {
    const result = await restoreInto(queryClient, persister, opts.buster);
    if (result.restored) restoredAt = result.savedAt;
    return result;
  }

  function start(): () => void {
    if (stopCurrent) return stopCurrent;
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (changesPersistedState(event)) writes.schedule();
    });
    // `pagehide` and a hidden tab are the last moments a mobile browser guarantees to run code.
    const onPageHide = () => void flush();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    const stop = () => {
      unsubscribe();
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      writes.cancel();
      untrack();
      stopCurrent = undefined;
    };
    const untrack = trackActiveCache(stop);
    stopCurrent = stop;
    return stop;
  }

  function persistedAt(): number | null {
    const times = queryClient
      .getQueryCache()
      .getAll()
      .filter(shouldPersistQuery)
      .map((q) => q.state.dataUpdatedAt);
    return times.length > 0 ? Math.max(...times) : restoredAt;
  }

  return { key, restore, start, flush, persistedAt };
}
