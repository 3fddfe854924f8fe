import { statusLabel, statusTone } from '../lib/labels';
import styles from './transactions.module.css';

/** The sale's status in words on a tinted pill (never colour alone). */
export function StatusBadge({ status }: { status: string }) {
  return <span className={`${styles.badge} ${styles[statusTone(status)]}`}>{statusLabel(status)}</span>;
}
