import { IonButton, IonIcon } from '@ionic/react';
import { chevronDown, chevronUp } from 'ionicons/icons';
import { lazy, Suspense, useState } from 'react';
import { useFeature } from '@/config/use-feature';
import { SkeletonList } from '@/ui/states/skeleton-list';
import styles from './reconciliation.module.css';

// The lines, their labels and the call load when opened, never with the calendar.
const ReconciliationLines = lazy(() => import('./reconciliation-lines'));

const RECONCILIATION_TOGGLE = 'Como chegamos neste valor';

export interface ReconciliationSectionProps {
  paymentId: number;
  /** Which payment, when a day lists several: it ends the button's name (the visible words first). */
  subject?: string;
}

/**
 * 'Como chegamos neste valor' under a payment (an optional capability, `features.reconciliation`):
 * opens the payment's conciliação, line by line. Nothing at all, and no call, without it.
 */
export function ReconciliationSection({ paymentId, subject }: ReconciliationSectionProps) {
  const on = useFeature('reconciliation');
  const [open, setOpen] = useState(false);
  if (!on) return null;
  return (
    <div className={styles.section}>
      <IonButton
        fill="outline"
        color="dark"
        size="small"
        className={styles.toggle}
        // Strings: React writes `true` on a custom element as an empty attribute (decision 015).
        aria-expanded={open ? 'true' : 'false'}
        aria-label={subject ? `${RECONCILIATION_TOGGLE}, ${subject}` : undefined}
        onClick={() => setOpen(!open)}
      >
        <IonIcon slot="end" icon={open ? chevronUp : chevronDown} aria-hidden="true" />
        {RECONCILIATION_TOGGLE}
      </IonButton>
      {open && (
        <Suspense fallback={<SkeletonList rows={3} label="Carregando a conciliação…" />}>
          <ReconciliationLines paymentId={paymentId} />
        </Suspense>
      )}
    </div>
  );
}
