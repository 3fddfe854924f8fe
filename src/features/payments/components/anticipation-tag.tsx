import { IonIcon } from '@ionic/react';
import { flashOutline } from 'ionicons/icons';
import { anticipationNote } from '@/lib/landing';
import type { Payment } from '@contract/shapes/payment';
import styles from './anticipation-tag.module.css';

/**
 * Marks a payment that carries an anticipation's credit, in words with an icon (issue 32, item
 * 10): the merchant tells it from the day's regular settlement. Nothing when the backend does not
 * send the optional `anticipation_amount`.
 */
export function AnticipationTag({ payment }: { payment: Payment }) {
  const text = anticipationNote(payment);
  if (!text) return null;
  return (
    <span className={styles.tag}>
      <IonIcon icon={flashOutline} aria-hidden="true" />
      {text}
    </span>
  );
}
