import { del, get, set } from 'idb-keyval';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';

/**
 * A react-query persister over IndexedDB that stores the dehydrated cache as an OBJECT:
 * IndexedDB's structured clone is cheaper than `JSON.stringify` of a multi-MB string on the
 * main thread (STACK.md gotcha 6), and restoring needs no `JSON.parse`.
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
 * Only successful queries are persisted, so their error fields are stale noise, and an error
 * object (a class instance with a `body`) is the one thing that could fail a structured clone.
 */
function sanitize(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) => ({
    ...query,
    state: { ...query.state, error: null, fetchFailureReason: null, fetchStatus: 'idle' as const },
  }));
  return { ...client, clientState: { mutations: [], queries } };
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
