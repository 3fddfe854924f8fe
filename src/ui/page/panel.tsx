import { IonCard, IonCardContent, IonCardHeader } from '@ionic/react';
import { useId, type ReactNode } from 'react';
import styles from './panel.module.css';

export interface PanelProps {
  title: string;
  /** Keeps the heading outline right when a panel sits under another heading. */
  level?: 2 | 3;
  children: ReactNode;
  className?: string;
}

/**
 * A titled surface on a page: Ionic's card, named by its heading so it is a navigable region.
 * A real h2/h3 rather than IonCardTitle, which is always announced as a level-3 heading.
 */
export function Panel({ title, level = 2, children, className }: PanelProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <IonCard
      className={className ? `${styles.panel} ${className}` : styles.panel}
      role="region"
      aria-labelledby={headingId}
    >
      <IonCardHeader className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
      </IonCardHeader>
      <IonCardContent className={styles.body}>{children}</IonCardContent>
    </IonCard>
  );
}
