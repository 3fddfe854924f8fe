import type { Account, EntryKind } from '../../domain/ledger/entry.ts';
import { dateOfInstant, startOfDay } from '../../domain/zone.ts';
import type { ledger_entry, ledger_line, manual_adjustment, payment } from '../schema/index.ts';
import type { EffectRow } from './contract-effects.ts';
import type { ReceivableRow } from './receivables.ts';
import type { TransactionRow } from './sales.ts';

type EntryRow = typeof ledger_entry.$inferInsert;
type LineRow = typeof ledger_line.$inferInsert;
type PaymentRow = typeof payment.$inferInsert;
type AdjustmentRow = typeof manual_adjustment.$inferInsert;

export interface SeededLedger {
  entries: EntryRow[];
  lines: LineRow[];
}

const NOON_MS = 12 * 3_600_000;

interface Posting {
  merchantId: number;
  kind: EntryKind;
  causeId: number;
  transactionId: number | null;
  date: string;
}

type Line = { account: Account; amount: number; paymentId?: number | null; receivableId?: number | null };

/** The entries and lines in posting order; each entry must balance. */
class Journal implements SeededLedger {
  readonly entries: EntryRow[] = [];
  readonly lines: LineRow[] = [];

  post(entry: Posting, at: Date, posted: readonly Line[]): void {
    const id = this.entries.length + 1;
    this.entries.push({
      id,
      merchant_id: entry.merchantId,
      kind: entry.kind,
      cause_id: entry.causeId,
      transaction_id: entry.transactionId,
      effective_date: entry.date,
      created_at: at,
    });
    let sum = 0;
    posted.forEach((line, i) => {
      sum += line.amount;
      this.lines.push({
        entry_id: id,
        line: i + 1,
        merchant_id: entry.merchantId,
        account: line.account,
        amount_cents: line.amount,
        payment_id: line.paymentId ?? null,
        receivable_id: line.receivableId ?? null,
      });
    });
    if (sum !== 0) throw new Error(`seed ledger: ${entry.kind} ${entry.causeId} unbalanced by ${sum}`);
  }
}

/**
 * The seed's history as journal entries (decision 031), built from the same rows the
 * projections are: a SALE per confirmed sale (each installment's net in its payment, or held
 * while blocked; the MDR; the gross), a CONTRACT_EFFECT per effect that took something from a
 * unit, an ADJUSTMENT per placed adjustment and a PAYOUT per paid payment. The seed's own
 * anticipations (D+2, at no fee) post their installments straight to the payment they moved to.
 */
export function buildLedger(
  sales: readonly TransactionRow[],
  receivables: readonly ReceivableRow[],
  effects: readonly EffectRow[],
  paymentOfUnit: (unitId: number) => number,
  adjustments: readonly AdjustmentRow[],
  payments: readonly PaymentRow[],
): SeededLedger {
  const journal = new Journal();
  postSales(journal, sales, receivables);
  postEffects(journal, effects, paymentOfUnit);
  postAdjustments(journal, adjustments);
  postPayouts(journal, payments);
  return { entries: journal.entries, lines: journal.lines };
}

function postSales(journal: Journal, sales: readonly TransactionRow[], receivables: readonly ReceivableRow[]): void {
  // Receivables are in sale order: each sale's installments are one run of rows.
  let at = 0;
  for (const sale of sales) {
    if (sale.status !== 'CONFIRMED') continue;
    while (at < receivables.length && (receivables[at] as ReceivableRow).transaction_id < sale.transaction_id) at++;
    const installments: { account: Account; amount: number; paymentId?: number | null; receivableId: number }[] = [];
    let date = '';
    for (; at < receivables.length && (receivables[at] as ReceivableRow).transaction_id === sale.transaction_id; at++) {
      const r = receivables[at] as ReceivableRow;
      date = r.transaction_date;
      installments.push(
        r.blocked
          ? { account: 'held', amount: r.net_cents, receivableId: r.id }
          : { account: 'payable', amount: r.net_cents, paymentId: r.payment_id, receivableId: r.id },
      );
    }
    journal.post(
      {
        merchantId: sale.merchant_id,
        kind: 'SALE',
        causeId: sale.transaction_id,
        transactionId: sale.transaction_id,
        date,
      },
      sale.payment_date,
      [
        { account: 'sales', amount: -sale.amount_cents },
        ...(sale.mdr_cents > 0 ? [{ account: 'mdr' as const, amount: sale.mdr_cents }] : []),
        ...installments.filter((line) => line.amount !== 0),
      ],
    );
  }
}

function postEffects(journal: Journal, effects: readonly EffectRow[], paymentOfUnit: (unitId: number) => number): void {
  for (const effect of effects) {
    if (effect.committed_cents <= 0) continue;
    journal.post(
      {
        merchantId: effect.merchant_id,
        kind: 'CONTRACT_EFFECT',
        causeId: effect.id ?? 0,
        transactionId: null,
        date: dateOfInstant(effect.created_at),
      },
      effect.created_at,
      [
        { account: 'payable', amount: -effect.committed_cents, paymentId: paymentOfUnit(effect.receivable_unit_id) },
        { account: 'contract_effects', amount: effect.committed_cents },
      ],
    );
  }
}

function postAdjustments(journal: Journal, adjustments: readonly AdjustmentRow[]): void {
  for (const adjustment of adjustments) {
    if (adjustment.amount_cents === 0) continue;
    journal.post(
      {
        merchantId: adjustment.merchant_id,
        kind: 'ADJUSTMENT',
        causeId: adjustment.id ?? 0,
        transactionId: null,
        date: adjustment.adjustment_date,
      },
      new Date(startOfDay(adjustment.adjustment_date).getTime() + NOON_MS),
      [
        { account: 'payable', amount: adjustment.amount_cents, paymentId: adjustment.payment_id },
        { account: 'adjustments', amount: -adjustment.amount_cents },
      ],
    );
  }
}

function postPayouts(journal: Journal, payments: readonly PaymentRow[]): void {
  for (const p of payments) {
    if (!p.paid || p.amount_cents === 0) continue;
    journal.post(
      { merchantId: p.merchant_id, kind: 'PAYOUT', causeId: p.id ?? 0, transactionId: null, date: p.payment_date },
      new Date(startOfDay(p.payment_date).getTime() + NOON_MS),
      [
        { account: 'payable', amount: -p.amount_cents, paymentId: p.id },
        { account: 'paid_out', amount: p.amount_cents, paymentId: p.id },
      ],
    );
  }
}
