import { IonButton } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatCents, formatNumberBr } from '@/lib/money';
import { ToneBadge, type Tone } from '@/ui/badge/tone-badge';
import { Dialog } from '@/ui/dialog/dialog';
import { Panel } from '@/ui/page/panel';
import { useIsOffline } from '@/ui/page/use-is-offline';
import { LoadFailure } from '@/ui/states/load-failure';
import { SkeletonList } from '@/ui/states/skeleton-list';
import { showToast } from '@/ui/toast';
import { isOpenCharge, LINK_PAYMENTS_SHOWN, linkPaymentsQuery, useCancelCharge } from '../api/link-payments';
import { type LinkPayment } from '@contract/paylinks';
import { METHOD_LABELS } from '../lib/labels';
import styles from './link-payments.module.css';

const methodLabel = (method: string) => METHOD_LABELS[method as keyof typeof METHOD_LABELS] ?? method;

const STATUS: Record<string, { label: string; tone: Tone }> = {
  APPROVED: { label: 'Aprovado', tone: 'done' },
  PAID: { label: 'Pago', tone: 'done' },
  PENDING: { label: 'Em aberto', tone: 'open' },
  DENIED: { label: 'Negado', tone: 'bad' },
  EXPIRED: { label: 'Expirado', tone: 'muted' },
  CANCELLED: { label: 'Cancelado', tone: 'muted' },
  REFUNDED: { label: 'Estornado', tone: 'muted' },
};

function detailOf(p: LinkPayment): string {
  const parts = [p.payer?.name ?? undefined];
  if (p.card?.last4) parts.push(`${p.card.brand ?? 'Cartão'} final ${p.card.last4}`);
  if (p.installments && p.installments > 1) parts.push(`${p.installments}x`);
  if (p.billet) parts.push(`vence em ${formatDate(p.billet.due_date)}`);
  if (p.paid_at) parts.push(`pago em ${formatDateTime(p.paid_at)}`);
  // Issue 23: what went back to the customer, when the backend says it.
  if (p.refunded_amount) parts.push(`estornado ${formatCents(p.refunded_amount)}`);
  if (p.status === 'DENIED' && p.denial_message) parts.push(p.denial_message);
  return parts.filter(Boolean).join(' · ');
}

interface PaymentRowProps {
  payment: LinkPayment;
  cancelDisabled: boolean;
  onCancel: () => void;
}

/** One attempt or charge: method, amount, status, when and the details; cancellable while open. */
function PaymentRow({ payment: p, cancelDisabled, onCancel }: PaymentRowProps) {
  const status = STATUS[p.status];
  const detail = detailOf(p);
  return (
    <li className={styles.row}>
      <div className={styles.head}>
        <span className={styles.method}>{methodLabel(p.method)}</span>
        <span className={styles.amount}>{formatCents(p.amount)}</span>
        <ToneBadge tone={status?.tone ?? 'muted'}>{status?.label ?? p.status}</ToneBadge>
      </div>
      <p className={styles.muted}>
        {formatDateTime(p.created_at)}
        {detail && ` · ${detail}`}
      </p>
      {isOpenCharge(p) && (
        <IonButton size="small" fill="outline" color="dark" disabled={cancelDisabled} onClick={onCancel}>
          Cancelar cobrança
        </IonButton>
      )}
    </li>
  );
}

/**
 * What the link received: each card attempt, Pix charge and boleto, newest first — also the
 * boletos of a merchant without a 'Boleto' plan, who could not see them anywhere else. An open
 * Pix charge or boleto can be cancelled here (a customer who will not pay, a duplicate).
 */
export function LinkPayments({ linkId }: { linkId: number }) {
  const payments = useQuery(linkPaymentsQuery(linkId));
  const cancel = useCancelCharge(linkId);
  const offline = useIsOffline();
  const [asked, setAsked] = useState<LinkPayment>();
  const rows = payments.data?.data ?? [];
  const total = payments.data?.total ?? 0;

  const confirm = () => {
    if (!asked) return;
    cancel.mutate(asked.id, {
      onSuccess: () => showToast('Cobrança cancelada: ela não pode mais ser paga.', 'success'),
      onError: (error) => showToast(error.message),
      onSettled: () => setAsked(undefined),
    });
  };

  return (
    <Panel title="Pagamentos deste link" className={styles.panel}>
      {payments.data ? (
        rows.length === 0 ? (
          <p className={styles.muted}>Nenhum pagamento ou cobrança ainda.</p>
        ) : (
          <>
            <ul className={styles.list} aria-label="Pagamentos deste link">
              {rows.map((p) => (
                <PaymentRow
                  key={p.id}
                  payment={p}
                  cancelDisabled={offline || cancel.isPending}
                  onCancel={() => setAsked(p)}
                />
              ))}
            </ul>
            {total > rows.length && (
              <p className={styles.muted}>
                Mostrando os {formatNumberBr(LINK_PAYMENTS_SHOWN)} mais recentes de {formatNumberBr(total)}.
              </p>
            )}
          </>
        )
      ) : payments.isError ? (
        <LoadFailure error={payments.error} onRetry={() => void payments.refetch()} />
      ) : (
        <SkeletonList rows={2} label="Carregando pagamentos…" />
      )}
      <Dialog
        open={asked !== undefined}
        title="Cancelar esta cobrança?"
        onClose={() => setAsked(undefined)}
        actions={
          <>
            <IonButton fill="clear" color="dark" onClick={() => setAsked(undefined)}>
              Voltar
            </IonButton>
            <IonButton color="danger" disabled={cancel.isPending} onClick={confirm}>
              Sim, cancelar
            </IonButton>
          </>
        }
      >
        {asked && `${methodLabel(asked.method)} de ${formatCents(asked.amount)}: o cliente não poderá mais pagá-la.`}
      </Dialog>
    </Panel>
  );
}
