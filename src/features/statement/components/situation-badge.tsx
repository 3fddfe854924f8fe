import type { Receivable } from '@contract/shapes/receivable';
import { ToneBadge, type Tone } from '@/ui/badge/tone-badge';
import { situationOf, situationText, type Situation } from '../lib/situation';

const TONES: Record<Situation, Tone> = { paid: 'done', pending: 'info', blocked: 'bad' };

/** Paid / to receive / blocked in words on a tinted pill. */
export function SituationBadge({ receivable }: { receivable: Receivable }) {
  return <ToneBadge tone={TONES[situationOf(receivable)]}>{situationText(receivable)}</ToneBadge>;
}
