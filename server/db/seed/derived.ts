import type { SeedTable } from './index.ts';
import * as t from '../schema/index.ts';
import { addMonths, daysBetween } from '../../domain/zone.ts';
import { buildAdjustments } from './adjustments.ts';
import { SeedCalendar } from './calendar.ts';
import { buildContractEffects } from './contract-effects.ts';
import { DOCUMENT_TYPE } from '../../domain/codes.ts';
import type { MerchantRows } from './merchants.ts';
import { buildPayments, type MerchantParty } from './payments.ts';
import { buildLedger } from './ledger.ts';
import { buildReceivables } from './receivables.ts';
import type { TransactionRow } from './sales.ts';
import type { SeedTerminal } from './terminals.ts';

/**
 * Everything settlement derives from the sales: receivables, receivable units, contract effects,
 * payments, CERC payouts and manual adjustments (docs/decisions/008-receivables-model.md), in
 * load order. Pure, like the rest of the seed.
 */
export function deriveSettlement(
  today: string,
  sales: readonly TransactionRow[],
  merchants: MerchantRows,
  terminals: readonly SeedTerminal[],
): SeedTable[] {
  // A month before the first sale: every sale's day and every settlement day (up to a year
  // ahead) get a day number.
  const cal = new SeedCalendar(addMonths(today, -14));
  const todayIndex = daysBetween(cal.first, today);
  const parties = new Map<number, MerchantParty>(
    merchants.merchants.map((m) => {
      const cnpj = merchants.documents.find((d) => d.merchant_id === m.id && d.document_type_id === DOCUMENT_TYPE.CNPJ);
      if (!cnpj) throw new Error(`seed: merchant ${m.id} has no CNPJ to receive with`);
      const accounts = merchants.bankAccounts.filter((a) => a.merchant_id === m.id);
      return [m.id, { document: cnpj.value, name: m.merchant_name, accounts }];
    }),
  );
  const partyOf = (merchantId: number): MerchantParty => {
    const party = parties.get(merchantId);
    if (!party) throw new Error(`seed: unknown merchant ${merchantId}`);
    return party;
  };

  const receivables = buildReceivables(cal, todayIndex, sales);
  const effects = buildContractEffects(cal, todayIndex, receivables.units, (id) => partyOf(id).document);
  const active = (merchantId: number) =>
    terminals.filter((x) => x.row.merchant_id === merchantId && x.row.status === 'ACTIVE').length;
  const adjustments = buildAdjustments(cal, todayIndex, receivables.rows, active);
  const settled = buildPayments(
    cal,
    todayIndex,
    receivables.units,
    receivables.rows,
    effects.activeByUnit,
    adjustments,
    partyOf,
  );
  const paymentOfUnit = new Map(settled.units.map((u) => [u.id as number, u.payment_id]));
  const ledger = buildLedger(
    sales,
    receivables.rows,
    effects.rows,
    (unitId) => paymentOfUnit.get(unitId) ?? 0,
    settled.adjustments,
    settled.payments,
  );
  return [
    { table: t.payment, rows: settled.payments },
    { table: t.receivable_unit, rows: settled.units },
    { table: t.financial_receivable, rows: receivables.rows },
    { table: t.contract_effect, rows: effects.rows },
    { table: t.cerc_ur_payment, rows: settled.cercPayments },
    { table: t.manual_adjustment, rows: settled.adjustments },
    { table: t.ledger_entry, rows: ledger.entries },
    { table: t.ledger_line, rows: ledger.lines },
  ];
}
