import { BILLET_STATUS_LABELS, BILLET_STATUSES, type BilletStatus } from '@contract/codes/billets';
import type { Tone } from '@/ui/badge/tone-badge';

/** Requirements §4's statuses and their words are the contract's; their tint is the screen's. */
const TONES: Record<BilletStatus, Tone> = {
  WAITING_REGISTER: 'muted',
  WAITING_RETURN: 'info',
  PAID: 'done',
  DOWNED: 'bad',
};

export const billetStatusTone = (status: string): Tone => (TONES as Record<string, Tone>)[status] ?? 'muted';
export const BILLET_STATUS_OPTIONS = BILLET_STATUSES.map((value) => ({ value, label: BILLET_STATUS_LABELS[value] }));
