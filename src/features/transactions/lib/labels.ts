import type { Tone } from '@/ui/badge/tone-badge';
import type { FilterOption } from '@/ui/filters/types';

/** Transaction status in words (spec section 4), as the exports write them too. */
export const STATUS_LABELS: Record<string, string> = {
  CONFIRMED: 'Confirmada',
  CANCELLED: 'Cancelada',
  DENIED: 'Negada',
  PENDING: 'Pendente',
  IN_ANALISYS: 'Em análise',
  PRE_AUTHORIZED: 'Pré-autorizada',
  PARTIAL_CAPTURED: 'Capturada parcialmente',
};

export const statusLabel = (status: string): string => STATUS_LABELS[status] ?? status;

export const STATUS_OPTIONS: readonly FilterOption[] = Object.entries(STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** Tone of the status badge: its colour pairs are all above 4.5:1, and the word says it anyway. */
export function statusTone(status: string): Tone {
  if (status === 'CONFIRMED') return 'done';
  if (status === 'CANCELLED' || status === 'DENIED') return 'bad';
  return 'open';
}

export const INPUT_METHOD_LABELS: Record<string, string> = {
  TYPED: 'Digitado',
  CHIP: 'Chip',
  MAGNETIC_STRIPE: 'Tarja magnética',
  CONTACTLESS: 'Aproximação',
};
