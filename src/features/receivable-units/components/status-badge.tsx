import { unitPaidLabel } from '@/api/shapes/receivable-unit';
import styles from './unit-detail.module.css';

/** Paid or still to come, in words (the tint only repeats it). */
export function PaidBadge({ paid }: { paid: boolean }) {
  return <span className={`${styles.badge} ${paid ? styles.badgePaid : styles.badgeOpen}`}>{unitPaidLabel(paid)}</span>;
}
