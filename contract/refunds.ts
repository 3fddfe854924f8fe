import * as v from 'valibot';
import { IdempotencyKey } from './shapes/idempotency.ts';
import { endpoint } from './endpoint.ts';
import { IdParam } from './query.ts';
import { hasControlCharacters } from './rules/text.ts';
import { need, shape } from './shape.ts';
import { REFUND_ROLE } from './codes/refunds.ts';
import { Cents, RowId } from './shapes/numbers.ts';

/**
 * Refunds (issue 23), an optional capability (`/config` `features.refunds`): the same São Paulo
 * day as the sale a CANCELLATION (no fee, its receivables vanish), after it a REFUND (the future
 * receivables shrink from the last installment back; what was already paid becomes a debit on
 * the next payment). Acting needs the realm role `sales_refund`.
 */

const AREA = 'refunds';
export const REFUND_REASON_MAX = 140;

const REFUND_KINDS = ['CANCELLATION', 'REFUND'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

const RefundBody = v.strictObject(
  {
    /** Cents; without it, the whole amount still refundable. */
    amount: v.optional(
      v.pipe(
        v.number('Informe o valor em centavos'),
        v.integer('Informe o valor em centavos'),
        v.minValue(1, 'O valor do estorno deve ser maior que zero'),
      ),
    ),
    reason: v.optional(
      v.pipe(
        v.string('O motivo deve ser um texto'),
        v.check((value) => !hasControlCharacters(value), 'O motivo contém caracteres inválidos'),
        v.trim(),
        v.maxLength(REFUND_REASON_MAX, `O motivo pode ter no máximo ${REFUND_REASON_MAX} caracteres`),
      ),
    ),
  },
  'Campo desconhecido',
);

export const RefundSchema = shape(
  {
    refund_id: need(RowId, 'the result and the list name the refund by it'),
    transaction_id: need(RowId, 'which sale it refunded'),
    amount: need(Cents, 'how much went back to the customer'),
    kind: need(v.picklist(REFUND_KINDS), 'the result says cancelamento or estorno (what happens to receivables)'),
    status: need(v.picklist(['DONE']), 'the refund is done when answered'),
    created_at: need(v.string(), 'when, in the sale’s refunds'),
  },
  {
    reason: v.nullable(v.string()),
    /**
     * Where the money came from (decision 031): the net taken from the sale's installments still
     * to be paid (they went down), and the net of the part already paid out, debited on the next
     * payments — each part with its payment's day. The merchant's cost is their sum.
     */
    reduced_amount: Cents,
    debit_amount: Cents,
    debits: v.array(v.object({ payment_id: RowId, payment_date: v.string(), amount: Cents })),
  },
);
export type Refund = v.InferOutput<typeof RefundSchema>;

const RefundListSchema = shape({ data: need(v.array(RefundSchema), 'the sale’s refunds, oldest first') });

const transaction = { transaction_id: IdParam };

export const refundCreate = endpoint({
  id: 'refunds.create',
  area: AREA,
  method: 'POST',
  path: '/v1/app/transaction/{transaction_id}/refund',
  access: 'merchant',
  capability: 'refunds',
  role: REFUND_ROLE,
  summary:
    'Cancels (same São Paulo day) or refunds a confirmed sale, whole or in part (credit only). Requires the Idempotency-Key header: a retry with the same key gets the first answer; another body under a used key is a 409.',
  params: transaction,
  headers: { 'Idempotency-Key': IdempotencyKey },
  body: RefundBody,
  success: { status: 201, schema: RefundSchema },
  errors: [400, 404, 409],
});

export const refundList = endpoint({
  id: 'refunds.list',
  area: AREA,
  method: 'GET',
  path: '/v1/app/transaction/{transaction_id}/refunds',
  access: 'merchant',
  capability: 'refunds',
  summary: 'The sale’s refunds, oldest first.',
  params: transaction,
  success: { status: 200, schema: RefundListSchema },
  errors: [404],
});

export const REFUNDS = [refundCreate, refundList] as const;
