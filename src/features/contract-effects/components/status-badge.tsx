import { effectStatus } from '../lib/labels';
import styles from './effect-detail.module.css';

/** 'Em vigor' stands out (it takes money); replaced, written-off and test versions are grey. */
export function EffectStatusBadge({ effect }: { effect: Parameters<typeof effectStatus>[0] }) {
  const status = effectStatus(effect);
  return (
    <span className={`${styles.badge} ${status === 'Em vigor' ? styles.badgeActive : styles.badgeMuted}`}>
      {status}
    </span>
  );
}
