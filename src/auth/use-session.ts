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

/** True when the app runs read-only from the cache because the identity server is unreachable. */
export function useIsReadOnlySession(): boolean {
  return useSessionState().status === 'offline';
}
