import { IonButton, IonIcon } from '@ionic/react';
import { chevronBack } from 'ionicons/icons';
import { useEffect, useRef, type ReactNode } from 'react';
import styles from './payments.module.css';

/**
 * Title of a drill-down with its way back. Focus moves to the title when the view opens, so a
 * keyboard or screen reader user starts reading where the content changed.
 */
export function DrillHeader({
  title,
  backLabel,
  onBack,
  children,
}: {
  title: string;
  backLabel: string;
  onBack: () => void;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, [title]);
  return (
    <div className={styles.drillHeader}>
      <IonButton fill="clear" color="dark" className={styles.back} onClick={onBack}>
        <IonIcon slot="start" icon={chevronBack} aria-hidden="true" />
        {backLabel}
      </IonButton>
      <h2 ref={heading} tabIndex={-1} className={styles.drillTitle}>
        {title}
      </h2>
      {children}
    </div>
  );
}
