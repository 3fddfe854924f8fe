import { ToneBadge } from '@/ui/badge/tone-badge';
import { statusLabel, statusTone } from '../lib/labels';

/** The link's status in words on a tinted pill (never colour alone). */
export function StatusBadge({ status }: { status: string }) {
  return <ToneBadge tone={statusTone(status)}>{statusLabel(status)}</ToneBadge>;
}
