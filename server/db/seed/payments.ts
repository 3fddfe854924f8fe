import type { cerc_ur_payment, merchant_bank_account, payment, receivable_unit } from '../schema/index.ts';
import type { SeedCalendar } from './calendar.ts';
import type { EffectRow } from './contract-effects.ts';
import type { UnitDraft } from './receivables.ts';

type PaymentRow = typeof payment.$inferInsert;
type UnitRow = typeof receivable_unit.$inferInsert;
type CercPaymentRow = typeof cerc_ur_payment.$inferInsert;
type BankAccountRow = typeof merchant_bank_account.$inferInsert;

/** Debit arrangements (MCD, VCD, ECD): they go to the digital account when the merchant has one. */
const DEBIT_ARRANGEMENTS = new Set([1, 3, 5]);

export interface MerchantParty {
  document: string;
  name: string;
  accounts: readonly BankAccountRow[];
}

export interface SeededPayments {
  units: UnitRow[];
  payments: PaymentRow[];
  cercPayments: CercPaymentRow[];
}

function destinationOf(party: MerchantParty, arrangementId: number): BankAccountRow {
  const byDestination = (d: string) => party.accounts.find((a) => a.destination === d);
  const account =
    (DEBIT_ARRANGEMENTS.has(arrangementId) ? byDestination('D') : undefined) ?? byDestination('B') ?? party.accounts[0];
  if (!account) throw new Error('seed: a merchant with receivables needs a bank account');
  return account;
}

/**
 * Receivable unit rows, one payment per merchant × settlement day × destination account
 * (amount = Σ payable of its URs) and the CERC payout of each UR: the merchant's payable share
 * into that payment plus one row per effect that committed something (they add up to the UR).
 */
export function buildPayments(
  cal: SeedCalendar,
  todayIndex: number,
  drafts: readonly UnitDraft[],
  activeByUnit: ReadonlyMap<number, readonly EffectRow[]>,
  partyOf: (merchantId: number) => MerchantParty,
): SeededPayments {
  const grouped = new Map<string, { merchantId: number; day: number; account: BankAccountRow; units: UnitDraft[] }>();
  for (const unit of drafts) {
    const account = destinationOf(partyOf(unit.merchantId), unit.arrangementId);
    const key = `${unit.merchantId}:${unit.day}:${account.destination}`;
    const group = grouped.get(key) ?? { merchantId: unit.merchantId, day: unit.day, account, units: [] };
    group.units.push(unit);
    grouped.set(key, group);
  }
  const groups = [...grouped.values()].sort(
    (a, b) =>
      a.merchantId - b.merchantId || a.day - b.day || a.account.destination.localeCompare(b.account.destination),
  );

  const units: UnitRow[] = [];
  const payments: PaymentRow[] = [];
  const paymentOfUnit = new Map<number, number>();
  for (const group of groups) {
    const paymentId = payments.length + 1;
    let amount = 0;
    for (const unit of group.units) {
      const effects = activeByUnit.get(unit.id) ?? [];
      const committed = effects.reduce((sum, e) => sum + e.committed_cents, 0);
      const party = partyOf(unit.merchantId);
      // A transfer of ownership makes the beneficiary the UR's holder; the merchant stays the receiving end user.
      const transfer = effects.find((e) => e.effect_type === 1);
      units.push({
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
      });
      paymentOfUnit.set(unit.id, paymentId);
      amount += unit.amount - committed;
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
  units.sort((a, b) => a.id - b.id);
  return { units, payments, cercPayments: cercPayouts(units, activeByUnit, paymentOfUnit, partyOf) };
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
