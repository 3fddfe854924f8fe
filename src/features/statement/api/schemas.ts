import * as v from 'valibot';
import { CardBrandSchema, ChannelSchema } from '@/api/lookups';

/** Shapes of docs/api.md "Financial receivables (statement)"; amounts in integer cents. */

const Cents = v.pipe(v.number(), v.integer());

export const ReceivableSchema = v.object({
  id: v.number(),
  transaction_id: v.number(),
  n_installment: v.number(),
  qt_installment: v.number(),
  transaction_date: v.string(),
  original_date: v.nullable(v.string()),
  settlement_date: v.string(),
  gross_amount: Cents,
  mdr_amount: Cents,
  net_amount: Cents,
  transaction_amount: Cents,
  channel: ChannelSchema,
  operation: v.object({ id: v.number(), operation_name: v.string() }),
  card_brand: v.nullable(CardBrandSchema),
  arrangement_id: v.nullable(v.number()),
  arrangement_code: v.nullable(v.string()),
  nsu: v.nullable(v.string()),
  authorization_number: v.nullable(v.string()),
  app_code: v.nullable(v.string()),
  bank_billet_id: v.nullable(v.number()),
  pre_paid_card: v.nullable(v.boolean()),
  paid: v.boolean(),
  anticipation: v.boolean(),
  blocked: v.boolean(),
  block_type: v.nullable(v.number()),
  block_type_label: v.nullable(v.string()),
  receivable_unit_id: v.nullable(v.number()),
});
export type Receivable = v.InferOutput<typeof ReceivableSchema>;

export const ReceivableSumSchema = v.object({ gross_amount: Cents, mdr_amount: Cents, net_amount: Cents });
export type ReceivableSum = v.InferOutput<typeof ReceivableSumSchema>;

/** `total` and `sum` cover the whole filter, not the page. */
export const ReceivableListSchema = v.object({
  data: v.array(ReceivableSchema),
  total: v.number(),
  sum: ReceivableSumSchema,
});
export type ReceivableList = v.InferOutput<typeof ReceivableListSchema>;

export const AdjustmentSchema = v.object({
  id: v.number(),
  adjustment_date: v.string(),
  /** Signed cents: credits positive, debits negative. */
  amount: Cents,
  type: v.string(),
  description: v.string(),
  financial_id: v.nullable(v.number()),
});
export type Adjustment = v.InferOutput<typeof AdjustmentSchema>;

export const AdjustmentListSchema = v.object({
  data: v.array(AdjustmentSchema),
  total: v.number(),
  sum: v.object({ amount: Cents }),
});
export type AdjustmentList = v.InferOutput<typeof AdjustmentListSchema>;
