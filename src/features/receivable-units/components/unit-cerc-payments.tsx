import { IonLabel } from '@ionic/react';
import { IonItem } from '@/ui/ionic/item';
import { IonList } from '@/ui/ionic/list';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CercPayment } from '@contract/receivable-units';
import { recipientTypeLabel } from '@contract/receivable-codes';
import { formatDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { LoadFailure } from '@/ui/states/load-failure';
import { ONLINE_ONLY_TITLE } from '@/ui/states/offline-state';
import { SkeletonList } from '@/ui/states/skeleton-list';
import { receivableUnitQueries } from '../api/queries';
import { CercPaymentSheet } from './cerc-payment-sheet';
import { PayoutBadge, recipientLine } from './payout-parts';
import styles from './unit-detail.module.css';
import { LoadMoreButton } from '@/ui/data-list/load-more-button';

function PayoutItem({ payout, onOpen }: { payout: CercPayment; onOpen: () => void }) {
  const who = recipientLine(payout);
  return (
    // One button per payout: it opens the payout's detail and installments in a sheet.
    <IonItem role="listitem" button detail onClick={onOpen} className={styles.payout}>
      <IonLabel className={styles.payoutLabel}>
        <span className={styles.payoutHead}>
          {recipientTypeLabel(payout.recipient_type)}: {formatCents(payout.amount)}
        </span>
        {who && <span className={styles.line}>{who}</span>}
        <span className={styles.line}>Pagamento em {formatDate(payout.payment_date)}</span>
      </IonLabel>
      <span slot="end">
        <PayoutBadge paid={payout.paid} />
      </span>
    </IonItem>
  );
}

/**
 * How the registry pays the unit out (requirements §7: cerc_ur_payment, asked for this unit): the
 * merchant's share and each effect beneficiary's. A payout opens with what it pays and the
 * installments behind it. Loads apart from the record above, so one failing leaves the other.
 */
export function UnitCercPayments({ unitId }: { unitId: number }) {
  const titleId = useId();
  const query = useInfiniteQuery(receivableUnitQueries.cercPayments(unitId));
  const [opened, setOpened] = useState<CercPayment | null>(null);
  const payouts = query.data?.pages.flatMap((page) => page.data) ?? [];
  const total = query.data?.pages[0]?.total;
  return (
    <section className={styles.payouts} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subtitle}>
        {total === undefined ? 'Pagamentos da UR' : `Pagamentos da UR (${total})`}
      </h3>
      {!query.data ? (
        query.isError ? (
          <LoadFailure
            error={query.error}
            onRetry={() => void query.refetch()}
            title="Não foi possível carregar os pagamentos da UR"
            offlineTitle={ONLINE_ONLY_TITLE}
            offlineMessage="Os pagamentos da UR na registradora precisam de conexão. Eles aparecem sozinhos quando a conexão voltar."
          />
        ) : (
          <SkeletonList rows={2} label="Carregando os pagamentos da UR…" />
        )
      ) : payouts.length === 0 ? (
        <p className={styles.note}>A registradora ainda não tem pagamentos desta unidade.</p>
      ) : (
        <>
          <IonList role="list" lines="full" aria-label="Pagamentos da UR na registradora" className={styles.payoutList}>
            {payouts.map((payout) => (
              <PayoutItem key={payout.id} payout={payout} onOpen={() => setOpened(payout)} />
            ))}
          </IonList>
          <LoadMoreButton query={query} label="Carregar mais pagamentos" />
        </>
      )}
      <CercPaymentSheet payout={opened} onClose={() => setOpened(null)} />
    </section>
  );
}
