import { IonButton } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { hasRole, useSessionUser } from '@/auth';
import { useFeature } from '@/config/use-feature';
import { formatCents } from '@/lib/money';
import { useDrafts } from '@/ui/drafts/use-draft-store';
import { SkeletonList } from '@/ui/states/skeleton-list';
import type { Transaction, TransactionDetail } from '../api/schemas';
import { RefundsMade } from './refunds-made';
import { canOfferRefund, noRefundReason, refundableLeft } from './refundable';
import { REFUND_ROLE } from '@contract/codes/refunds';
import { REFUND_DRAFT_PREFIX } from './refund-ids';
import { saleRefundsQuery } from './use-refund';
import styles from './refund.module.css';

// The form, its rules and luxon load with the action, never with the sale's sheet.
const RefundFlow = lazy(() => import('./refund-flow'));

/**
 * A sale's refunds in its sheet (issue 23, an optional capability): 'Estornar venda' for a user
 * with the `sales_refund` role on a sale that can plausibly be refunded, and the refunds made.
 * Nothing at all without the feature, or when the backend does not say what was refunded.
 */
export function SaleRefunds({ sale }: { sale: Transaction & Partial<Pick<TransactionDetail, 'receivables'>> }) {
  const on = useFeature('refunds');
  const user = useSessionUser();
  const draftId = `${REFUND_DRAFT_PREFIX}${sale.transaction_id}`;
  const drafted = useDrafts(draftId).some((draft) => draft.formId === draftId);
  const [chosen, setOpen] = useState<boolean>();
  if (!on || sale.refunded_amount === undefined) return null;
  const may = hasRole(user, REFUND_ROLE);
  // A draft of this sale's refund opens the form by itself, to offer it back.
  const open = may && (chosen ?? drafted);
  const offer = may && canOfferRefund(sale);
  // Someone who could refund is told why this sale cannot be.
  const reason = may && !open ? noRefundReason(sale) : undefined;
  if (!open && !offer && !reason && sale.refunded_amount === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={`refunds-${sale.transaction_id}`}>
      <h3 id={`refunds-${sale.transaction_id}`} className={styles.title}>
        Estornos
      </h3>
      {open ? (
        <Suspense fallback={<SkeletonList rows={2} label="Carregando o estorno…" />}>
          <RefundFlow
            sale={sale}
            left={refundableLeft(sale) ?? 0}
            receivables={sale.receivables}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : (
        offer && (
          <IonButton fill="outline" color="dark" className={styles.action} onClick={() => setOpen(true)}>
            Estornar venda
          </IonButton>
        )
      )}
      {reason && <p className={styles.muted}>{reason}</p>}
      {sale.refunded_amount > 0 && <SaleRefundList id={sale.transaction_id} total={sale.refunded_amount} />}
    </section>
  );
}

/** The refunds made, oldest first; read only when the sale says something was refunded. */
function SaleRefundList({ id, total }: { id: number; total: number }) {
  const refunds = useQuery(saleRefundsQuery(id));
  return (
    <>
      <p className={styles.muted}>Estornado até agora: {formatCents(total)}</p>
      {refunds.data ? (
        <RefundsMade refunds={refunds.data.data} />
      ) : refunds.isError ? (
        <p className={styles.muted}>Não foi possível carregar os estornos desta venda.</p>
      ) : (
        <SkeletonList rows={1} label="Carregando os estornos…" />
      )}
    </>
  );
}
