import { Link } from '@tanstack/react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { CercPayment, CercPaymentDetail } from '@contract/receivable-units';
import { recipientTypeLabel, effectOperationLabel, effectTypeLabel } from '@contract/receivable-codes';
import { formatDate } from '@/lib/dates';
import { formatCents, formatNumberBr } from '@/lib/money';
import { accountLine, bankLabel } from '@/lib/settlement';
import { FieldList, type Field } from '@/ui/page/field-list';
import { Sheet } from '@/ui/sheet/sheet';
import { LoadFailure } from '@/ui/states/load-failure';
import { ONLINE_ONLY_TITLE } from '@/ui/states/offline-state';
import { SkeletonList } from '@/ui/states/skeleton-list';
import { receivableUnitQueries } from '../api/queries';
import { InstallmentCards } from './installment-rows';
import { PayoutBadge, recipientLine } from './payout-parts';
import installments from './installments.module.css';
import styles from './unit-detail.module.css';
import { LoadMoreButton } from '@/ui/data-list/load-more-button';

const OFFLINE = 'Esta parte precisa de conexão. Ela aparece sozinha quando a conexão voltar.';

/** What the payout pays: the merchant's payment (its account) or the contract effect it serves. */
function paidInto(detail: CercPaymentDetail): Field[] {
  const payment = detail.payment;
  const effect = detail.contract_effect;
  return [
    ...(payment
      ? [
          { label: 'Pagamento do lojista', value: `Nº ${payment.id} · ${formatDate(payment.payment_date)}` },
          { label: 'Conta', value: `${bankLabel(payment.bank_account)} · ${accountLine(payment.bank_account)}` },
        ]
      : []),
    ...(effect
      ? [
          {
            label: 'Efeito de contrato',
            value: (
              <Link
                className={styles.effectLink}
                to="/financial/contract_effects/$id"
                params={{ id: String(effect.id) }}
              >
                {effectTypeLabel(effect.effect_type)} · {effectOperationLabel(effect.operation)}
              </Link>
            ),
          },
          { label: 'Contrato', value: effect.contract_identifier },
        ]
      : []),
  ];
}

function PayoutFields({ payout }: { payout: CercPayment }) {
  const detail = useQuery(receivableUnitQueries.cercPayment(payout.id));
  // The list's row shows at once; the detail adds what the payout pays into.
  const row = detail.data ?? payout;
  return (
    <>
      <div className={styles.payoutSummary}>
        <span className={styles.payoutAmount}>{formatCents(row.amount)}</span>
        <PayoutBadge paid={row.paid} />
      </div>
      <FieldList
        fields={[
          { label: 'Recebedor', value: recipientTypeLabel(row.recipient_type) },
          { label: 'Nome e documento', value: recipientLine(row) },
          { label: 'Data do pagamento', value: formatDate(row.payment_date) },
          ...(detail.data ? paidInto(detail.data) : []),
        ]}
      />
      {!detail.data &&
        (detail.isError ? (
          <LoadFailure
            error={detail.error}
            onRetry={() => void detail.refetch()}
            title="Não foi possível carregar o pagamento"
            offlineTitle={ONLINE_ONLY_TITLE}
            offlineMessage={OFFLINE}
          />
        ) : (
          <SkeletonList rows={1} label="Carregando o pagamento…" />
        ))}
    </>
  );
}

/** The installments of the payout's unit (its sales), with their sums over every page. */
function PayoutInstallments({ id }: { id: number }) {
  const query = useInfiniteQuery(receivableUnitQueries.cercPaymentInstallments(id));
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  const first = query.data?.pages[0];
  const titleId = useId();
  return (
    <section className={styles.payouts} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.subtitle}>
        {first ? `Parcelas da unidade (${formatNumberBr(first.total)})` : 'Parcelas da unidade'}
      </h3>
      {!first ? (
        query.isError ? (
          <LoadFailure
            error={query.error}
            onRetry={() => void query.refetch()}
            title="Não foi possível carregar as parcelas"
            offlineTitle={ONLINE_ONLY_TITLE}
            offlineMessage={OFFLINE}
          />
        ) : (
          <SkeletonList rows={3} label="Carregando as parcelas…" />
        )
      ) : first.total === 0 ? (
        <p className={styles.note}>Nenhuma parcela nesta unidade.</p>
      ) : (
        <>
          <dl className={installments.sums}>
            <div>
              <dt>Bruto</dt>
              <dd>{formatCents(first.sum.gross_amount)}</dd>
            </div>
            <div>
              <dt>MDR</dt>
              <dd>{formatCents(first.sum.mdr_amount)}</dd>
            </div>
            <div>
              <dt>Líquido</dt>
              <dd>{formatCents(first.sum.net_amount)}</dd>
            </div>
          </dl>
          <InstallmentCards items={items} />
          <p className={styles.note} role="status">
            {formatNumberBr(items.length)} de {formatNumberBr(first.total)} parcelas
          </p>
          <LoadMoreButton query={query} label="Carregar mais parcelas" />
        </>
      )}
    </section>
  );
}

export interface CercPaymentSheetProps {
  /** The payout opened, or null when the sheet is closed. */
  payout: CercPayment | null;
  onClose: () => void;
}

/**
 * One payout of the unit at the registry (requirements §7: cerc_ur_payment/{id} and its installments):
 * who receives how much and when, what it pays into, and the installments behind it. Full
 * screen on a phone; the unit's page keeps its place underneath.
 */
export function CercPaymentSheet({ payout, onClose }: CercPaymentSheetProps) {
  return (
    <Sheet
      open={payout !== null}
      title={payout ? `Pagamento ${payout.id} na registradora` : 'Pagamento'}
      onClose={onClose}
    >
      {/* Mounted per opening: each payout asks for its own detail. */}
      {payout && (
        <div className={styles.detail}>
          <PayoutFields payout={payout} />
          <PayoutInstallments id={payout.id} />
        </div>
      )}
    </Sheet>
  );
}
