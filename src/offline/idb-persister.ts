import { del, get, set } from 'idb-keyval';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';

/**
 * A react-query persister over IndexedDB that stores the dehydrated cache as an OBJECT:
 * IndexedDB's structured clone is cheaper than `JSON.stringify` of a multi-MB string on the
 * main thread (docs/stack-notes.md, "IndexedDB writes"), and restoring needs no `JSON.parse`.
 */
export function createIdbPersister(key: string): Persister {
  return {
    persistClient: (client) => set(key, sanitize(client)),
    restoreClient: async () => {
      const value: unknown = await get(key);
      if (value === undefined) return undefined;
      // A malformed record throws: persistQueryClientRestore then deletes it.
      if (!isPersistedClient(value)) throw new Error(`Cache offline inválido em ${key}`);
      return value;
    },
    removeClient: () => del(key),
  };
}

/**
 * What is persisted is the data of the last success (even when a later refetch failed), so it is
 * written back as a success: error fields would be stale noise, and an error object (a class
 * instance with a `body`) is the one thing that could fail a structured clone.
 */
function sanitize(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) => ({
    ...query,
    state: {
      ...query.state,
      data: firstPages(query.state.data, query.meta?.persistPages),
      status: 'success' as const,
      error: null,
      fetchFailureReason: null,
      fetchFailureCount: 0,
      fetchStatus: 'idle' as const,
    },
  }));
  return { ...client, clientState: { mutations: [], queries } };
}

interface InfiniteData {
  pages: unknown[];
  pageParams: unknown[];
}

const isInfiniteData = (data: unknown): data is InfiniteData =>
  typeof data === 'object' &&
  data !== null &&
  Array.isArray((data as InfiniteData).pages) &&
  Array.isArray((data as InfiniteData).pageParams);

/**
 * An infinite list's first `max` pages only (`meta.persistPages`): the copy written to disk
 * stays bounded however far the merchant scrolled, and the restored list simply loads the next
 * page from there. The live cache is not touched (these are dehydrated copies).
 */
export function firstPages(data: unknown, max: number | undefined): unknown {
  if (max === undefined || !isInfiniteData(data) || data.pages.length <= max) return data;
  return { pages: data.pages.slice(0, max), pageParams: data.pageParams.slice(0, max) };
}

function isPersistedClient(value: unknown): value is PersistedClient {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<PersistedClient>;
  return (
    typeof candidate.timestamp === 'number' &&
    typeof candidate.buster === 'string' &&
    typeof candidate.clientState === 'object' &&
    candidate.clientState !== null &&
    Array.isArray(candidate.clientState.queries)
  );
}
