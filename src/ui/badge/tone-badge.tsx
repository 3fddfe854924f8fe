import { IonBadge } from '@/ui/ionic/badge';
import type { ReactNode } from 'react';
import styles from './tone-badge.module.css';

/**
 * What a status means, for its tint: done (paid, active, confirmed), open (to receive, waiting),
 * info (scheduled), bad (denied, blocked, cancelled), muted (inactive, replaced).
 */
export type Tone = 'done' | 'open' | 'info' | 'bad' | 'muted';

/**
 * A status in words on a light tint (Ionic's badge), never by colour alone. Each tint carries
 * dark text above 4.5:1; the brand amber is not one of them (text on it would be 1.8:1 white).
 */
export function ToneBadge({ tone, title, children }: { tone: Tone; title?: string; children: ReactNode }) {
  return (
    <IonBadge className={`${styles.badge} ${styles[tone]}`} title={title}>
      {children}
    </IonBadge>
  );
}
