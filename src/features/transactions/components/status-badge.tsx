import { ToneBadge } from '@/ui/badge/tone-badge';
import { transactionStatusLabel } from '@contract/codes/transactions';
import { statusTone } from '../lib/labels';
import { isPartlyRefunded } from '../refund/refundable';

/**
 * The sale's status in words on a tinted pill (never colour alone). A confirmed sale of which
 * part went back to the customer reads 'Estornada parcialmente' (issue 23), when the backend
 * says what was refunded.
 */
export function StatusBadge({ status, sale }: { status: string; sale?: { amount: number; refunded_amount?: number } }) {
  if (status === 'CONFIRMED' && sale && isPartlyRefunded(sale))
    return (
      <ToneBadge tone="info" title="Confirmada; parte do valor foi estornada">
        Estornada parcialmente
      </ToneBadge>
    );
  return <ToneBadge tone={statusTone(status)}>{transactionStatusLabel(status)}</ToneBadge>;
}
