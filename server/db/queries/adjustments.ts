import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { manualAdjustments } from '../../../contract/financial.ts';
import type { Orm } from '../driver.ts';
import { manual_adjustment as ma } from '../schema/index.ts';
import { filterConditions, type ListFilter } from './list-filter.ts';
import { offsetOf } from './list-support.ts';

/** The adjustments' filter: the contract's query without paging. */
export type AdjustmentFilter = ListFilter<typeof manualAdjustments>;

export type AdjustmentRecord = typeof ma.$inferSelect;

/** The merchant's adjustments, newest first, with their count and signed sum over the filter. */
export async function listAdjustments(
  orm: Orm,
  merchantId: number,
  f: AdjustmentFilter,
  page: number,
  perPage: number,
) {
  const condition = and(
    eq(ma.merchant_id, merchantId),
    ...filterConditions<AdjustmentFilter>(f, {
      date: (day) => eq(ma.adjustment_date, day),
      start_date: (day) => gte(ma.adjustment_date, day),
      end_date: (day) => lte(ma.adjustment_date, day),
    }),
  );
  const rows = await orm
    .select()
    .from(ma)
    .where(condition)
    .orderBy(desc(ma.adjustment_date), desc(ma.id))
    .limit(perPage)
    .offset(offsetOf(page, perPage));
  const [agg] = await orm
    .select({ total: count(), amount: sql<number>`coalesce(sum(${ma.amount_cents}), 0)`.mapWith(Number) })
    .from(ma)
    .where(condition);
  return { rows, total: agg?.total ?? 0, sum: { amount: agg?.amount ?? 0 } };
}

/** The adjustments that refer to one receivable. */
export async function adjustmentsOf(orm: Orm, merchantId: number, financialId: number): Promise<AdjustmentRecord[]> {
  return orm
    .select()
    .from(ma)
    .where(and(eq(ma.merchant_id, merchantId), eq(ma.financial_id, financialId)))
    .orderBy(desc(ma.adjustment_date), desc(ma.id));
}
