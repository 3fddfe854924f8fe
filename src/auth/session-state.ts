import type { SessionState } from './types';

/** The session's current state and who is told when it changes (React's useSyncExternalStore). */
export function createSessionState() {
  let state: SessionState = { status: 'starting' };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: SessionState) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
