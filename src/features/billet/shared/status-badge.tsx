import { ToneBadge } from '@/ui/badge/tone-badge';
import { billetStatusLabel, billetStatusTone } from './labels';

/** The boleto's status in words on a tinted pill (never colour alone). */
export function BilletStatusBadge({ status }: { status: string }) {
  return <ToneBadge tone={billetStatusTone(status)}>{billetStatusLabel(status)}</ToneBadge>;
}
