import type { Receivable } from '@/api/shapes/receivable';
import { situationOf, situationText } from '../lib/situation';
import styles from './statement.module.css';

/** Paid / to receive / blocked in words on a tinted pill; a blocked one names its reason in a title. */
export function SituationBadge({ receivable }: { receivable: Receivable }) {
  return <span className={`${styles.badge} ${styles[situationOf(receivable)]}`}>{situationText(receivable)}</span>;
}
