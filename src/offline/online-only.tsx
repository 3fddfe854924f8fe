import type { ReactNode } from 'react';
import { useIsOffline } from '@/ui/page/use-is-offline';

/**
 * Writes (paylinks, billets, uploads, cancellations) need the network (docs/stack-notes.md offline
 * design): offline, their buttons stay visible but disabled and say why.
 *
 * Usage:
 * ```tsx
 * const { allowed, reason } = useOnlineOnly();
 * <IonButton disabled={!allowed} title={reason} onClick={save}>Salvar</IonButton>
 * {reason && <IonNote>{reason}</IonNote>}
 *
 * // or, where a hook is awkward (a row action inside a list):
 * <OnlineOnly>
 *   {({ disabled, reason }) => <IonButton disabled={disabled} title={reason}>Cancelar</IonButton>}
 * </OnlineOnly>
 * ```
 * A form keeps what the user typed while offline; only the submit is blocked. A request that
 * fails for lack of network still needs its own message (the API client's error).
 */
export const OFFLINE_REASON = 'Indisponível offline: conecte-se à internet para continuar.';

export interface OnlineOnlyState {
  allowed: boolean;
  reason: string | undefined;
}

/** Offline, or read-only while a sign-in is due (a write would only earn a 401). */
export function useOnlineOnly(): OnlineOnlyState {
  const offline = useIsOffline();
  return { allowed: !offline, reason: offline ? OFFLINE_REASON : undefined };
}

export interface OnlineOnlyProps {
  children: (state: { disabled: boolean; reason: string | undefined }) => ReactNode;
}

export function OnlineOnly({ children }: OnlineOnlyProps): ReactNode {
  const { allowed, reason } = useOnlineOnly();
  return children({ disabled: !allowed, reason });
}
