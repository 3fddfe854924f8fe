import { IonNote } from '@/ui/ionic/note';
import { OFFLINE_REASON } from '@/offline/online-only';
import { useIsOffline } from '@/ui/page/use-is-offline';
import styles from './states.module.css';

/**
 * Beside controls that need the network (writes, downloads): offline, says in words why they
 * are disabled. A `title` alone never shows on a phone.
 */
export function OfflineNote({ reason = OFFLINE_REASON }: { reason?: string }) {
  const offline = useIsOffline();
  return offline ? <IonNote className={styles.offlineNote}>{reason}</IonNote> : null;
}
