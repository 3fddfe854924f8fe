import type { CercPayment } from '@contract/receivable-units';
import { documentText } from '@/lib/documents';
import { ToneBadge } from '@/ui/badge/tone-badge';

/** 'Pago' or 'A pagar', in words on a tint. */
export function PayoutBadge({ paid }: { paid: boolean }) {
  return <ToneBadge tone={paid ? 'done' : 'open'}>{paid ? 'Pago' : 'A pagar'}</ToneBadge>;
}

/** Who is paid, by name and document when the backend says (they are extras of the contract). */
export const recipientLine = (payout: Pick<CercPayment, 'recipient_name' | 'recipient_document'>): string =>
  [payout.recipient_name, payout.recipient_document && documentText(payout.recipient_document)]
    .filter(Boolean)
    .join(' · ');
