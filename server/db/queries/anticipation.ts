import { and, count, desc, eq, gt, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { OPERATION } from '../../../contract/codes/lookups.ts';
import type { Orm } from '../driver.ts';
import { anticipation, contract_effect as ce, financial_receivable as fr } from '../schema/index.ts';
import { offsetOf } from './list-support.ts';

/**
 * Receivables anticipation (issue 23): what can be anticipated and the list. The simulations are
 * anticipation-simulation.ts, the confirmation's transaction anticipation-confirm.ts.
 */

/**
 * A receivable that can be anticipated to `creditDate`: a credit one (à vista or installments)
 * worth something, registered in a receivable unit, not paid, not blocked, not anticipated, settling after the
 * credit date, and in a unit no contract effect in force binds (such a receivable belongs to a
 * financier). In force = the latest version, not a write-off (B), not a smoke test, as the seed
 * applies them (seed/contract-effects.ts isActiveEffect).
 */
export function anticipable(merchantId: number, creditDate: string): SQL {
  return and(
    eq(fr.merchant_id, merchantId),
    gt(fr.settlement_date, creditDate),
    inArray(fr.operation_id, [OPERATION.CREDIT, OPERATION.INSTALLMENTS]),
    eq(fr.paid, false),
    eq(fr.blocked, false),
    eq(fr.anticipation, false),
    isNotNull(fr.receivable_unit_id),
    // An installment of nothing (a sale of less cents than installments) has nothing to advance.
    gt(fr.net_cents, 0),
    sql`NOT EXISTS (SELECT 1 FROM ${ce} WHERE ${ce.receivable_unit_id} = ${fr.receivable_unit_id}
          AND NOT ${ce.deprecated} AND ${ce.operation} <> 'B' AND NOT ${ce.smoke_contract_effect})`,
  ) as SQL;
}

/** What an anticipation is priced on: the receivable's net of MDR, what it would pay on its date. */
export const anticipatedValue = fr.net_cents;

export async function availableFor(orm: Orm, merchantId: number, creditDate: string) {
  const [row] = await orm
    .select({
      amount: sql<number>`coalesce(sum(${anticipatedValue}), 0)`.mapWith(Number),
      receivables_count: count(),
      first_date: sql<string | null>`min(${fr.settlement_date})::text`,
      last_date: sql<string | null>`max(${fr.settlement_date})::text`,
    })
    .from(fr)
    .where(anticipable(merchantId, creditDate));
  return {
    amount: row?.amount ?? 0,
    receivables_count: row?.receivables_count ?? 0,
    first_date: row?.first_date ?? null,
    last_date: row?.last_date ?? null,
  };
}

/** The merchant's anticipations, newest first. */
export async function listAnticipations(orm: Orm, merchantId: number, page: number, perPage: number) {
  const mine = eq(anticipation.merchant_id, merchantId);
  const rows = await orm
    .select()
    .from(anticipation)
    .where(mine)
    .orderBy(desc(anticipation.created_at), desc(anticipation.id))
    .limit(perPage)
    .offset(offsetOf(page, perPage));
  const [total] = await orm.select({ n: count() }).from(anticipation).where(mine);
  return { rows, total: total?.n ?? 0 };
}
