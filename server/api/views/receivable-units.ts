import { arrangementCode } from '../../../contract/receivable-codes.ts';
import type { UnitDetailRecord, UnitRecord } from '../../db/queries/receivable-units.ts';
import { effectView } from './contract-effects.ts';
import { paymentView } from './payments.ts';

/** A receivable unit as the API answers it (contract/receivable-units.ts). */
export function unitView(row: UnitRecord) {
  return {
    receivable_unit_id: row.id,
    payment_id: row.payment_id,
    arrangement_id: row.arrangement_id,
    arrangement_code: arrangementCode(row.arrangement_id),
    dt_liquidation: row.dt_liquidation,
    holder_document: row.holder_document,
    receiving_end_user_document: row.receiving_end_user_document,
    amount: row.amount_cents,
    committed_amount: row.committed_cents,
    payable_amount: row.payable_cents,
    installment_count: row.installment_count,
    paid: row.paid,
    contract_effect: row.contract_effect,
    financier: row.financier,
  };
}

/** A unit with its payment and every effect registered on it (deprecated versions included). */
export function unitDetailView({ row, payment, effects }: UnitDetailRecord) {
  return {
    ...unitView(row),
    payment: payment ? paymentView(payment) : null,
    contract_effects: effects.map(({ effect, arrangement_id }) => effectView(effect, arrangement_id)),
  };
}
