import { unitPaidLabel } from '@/lib/settlement';
import { ToneBadge } from '@/ui/badge/tone-badge';

/** Paid or still to come, in words (the tint only repeats it). */
export function PaidBadge({ paid }: { paid: boolean }) {
  return <ToneBadge tone={paid ? 'done' : 'open'}>{unitPaidLabel(paid)}</ToneBadge>;
}
