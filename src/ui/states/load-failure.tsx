import { ErrorState } from './error-state';
import { isNetworkError, OfflineState } from './offline-state';

export interface LoadFailureProps {
  error: unknown;
  /** Loads again: a retry button online, and by itself once the network is back. */
  onRetry: () => void;
  /** Offline: what was never saved, when the screen can name it. */
  offlineMessage?: string;
  /** Offline: ONLINE_ONLY_TITLE for a part never kept on the device. */
  offlineTitle?: string;
  /** Online: the title of the failure. */
  title?: string;
}

/**
 * Every failed load draws through here: offline (no response arrived) is the calm "never saved
 * on this device" state that loads by itself on reconnect; anything else is the error with the
 * server's Portuguese message (requirements §8) and a retry.
 */
export function LoadFailure({ error, onRetry, offlineMessage, offlineTitle, title }: LoadFailureProps) {
  if (isNetworkError(error))
    return <OfflineState message={offlineMessage} title={offlineTitle} onReconnect={onRetry} />;
  const message = error instanceof Error && error.message ? error.message : undefined;
  return <ErrorState title={title} message={message} onRetry={onRetry} />;
}
