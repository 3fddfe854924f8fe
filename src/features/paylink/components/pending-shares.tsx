import { IonButton, IonIcon } from '@ionic/react';
import { shareSocialOutline } from 'ionicons/icons';
import { Panel } from '@/ui/page/panel';
import type { ShareItem } from '../lib/share-queue';
import styles from './paylink.module.css';

export interface PendingSharesProps {
  items: readonly ShareItem[];
  busy: boolean;
  onShare: (item: ShareItem) => void;
  onDiscard: (item: ShareItem) => void;
}

/** Shares that are waiting for a tap (share-queue.ts): one tap each, until done or discarded. */
export function PendingShares({ items, busy, onShare, onDiscard }: PendingSharesProps) {
  if (items.length === 0) return null;
  return (
    <Panel title="Compartilhamentos pendentes" className={styles.pending}>
      <ul className={styles.pendingList}>
        {items.map((item) => (
          <li key={item.paylinkId} className={styles.pendingItem}>
            <span className={styles.pendingText}>{item.text}</span>
            <span className={styles.pendingButtons}>
              <IonButton
                size="small"
                disabled={busy}
                aria-label={`Compartilhar ${item.text}`}
                onClick={() => onShare(item)}
              >
                <IonIcon slot="start" icon={shareSocialOutline} aria-hidden="true" />
                Compartilhar
              </IonButton>
              <IonButton
                size="small"
                fill="clear"
                color="dark"
                aria-label={`Descartar ${item.text}`}
                onClick={() => onDiscard(item)}
              >
                Descartar
              </IonButton>
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
