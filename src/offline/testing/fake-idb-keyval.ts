/**
 * In-memory stand-in for idb-keyval in unit tests (happy-dom has no IndexedDB):
 * `vi.mock('idb-keyval', () => import('./testing/fake-idb-keyval'))`.
 * Values go through `structuredClone` like IndexedDB does, so a value IndexedDB would reject
 * (a promise, a function) fails here too, and a stored object is a copy, not the same reference.
 */
export const store = new Map<IDBValidKey, unknown>();

/** Counts writes, so throttling can be asserted. */
export const calls = { set: 0 };

export function reset(): void {
  store.clear();
  calls.set = 0;
}

export async function get<T>(key: IDBValidKey): Promise<T | undefined> {
  return structuredClone(store.get(key)) as T | undefined;
}

export async function getMany<T>(keys: IDBValidKey[]): Promise<(T | undefined)[]> {
  return keys.map((key) => structuredClone(store.get(key)) as T | undefined);
}

export async function set(key: IDBValidKey, value: unknown): Promise<void> {
  calls.set++;
  store.set(key, structuredClone(value));
}

export async function del(key: IDBValidKey): Promise<void> {
  store.delete(key);
}

export async function delMany(keys: IDBValidKey[]): Promise<void> {
  for (const key of keys) store.delete(key);
}

export async function keys<K extends IDBValidKey>(): Promise<K[]> {
  return [...store.keys()] as K[];
}

export async function clear(): Promise<void> {
  store.clear();
}
