import { TRANSACTION_STATUSES, TRANSACTION_STATUS_LABELS } from '@contract/codes/transactions';
import { cardBrandLabel, operationLabel } from '@contract/labels';
import type { Tone } from '@/ui/badge/tone-badge';
import type { FilterOption } from '@/api/lists/filter-types';

export const STATUS_OPTIONS: readonly FilterOption[] = TRANSACTION_STATUSES.map((value) => ({
  value,
  label: TRANSACTION_STATUS_LABELS[value] ?? value,
}));

/** Tone of the status badge: its colour pairs are all above 4.5:1, and the word says it anyway. */
export function statusTone(status: string): Tone {
  if (status === 'CONFIRMED') return 'done';
  if (status === 'CANCELLED' || status === 'DENIED') return 'bad';
  if (status === 'REFUNDED') return 'muted';
  return 'open';
}

/** 'Crédito parcelado 3x', 'Débito' (without the count when the backend does not send it). */
export const operationText = (t: {
  operation: { id?: number; operation_name: string };
  qt_installment?: number | null;
}): string => {
  const name =
    t.operation.id === undefined ? t.operation.operation_name : operationLabel({ ...t.operation, id: t.operation.id });
  return t.qt_installment && t.qt_installment > 1 ? `${name} ${t.qt_installment}x` : name;
};

/** 'Mastercard', 'Visa' (contract/labels.ts: the same spelling on every screen). */
export const brandText = (t: { card_brand: { brand_name: string } | null }): string =>
  t.card_brand ? cardBrandLabel(t.card_brand.brand_name) : '—';
