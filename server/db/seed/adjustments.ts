import { addMonths, daysBetween, startOfMonth } from '../../domain/zone.ts';
import type { SeedCalendar } from './calendar.ts';
import { Rng } from './prng.ts';
import type { AdjustmentDraft } from './payments.ts';
import type { ReceivableRow } from './receivables.ts';

const RENTAL_CENTS_PER_TERMINAL = 8_990;

interface Extra {
  description: (transactionId: number) => string;
  /** Cents, signed; `net` is the linked receivable's net amount. */
  amount: (rng: Rng, net: number) => number;
  linked: boolean;
}

const EXTRAS: readonly Extra[] = [
  { description: () => 'Crédito de campanha de incentivo', amount: (rng) => rng.int(50, 300) * 100, linked: false },
  {
    description: (id) => `Ajuste de MDR cobrado a maior na venda ${id}`,
    amount: (rng) => rng.int(100, 2_500),
    linked: true,
  },
  {
    description: (id) => `Cobrança de diferença de MDR na venda ${id}`,
    amount: (rng) => -rng.int(100, 2_500),
    linked: true,
  },
  { description: (id) => `Débito de chargeback da venda ${id}`, amount: (_rng, net) => -net, linked: true },
  {
    description: (id) => `Devolução de chargeback contestado da venda ${id}`,
    amount: (_rng, net) => net,
    linked: true,
  },
];

/** Index of the first row sold on or after `date` (rows in transaction order). */
function firstOnOrAfter(rows: readonly ReceivableRow[], date: string): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((rows[mid] as ReceivableRow).transaction_date < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A few back-office adjustments per merchant and month, up to today: the monthly terminal rental
 * and one to three others (m2: zero or one), some referring to one receivable of that month. In
 * date order; payments.ts places them in payments and numbers them.
 */
export function buildAdjustments(
  cal: SeedCalendar,
  todayIndex: number,
  receivables: readonly ReceivableRow[],
  activeTerminals: (merchantId: number) => number,
): AdjustmentDraft[] {
  const rng = new Rng('manual-adjustments');
  const today = cal.date(todayIndex);
  const byMerchant = new Map<number, ReceivableRow[]>();
  for (const row of receivables) {
    const list = byMerchant.get(row.merchant_id) ?? [];
    list.push(row); // transaction order, so transaction_date never decreases
    byMerchant.set(row.merchant_id, list);
  }
  const rows: AdjustmentDraft[] = [];
  for (const [merchantId, list] of [...byMerchant].sort(([a], [b]) => a - b)) {
    const first = list[0]?.transaction_date ?? today;
    for (let month = startOfMonth(first); month <= today; month = addMonths(month, 1)) {
      const next = addMonths(month, 1);
      const lastDay = next <= today ? daysBetween(month, next) - 1 : daysBetween(month, today);
      const dayIn = (offset: number) => cal.date(daysBetween(cal.first, month) + offset);
      const inMonth = list.slice(firstOnOrAfter(list, month), firstOnOrAfter(list, next));
      const terminals = activeTerminals(merchantId);
      // An online-only merchant rents no terminals.
      if (lastDay >= 4 && dayIn(4) >= first && terminals > 0) {
        rows.push({
          merchant_id: merchantId,
          financial_id: null,
          adjustment_date: dayIn(4),
          amount_cents: -terminals * RENTAL_CENTS_PER_TERMINAL,
          description: `Aluguel de maquininhas (${terminals} terminais)`,
        });
      }
      const extras = merchantId === 1 ? rng.int(1, 3) : rng.int(0, 1);
      for (let i = 0; i < extras && inMonth.length > 0; i++) {
        const extra = rng.pick(EXTRAS);
        const target = rng.pick(inMonth);
        if (extra.linked && target.blocked) continue; // a held receivable is not adjusted
        // A linked adjustment never predates its sale.
        const date = dayIn(rng.int(extra.linked ? daysBetween(month, target.transaction_date) : 0, lastDay));
        if (date < first) continue;
        rows.push({
          merchant_id: merchantId,
          financial_id: extra.linked ? (target.id ?? null) : null,
          adjustment_date: date,
          amount_cents: extra.amount(rng, target.net_cents),
          description: extra.description(target.transaction_id),
        });
      }
    }
  }
  return rows.sort((a, b) => a.adjustment_date.localeCompare(b.adjustment_date) || a.merchant_id - b.merchant_id);
}
