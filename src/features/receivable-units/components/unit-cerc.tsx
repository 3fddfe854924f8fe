import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@/lib/dates';
import { documentText } from '@/lib/documents';
import { formatCents } from '@/lib/money';
import { ToneBadge } from '@/ui/badge/tone-badge';
import { FieldList } from '@/ui/page/field-list';
import { Panel } from '@/ui/page/panel';
import { LoadFailure } from '@/ui/states/load-failure';
import { SkeletonList } from '@/ui/states/skeleton-list';
import { receivableUnitQueries } from '../api/queries';
import type { CercPayout } from '../api/schemas';
import styles from './unit-detail.module.css';

const RECIPIENT: Record<string, string> = { MERCHANT: 'Lojista', BENEFICIARY: 'Beneficiário do efeito' };

function PayoutItem({ payout }: { payout: CercPayout }) {
  const who = RECIPIENT[payout.recipient_type] ?? payout.recipient_type;
  return (
    <li className={styles.effect}>
      <div className={styles.effectHead}>
        <span>
          {who}: {formatCents(payout.amount)}
        </span>
        <ToneBadge tone={payout.paid ? 'done' : 'open'}>{payout.paid ? 'Pago' : 'A pagar'}</ToneBadge>
      </div>
      <p className={styles.line}>
        {[payout.recipient_name, payout.recipient_document && documentText(payout.recipient_document)]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className={styles.line}>Pagamento em {formatDate(payout.payment_date)}</p>
    </li>
  );
}

/**
 * The unit as the registry (CERC) holds it — its key, what was constituted, committed to contract
 * effects and left free — and how it is paid out: the merchant's share and each beneficiary's.
 * What a merchant checks when the bank's figure and the portal's differ.
 */
export function UnitCerc({ unitId }: { unitId: number }) {
  const cerc = useQuery(receivableUnitQueries.cerc(unitId));
  return (
    <Panel title="Na registradora (CERC)">
      {cerc.data ? (
        <>
          <FieldList
            fields={[
              { label: 'Chave da UR', value: cerc.data.ur_key },
              ...(cerc.data.accreditor_name ? [{ label: 'Credenciadora', value: cerc.data.accreditor_name }] : []),
              { label: 'Constituído', value: formatCents(cerc.data.constituted_amount) },
              { label: 'Comprometido', value: formatCents(cerc.data.committed_amount) },
              { label: 'Livre', value: formatCents(cerc.data.free_amount) },
            ]}
          />
          {cerc.data.payments.length > 0 && (
            <ul className={styles.effects} aria-label="Pagamentos da UR na registradora">
              {cerc.data.payments.map((payout) => (
                <PayoutItem key={payout.id} payout={payout} />
              ))}
            </ul>
          )}
        </>
      ) : cerc.isError ? (
        <LoadFailure error={cerc.error} onRetry={() => void cerc.refetch()} />
      ) : (
        <SkeletonList rows={2} label="Carregando o registro da UR…" />
      )}
    </Panel>
  );
}
