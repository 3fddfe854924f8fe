import * as v from 'valibot';
import { REFUND_REASON_MAX } from '@contract/refunds';
import { formatCents } from '@/lib/money';

/** The refund form as typed: the amount in cents (the money input's), the reason as text. */
export interface RefundValues {
  amountCents: number | null;
  reason: string;
}

export interface RefundBodyOut {
  amount: number;
  reason?: string;
}

const REFUND_MESSAGES = {
  amountRequired: 'Informe o valor do estorno',
  amountPositive: 'O valor do estorno deve ser maior que zero',
  amountMax: (left: number) => `O valor máximo para estorno é ${formatCents(left)}`,
  debitWhole: 'Vendas no débito só podem ser estornadas por inteiro',
  reasonMax: `O motivo pode ter no máximo ${REFUND_REASON_MAX} caracteres`,
} as const;

/**
 * The form's rules for one sale, with the server's wording: at most what is left; a debit sale
 * only in full (its field is locked to it anyway). The rest of the rules are the server's.
 */
export function refundSchema(left: number, debit: boolean) {
  const m = REFUND_MESSAGES;
  return v.pipe(
    v.object({
      amountCents: v.pipe(
        v.nullable(v.number()),
        v.nonNullable(v.number(), m.amountRequired),
        v.minValue(1, m.amountPositive),
        v.maxValue(left, m.amountMax(left)),
        v.check((cents) => !debit || cents === left, m.debitWhole),
      ),
      reason: v.pipe(v.string(), v.trim(), v.maxLength(REFUND_REASON_MAX, m.reasonMax)),
    }),
    v.transform(({ amountCents, reason }): RefundBodyOut =>
      reason ? { amount: amountCents, reason } : { amount: amountCents },
    ),
  );
}

export const refundDefaults = (left: number): RefundValues => ({ amountCents: left, reason: '' });
