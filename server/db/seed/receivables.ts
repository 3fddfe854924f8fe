import type { financial_receivable } from '../schema/index.ts';
import type { SeedCalendar } from './calendar.ts';
import { OPERATION } from '../../../contract/codes/lookups.ts';
import { Rng, weights } from './prng.ts';
import type { TransactionRow } from './sales.ts';
import { arrangementOf, receivableId, receivableSchedule } from '../../domain/settlement.ts';

export type ReceivableRow = typeof financial_receivable.$inferInsert;

/** A receivable unit being built: settlement day × arrangement of one merchant. */
export interface UnitDraft {
  id: number;
  merchantId: number;
  /** Settlement day number in the seed calendar. */
  day: number;
  arrangementId: number;
  amount: number;
  /** Indexes into the receivable rows. */
  members: number[];
}

// Share of confirmed sales held back, and why: disputes, cancellations and chargebacks lead;
// a judicial or registry reason is rare.
const BLOCKED_SHARE = 0.005;
// prettier-ignore
const BLOCK_REASONS = weights([
  [1, 14], [2, 10], [3, 7], [4, 12], [5, 9], [6, 2], [7, 4], [8, 6], [9, 1], [10, 5], [11, 3], [12, 2],
  [13, 1], [14, 2], [15, 3], [16, 2], [17, 2], [18, 2], [19, 1], [20, 1], [21, 1], [22, 2], [23, 3],
] as const);
// Merchants anticipate long installment plans far more often than à vista credit.
const ANTICIPATED_SHARE: Partial<Record<number, number>> = { [OPERATION.CREDIT]: 0.01, [OPERATION.INSTALLMENTS]: 0.04 };
const ANTICIPATION_DAYS = 2;

export interface SeededReceivables {
  rows: ReceivableRow[];
  units: UnitDraft[];
}

/**
 * One receivable per installment of every CONFIRMED sale (settlement.ts rules), then grouped
 * into receivable units. Blocked receivables and billets stay out of the units: the first are
 * held by the acquirer, the second are not card arrangements (no CERC registration).
 */
export function buildReceivables(
  cal: SeedCalendar,
  todayIndex: number,
  sales: readonly TransactionRow[],
): SeededReceivables {
  const rng = new Rng('receivables');
  const dayOf = cal.dayCursor();
  const rows: ReceivableRow[] = [];
  const units = new Map<number, UnitDraft>();
  for (const sale of sales) {
    const saleDay = dayOf(sale.payment_date.getTime()); // every sale, in time order
    if (sale.status !== 'CONFIRMED') continue;
    const blocked = rng.chance(BLOCKED_SHARE);
    const blockType = blocked ? rng.weighted(BLOCK_REASONS) : null;
    const anticipation = !blocked && rng.chance(ANTICIPATED_SHARE[sale.operation_id] ?? 0);
    const arrangementId = arrangementOf(sale.card_brand_id, sale.operation_id);
    const schedule = receivableSchedule({
      operationId: sale.operation_id,
      installments: sale.qt_installment,
      amountCents: sale.amount_cents,
      mdrCents: sale.mdr_cents,
    });
    for (const r of schedule) {
      // Settlement and an anticipation's credit both fall on bank days (settlement.ts settlementDate).
      const originalDay = cal.bankDay(saleDay + r.offset_days);
      const day = anticipation ? Math.min(originalDay, cal.bankDay(saleDay + ANTICIPATION_DAYS)) : originalDay;
      const index = rows.length;
      rows.push({
        id: receivableId(sale.transaction_id, r.n_installment),
        merchant_id: sale.merchant_id,
        transaction_id: sale.transaction_id,
        receivable_unit_id: null,
        payment_id: null,
        n_installment: r.n_installment,
        qt_installment: sale.qt_installment,
        transaction_date: cal.date(saleDay),
        original_date: cal.date(originalDay),
        settlement_date: cal.date(day),
        gross_cents: r.gross_cents,
        mdr_cents: r.mdr_cents,
        net_cents: r.net_cents,
        transaction_amount_cents: sale.amount_cents,
        channel_id: sale.channel_id,
        operation_id: sale.operation_id,
        card_brand_id: sale.card_brand_id ?? null,
        arrangement_id: arrangementId,
        app_code: sale.app_code ?? null,
        bank_billet_id: sale.bank_billet_id ?? null,
        pre_paid_card: sale.pre_paid_card,
        paid: !blocked && day <= todayIndex,
        anticipation,
        blocked,
        block_type: blockType,
        refunded_cents: 0,
      });
      if (blocked || arrangementId === null) continue;
      const key = (sale.merchant_id * 4096 + day) * 16 + arrangementId;
      let unit = units.get(key);
      if (!unit) {
        unit = { id: 0, merchantId: sale.merchant_id, day, arrangementId, amount: 0, members: [] };
        units.set(key, unit);
      }
      unit.amount += r.net_cents;
      unit.members.push(index);
    }
  }
  const sorted = [...units.values()].sort(
    (a, b) => a.merchantId - b.merchantId || a.day - b.day || a.arrangementId - b.arrangementId,
  );
  sorted.forEach((unit, i) => {
    unit.id = i + 1;
    for (const member of unit.members) (rows[member] as ReceivableRow).receivable_unit_id = unit.id;
  });
  return { rows, units: sorted };
}
