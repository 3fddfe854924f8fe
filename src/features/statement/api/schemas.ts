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
