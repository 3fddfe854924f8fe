import { IonIcon } from '@/ui/ionic/elements/icon';
import { checkmarkCircle, closeCircle, construct } from 'ionicons/icons';
import type { TerminalStatus } from '../api/list-terminals';
import { STATUS_LABELS } from '../lib/labels';
import styles from './terminals.module.css';

const ICONS: Record<TerminalStatus, string> = {
  ACTIVE: checkmarkCircle,
  INACTIVE: closeCircle,
  MAINTENANCE: construct,
};

/** The status in words and an icon, never by colour alone. */
export function StatusBadge({ status }: { status: TerminalStatus }) {
  return (
    <span className={`${styles.badge} ${styles[`badge${status}`] ?? ''}`}>
      <IonIcon icon={ICONS[status]} aria-hidden="true" />
      {STATUS_LABELS[status]}
    </span>
  );
}
