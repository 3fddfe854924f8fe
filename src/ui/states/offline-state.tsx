import { IonIcon } from '@ionic/react';
import { cloudOfflineOutline } from 'ionicons/icons';
import { useEffect, useRef } from 'react';
import { ApiError } from '@/api';
import { isChunkLoadError } from '@/lib/chunk-error';
import { isOnline, useIsOnline } from '@/offline/connectivity';
import styles from './states.module.css';

export const NEVER_SAVED_TITLE = 'Ainda não salvo neste aparelho';
/** For a part never kept on the device by design (it changes too often to show an old copy). */
export const ONLINE_ONLY_TITLE = 'Precisa de conexão';
const NEVER_SAVED_MESSAGE =
  'Esta parte ainda não foi aberta com conexão neste aparelho. Ela aparece sozinha quando a conexão voltar.';

/**
 * A load that failed because nothing arrived — no response, or, offline, a screen's code that
 * could not be downloaded: the device is offline, not the server broken.
 */
export const isNetworkError = (error: unknown): boolean =>
  (error instanceof ApiError && error.network) || (isChunkLoadError(error) && !isOnline());

export interface OfflineStateProps {
  /** What was never saved, when the screen can say it better ('Os pagamentos de novembro de 2026'). */
  message?: string;
  /** ONLINE_ONLY_TITLE for a part that is never saved: "not saved yet" would promise it could be. */
  title?: string;
  /** Loads again once the network is back, so the merchant need not find a button. */
  onReconnect?: () => void;
}

/**
 * The one calm offline state (docs/stack-notes.md, offline design): this part of the screen was never
 * fetched on this device. Not an error — nothing is broken, no red, no retry button to tap in
 * vain; the rest of the screen (title, offline marker, controls) stays where it is.
 */
export function OfflineState({
  message = NEVER_SAVED_MESSAGE,
  title = NEVER_SAVED_TITLE,
  onReconnect,
}: OfflineStateProps) {
  const online = useIsOnline();
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      onReconnect?.();
    }
  }, [online, onReconnect]);
  return (
    <div className={styles.state} role="status">
      <IonIcon icon={cloudOfflineOutline} className={styles.icon} aria-hidden="true" />
      <p className={styles.title}>{title}</p>
      <p className={styles.message}>{message}</p>
    </div>
  );
}
