import { allocateDebit } from '../../domain/ledger/allocate.ts';
import { payoutDestination } from '../../domain/settlement.ts';
import { daysBetween } from '../../domain/zone.ts';
import type {
  cerc_ur_payment,
  manual_adjustment,
  merchant_bank_account,
  payment,
  receivable_unit,
} from '../schema/index.ts';
import type { SeedCalendar } from './calendar.ts';
import type { EffectRow } from './contract-effects.ts';
import type { ReceivableRow, UnitDraft } from './receivables.ts';

// The seed numbers its rows itself (the sequences continue after them).
type PaymentRow = typeof payment.$inferInsert & { id: number };
type UnitRow = typeof receivable_unit.$inferInsert & { id: number };
type CercPaymentRow = typeof cerc_ur_payment.$inferInsert & { id: number };
type BankAccountRow = typeof merchant_bank_account.$inferInsert;

export interface MerchantParty {
  document: string;
  name: string;
  accounts: readonly BankAccountRow[];
}

export interface SeededPayments {
  units: UnitRow[];
  payments: PaymentRow[];
  cercPayments: CercPaymentRow[];
  adjustments: AdjustmentRow[];
}

type AdjustmentRow = typeof manual_adjustment.$inferInsert & { id: number };
/** An adjustment as the back office entered it, before it is placed in a payment. */
export type AdjustmentDraft = Omit<AdjustmentRow, 'id' | 'payment_id' | 'refund_id'>;

function destinationOf(party: MerchantParty, arrangementId: number | null): BankAccountRow {
  const destination = payoutDestination(
    arrangementId,
    party.accounts.map((a) => a.destination),
  );
  const account = party.accounts.find((a) => a.destination === destination);
  if (!account) throw new Error('seed: a merchant with receivables needs a bank account');
  return account;
}

interface Group {
  merchantId: number;
  day: number;
  account: BankAccountRow;
  units: UnitDraft[];
  /** Receivables outside units (boleto and Pix credits): indexes into the receivable rows. */
  direct: number[];
}

/**
 * One payment per merchant × settlement day × destination account, with everything that lands
 * in it (decision 031): its receivable units' payable amounts (after contract effects), the
 * installments outside units (boletos, Pix) and the adjustments placed in it. Sets each unblocked
 * receivable's `payment_id`, places each adjustment (a credit in the first payment on or after
 * its day, a debit taken from those payments in order, as a refund's debit is: allocate.ts) and
 * writes the CERC payout of each unit: the merchant's share into the payment plus one row per
 * effect that committed something (they add up to the unit).
 */
export function buildPayments(
  cal: SeedCalendar,
  todayIndex: number,
  drafts: readonly UnitDraft[],
  receivables: ReceivableRow[],
  activeByUnit: ReadonlyMap<number, readonly EffectRow[]>,
  adjustmentDrafts: readonly AdjustmentDraft[],
  partyOf: (merchantId: number) => MerchantParty,
): SeededPayments {
  const groups = groupByPayment(cal, drafts, receivables, partyOf);
  const units: UnitRow[] = [];
  const payments: PaymentRow[] = [];
  const paymentOfUnit = new Map<number, number>();
  for (const group of groups) {
    const paymentId = payments.length + 1;
    let amount = 0;
    for (const unit of group.units) {
      const effects = activeByUnit.get(unit.id) ?? [];
      const committed = effects.reduce((sum, e) => sum + e.committed_cents, 0);
      units.push(unitRow(unit, { paymentId, effects, committed, party: partyOf(unit.merchantId) }, cal, todayIndex));
      paymentOfUnit.set(unit.id, paymentId);
      amount += unit.amount - committed;
      for (const member of unit.members) (receivables[member] as ReceivableRow).payment_id = paymentId;
    }
    for (const index of group.direct) {
      const row = receivables[index] as ReceivableRow;
      row.payment_id = paymentId;
      amount += row.net_cents;
    }
    payments.push({
      id: paymentId,
      merchant_id: group.merchantId,
      payment_date: cal.date(group.day),
      destination: group.account.destination,
      bank_account_id: group.account.id,
      amount_cents: amount,
      receivable_unit_count: group.units.length,
      paid: group.day <= todayIndex,
    });
  }
  for (const row of receivables)
    if (!row.blocked && row.payment_id == null) throw new Error('seed: a receivable in no payment');
  units.sort((a, b) => a.id - b.id);
  const adjustments = placeAdjustments(cal, todayIndex, payments, adjustmentDrafts, partyOf);
  return {
    units,
    payments,
    cercPayments: cercPayouts(units, activeByUnit, paymentOfUnit, partyOf),
    adjustments,
  };
}

