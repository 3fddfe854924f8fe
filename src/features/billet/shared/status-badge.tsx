import { ToneBadge } from '@/ui/badge/tone-badge';
import { billetStatusTone } from './labels';
import { billetStatusLabel } from '@contract/codes/billets';

/** The boleto's status in words on a tinted pill (never colour alone). */
export function BilletStatusBadge({ status }: { status: string }) {
  return <ToneBadge tone={billetStatusTone(status)}>{billetStatusLabel(status)}</ToneBadge>;
}
