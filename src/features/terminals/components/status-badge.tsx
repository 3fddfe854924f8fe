import { IonIcon } from '@ionic/react';
import { checkmarkCircle, closeCircle, construct } from 'ionicons/icons';
import { ToneBadge, type Tone } from '@/ui/badge/tone-badge';
import type { TerminalStatus } from '../api/list-terminals';
import { STATUS_LABELS } from '../lib/labels';

const ICONS: Record<TerminalStatus, string> = {
  ACTIVE: checkmarkCircle,
  INACTIVE: closeCircle,
  MAINTENANCE: construct,
};
const TONES: Record<TerminalStatus, Tone> = { ACTIVE: 'done', INACTIVE: 'muted', MAINTENANCE: 'open' };

/** The status in words and an icon, never by colour alone. */
export function StatusBadge({ status }: { status: TerminalStatus }) {
  return (
    <ToneBadge tone={TONES[status]}>
      <IonIcon icon={ICONS[status]} aria-hidden="true" />
      {STATUS_LABELS[status]}
    </ToneBadge>
  );
}