/** The payments to make, one per merchant × settlement day × destination account, in that order. */
function groupByPayment(
  cal: SeedCalendar,
  drafts: readonly UnitDraft[],
  receivables: readonly ReceivableRow[],
  partyOf: (merchantId: number) => MerchantParty,
): Group[] {
  const grouped = new Map<string, Group>();
  const groupOf = (merchantId: number, day: number, account: BankAccountRow): Group => {
    const key = `${merchantId}:${day}:${account.destination}`;
    let group = grouped.get(key);
    if (!group) {
      group = { merchantId, day, account, units: [], direct: [] };
      grouped.set(key, group);
    }
    return group;
  };
  for (const unit of drafts) {
    groupOf(unit.merchantId, unit.day, destinationOf(partyOf(unit.merchantId), unit.arrangementId)).units.push(unit);
  }
  receivables.forEach((row, index) => {
    if (row.blocked || row.receivable_unit_id !== null) return;
    const day = daysBetween(cal.first, row.settlement_date);
    groupOf(row.merchant_id, day, destinationOf(partyOf(row.merchant_id), null)).direct.push(index);
  });
  return [...grouped.values()].sort(
    (a, b) =>
      a.merchantId - b.merchantId || a.day - b.day || a.account.destination.localeCompare(b.account.destination),
  );
}

/** What a unit's payout needs besides the unit: its payment, the effects on it and what they took. */
interface UnitPayout {
  paymentId: number;
  effects: readonly EffectRow[];
  committed: number;
  party: MerchantParty;
}

function unitRow(
  unit: UnitDraft,
  { paymentId, effects, committed, party }: UnitPayout,
  cal: SeedCalendar,
  todayIndex: number,
): UnitRow {
  // A transfer of ownership makes the beneficiary the UR's holder; the merchant stays the receiving end user.
  const transfer = effects.find((e) => e.effect_type === 1);
  return {
    id: unit.id,
    merchant_id: unit.merchantId,
    payment_id: paymentId,
    arrangement_id: unit.arrangementId,
    dt_liquidation: cal.date(unit.day),
    holder_document: transfer?.beneficiary_doc ?? party.document,
    receiving_end_user_document: party.document,
    amount_cents: unit.amount,
    committed_cents: committed,
    payable_cents: unit.amount - committed,
    installment_count: unit.members.length,
    paid: unit.day <= todayIndex,
    contract_effect: effects.length > 0,
    financier: effects[0]?.beneficiary_name ?? null,
  };
}

/**
 * Each adjustment in the merchant's payments (bank account first) dated on or after its day: a
 * credit in the first, a debit taken from them in date order (allocateDebit, the refunds' rule),
 * a part per payment it touches; a day with none gets a payment of its own, on the bank day on
 * or after it. Adds them to the payments' amounts; ids follow date order.
 */
