import { count, sql, type AnyColumn } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import { financial_receivable as fr } from '../schema/index.ts';
import { blockTypeLabel } from '../../../contract/receivable-codes.ts';
import { cardBrandOf } from './labels.ts';
import { cachedAggregate } from './list-cache.ts';
import { filterKey } from './list-support.ts';
import { receivableWhere, type ReceivableFilter } from './receivables.ts';

const cents = (column: AnyColumn, condition?: ReturnType<typeof sql>) =>
  (condition
    ? sql<number>`coalesce(sum(${column}) filter (where ${condition}), 0)`
    : sql<number>`coalesce(sum(${column}), 0)`
  ).mapWith(Number);
const counted = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

const PAID = sql`${fr.paid}`;
const PENDING = sql`not ${fr.paid} and not ${fr.blocked}`;
const BLOCKED = sql`${fr.blocked}`;
const ANTICIPATED = sql`${fr.anticipation}`;

const slice = (condition: ReturnType<typeof sql>) => ({
  count: counted(condition),
  gross_amount: cents(fr.gross_cents, condition),
  net_amount: cents(fr.net_cents, condition),
});

/**
 * Figures of the statement over the whole filter (docs/api.md): totals, the paid / to receive /
 * blocked / anticipated split, and the breakdowns by brand and by block reason. Two scans of the
 * filter, cached like the list's sums.
 */
export function receivableStats(orm: Orm, merchantId: number, filter: ReceivableFilter) {
  return cachedAggregate(orm, filterKey('receivable-stats', merchantId, filter), async () => {
    const where = receivableWhere(merchantId, filter);
    const paid = slice(PAID);
    const pending = slice(PENDING);
    const blocked = slice(BLOCKED);
    const anticipated = slice(ANTICIPATED);
    const [totals] = await orm
      .select({
        total: count(),
        gross_amount: cents(fr.gross_cents),
        mdr_amount: cents(fr.mdr_cents),
        net_amount: cents(fr.net_cents),
        paid_count: paid.count,
        paid_gross: paid.gross_amount,
        paid_net: paid.net_amount,
        pending_count: pending.count,
        pending_gross: pending.gross_amount,
        pending_net: pending.net_amount,
        blocked_count: blocked.count,
        blocked_gross: blocked.gross_amount,
        blocked_net: blocked.net_amount,
        anticipated_count: anticipated.count,
        anticipated_gross: anticipated.gross_amount,
        anticipated_net: anticipated.net_amount,
      })
      .from(fr)
      .where(where);
    const groups = await orm
      .select({
        // A set bit means "rolled up": 1 = the rows by brand, 2 = the rows by block type.
        set: sql<number>`grouping(${fr.card_brand_id}, ${fr.block_type})`.mapWith(Number),
        card_brand_id: fr.card_brand_id,
        block_type: fr.block_type,
        count: count(),
        gross_amount: cents(fr.gross_cents),
        net_amount: cents(fr.net_cents),
      })
      .from(fr)
      .where(where)
      .groupBy(sql`grouping sets ((${fr.card_brand_id}), (${fr.block_type}))`);
    const t = totals ?? ({} as Partial<NonNullable<typeof totals>>);
    const pick = (c = 0, g = 0, n = 0) => ({ count: c, gross_amount: g, net_amount: n });
    return {
      total: t.total ?? 0,
      sum: { gross_amount: t.gross_amount ?? 0, mdr_amount: t.mdr_amount ?? 0, net_amount: t.net_amount ?? 0 },
      paid: pick(t.paid_count, t.paid_gross, t.paid_net),
      pending: pick(t.pending_count, t.pending_gross, t.pending_net),
      blocked: pick(t.blocked_count, t.blocked_gross, t.blocked_net),
      anticipated: pick(t.anticipated_count, t.anticipated_gross, t.anticipated_net),
      by_card_brand: groups
        .filter((g) => g.set === 1)
        .map((g) => ({ card_brand: cardBrandOf(g.card_brand_id), ...pick(g.count, g.gross_amount, g.net_amount) }))
        .sort((a, b) => b.net_amount - a.net_amount || (a.card_brand?.id ?? 0) - (b.card_brand?.id ?? 0)),
      by_block_type: groups
        .filter((g) => g.set === 2 && g.block_type !== null)
        .map((g) => ({
          block_type: g.block_type,
          block_type_label: blockTypeLabel(g.block_type),
          ...pick(g.count, g.gross_amount, g.net_amount),
        }))
        .sort((a, b) => (a.block_type ?? 0) - (b.block_type ?? 0)),
    };
  });
}
