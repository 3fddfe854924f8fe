import * as v from 'valibot';
import { CentsSchema } from '@/api/money';
import { CountSchema } from '@/api/paging';

/** Manual adjustments of docs/api.md "Financial receivables (statement)"; amounts in integer cents. */

export const AdjustmentSchema = v.object({
  id: v.number(),
  adjustment_date: v.string(),
  /** Signed cents: credits positive, debits negative. */
  amount: CentsSchema,
  type: v.string(),
  description: v.string(),
  financial_id: v.nullable(v.number()),
});
export type Adjustment = v.InferOutput<typeof AdjustmentSchema>;

export const AdjustmentListSchema = v.object({
  data: v.array(AdjustmentSchema),
  total: CountSchema,
  sum: v.object({ amount: CentsSchema }),
});
export type AdjustmentList = v.InferOutput<typeof AdjustmentListSchema>;

const Part = v.object({ count: CountSchema, gross_amount: CentsSchema, net_amount: CentsSchema });

/**
 * GET /v1/app/financial/receivable/stats (docs/api.md). Required: the filter's count and sums, as
 * the list gives them. The split by situation and by card brand is what the screen adds with it;
 * a backend without it shows the totals alone.
 */
export const ReceivableStatsSchema = v.object({
  total: CountSchema,
  sum: v.object({ gross_amount: CentsSchema, mdr_amount: CentsSchema, net_amount: CentsSchema }),
  paid: v.optional(Part),
  pending: v.optional(Part),
  blocked: v.optional(Part),
  anticipated: v.optional(Part),
  by_card_brand: v.optional(
    v.array(
      v.object({
        card_brand: v.nullable(v.object({ id: v.number(), brand_name: v.string() })),
        ...Part.entries,
      }),
    ),
    [],
  ),
});
export type ReceivableStats = v.InferOutput<typeof ReceivableStatsSchema>;

/** GET /v1/app/financial/adjust/{financial_id}: the adjustments that refer to one receivable. */
export const ReceivableAdjustmentsSchema = v.object({ data: v.array(AdjustmentSchema), total: CountSchema });
