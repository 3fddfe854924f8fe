import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Session } from './session';
import type { SessionState, SessionUser } from './types';

export const SessionContext = createContext<Session | null>(null);

export function useSessionController(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('SessionContext is missing');
  return session;
}

export function useSessionState(): SessionState {
  const session = useSessionController();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}

/** The signed-in (or offline read-only) user; screens under the signed-in layout always have one. */
export function useSessionUser(): SessionUser {
  const state = useSessionState();
  if (state.status === 'authenticated' || state.status === 'offline' || state.status === 'no-merchant')
    return state.user;
  throw new Error(`No user in session state ${state.status}`);
}

export function useMerchantId(): number {
  const { merchantId } = useSessionUser();
  if (merchantId === undefined) throw new Error('No merchant in session');
  return merchantId;
}

const NO_SESSION = { subscribe: () => () => undefined, getState: (): SessionState | undefined => undefined };

/**
 * The read-only state (since when, what signing in needs), or undefined when the session is not
 * read-only. Tolerates a missing session, as a screen rendered alone in a test has none.
 */
export function useReadOnlyState(): Extract<SessionState, { status: 'offline' }> | undefined {
  const session = useContext(SessionContext) ?? NO_SESSION;
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  return state?.status === 'offline' ? state : undefined;
}

/** True when the app runs read-only from the cache because the identity server is unreachable. */
export function useIsReadOnlySession(): boolean {
  return useSessionState().status === 'offline';
}
