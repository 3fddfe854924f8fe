import { ToneBadge } from '@/ui/badge/tone-badge';
import { effectStatus } from '../lib/labels';

/** 'Em vigor' stands out (it takes money); replaced, written-off and test versions are grey. */
export function EffectStatusBadge({ effect }: { effect: Parameters<typeof effectStatus>[0] }) {
  const status = effectStatus(effect);
  return <ToneBadge tone={status === 'Em vigor' ? 'open' : 'muted'}>{status}</ToneBadge>;
}