function placeAdjustments(
  cal: SeedCalendar,
  todayIndex: number,
  payments: PaymentRow[],
  drafts: readonly AdjustmentDraft[],
  partyOf: (merchantId: number) => MerchantParty,
): AdjustmentRow[] {
  const byMerchant = new Map<number, PaymentRow[]>();
  for (const p of payments) byMerchant.set(p.merchant_id, [...(byMerchant.get(p.merchant_id) ?? []), p]);
  const order = (a: PaymentRow, b: PaymentRow) =>
    a.payment_date.localeCompare(b.payment_date) || a.destination.localeCompare(b.destination);
  const placed: Omit<AdjustmentRow, 'id'>[] = [];
  for (const draft of drafts) {
    const mine = byMerchant.get(draft.merchant_id) ?? [];
    let from = mine.filter((p) => p.payment_date >= draft.adjustment_date).sort(order);
    if (from.length === 0) {
      const account = destinationOf(partyOf(draft.merchant_id), null);
      // A payout into the account happens on a bank day only.
      const day = cal.bankDay(daysBetween(cal.first, draft.adjustment_date));
      const created: PaymentRow = {
        id: payments.length + 1,
        merchant_id: draft.merchant_id,
        payment_date: cal.date(day),
        destination: account.destination,
        bank_account_id: account.id,
        amount_cents: 0,
        receivable_unit_count: 0,
        paid: day <= todayIndex,
      };
      payments.push(created);
      mine.push(created);
      byMerchant.set(draft.merchant_id, mine);
      from = [created];
    }
    const parts =
      draft.amount_cents >= 0
        ? [{ paymentId: (from[0] as PaymentRow).id, amount: -draft.amount_cents }]
        : allocateDebit(
            from.map((p) => ({ id: p.id, date: p.payment_date, amount: p.amount_cents })),
            -draft.amount_cents,
          );
    parts.forEach((part, i) => {
      const payment = payments[part.paymentId - 1] as PaymentRow;
      payment.amount_cents -= part.amount;
      placed.push({
        ...draft,
        description:
          parts.length === 1 ? draft.description : `${draft.description} (parte ${i + 1} de ${parts.length})`,
        // A part lands on its payment's day.
        adjustment_date: parts.length === 1 ? draft.adjustment_date : payment.payment_date,
        amount_cents: -part.amount,
        payment_id: part.paymentId,
        refund_id: null,
      });
    });
  }
  placed.sort((a, b) => a.adjustment_date.localeCompare(b.adjustment_date) || a.merchant_id - b.merchant_id);
  return placed.map((row, i) => ({ id: i + 1, ...row }));
}

function cercPayouts(
  units: readonly UnitRow[],
  activeByUnit: ReadonlyMap<number, readonly EffectRow[]>,
  paymentOfUnit: ReadonlyMap<number, number>,
  partyOf: (merchantId: number) => MerchantParty,
): CercPaymentRow[] {
  const rows: CercPaymentRow[] = [];
  const push = (
    unit: UnitRow,
    row: Pick<
      CercPaymentRow,
      'payment_id' | 'contract_effect_id' | 'recipient_document' | 'recipient_name' | 'amount_cents'
    >,
  ) =>
    rows.push({
      id: rows.length + 1,
      merchant_id: unit.merchant_id,
      receivable_unit_id: unit.id,
      payment_date: unit.dt_liquidation,
      paid: unit.paid,
      ...row,
    });
  for (const unit of units) {
    const party = partyOf(unit.merchant_id);
    if (unit.payable_cents > 0) {
      const paymentId = paymentOfUnit.get(unit.id) ?? null;
      push(unit, {
        payment_id: paymentId,
        contract_effect_id: null,
        recipient_document: party.document,
        recipient_name: party.name,
        amount_cents: unit.payable_cents,
      });
    }
    for (const effect of activeByUnit.get(unit.id) ?? []) {
      if (effect.committed_cents === 0) continue;
      push(unit, {
        payment_id: null,
        contract_effect_id: effect.id ?? null,
        recipient_document: effect.beneficiary_doc,
        recipient_name: effect.beneficiary_name,
        amount_cents: effect.committed_cents,
      });
    }
  }
  return rows;
}
