import { IonButton } from '@ionic/react';
import { useId } from 'react';
import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { ButtonLink } from '@/ui/link/button-link';
import type { Anticipation } from '@contract/anticipation';
import styles from './anticipation.module.css';

/** The anticipation done: what arrives and when, and where to see it. */
export function AnticipationDone({ anticipation, onAgain }: { anticipation: Anticipation; onAgain: () => void }) {
  const headingId = useId();
  return (
    <section className={styles.done} role="region" aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subtitle}>
        Antecipação feita
      </h3>
      <p>
        <strong className={styles.net}>{formatCents(anticipation.net_amount)}</strong> serão creditados em{' '}
        <strong>{formatDate(anticipation.credit_date)}</strong> ({formatCents(anticipation.amount)} antecipados, taxa de{' '}
        {formatCents(anticipation.fee_amount)}).
      </p>
      <div className={styles.actions}>
        <ButtonLink to="/financial/payments" fill="outline" color="dark">
          Ver pagamentos
        </ButtonLink>
        <IonButton fill="outline" color="dark" onClick={onAgain}>
          Nova simulação
        </IonButton>
      </div>
    </section>
  );
}
