import { arrangementCode } from '../../../contract/receivable-codes.ts';
import type { CercPaymentDetailRecord, CercPaymentRecord, CercUnitRecord } from '../../db/queries/cerc.ts';
import { ACCREDITOR } from '../../domain/receivable-codes.ts';
import { effectView } from './contract-effects.ts';
import { paymentView } from './payments.ts';
import { unitView } from './receivable-units.ts';

/** A payout of a receivable unit as the API answers it (contract/receivable-units.ts). */
export function cercPaymentView(row: CercPaymentRecord, arrangementId: number) {
  return {
    id: row.id,
    receivable_unit_id: row.receivable_unit_id,
    arrangement_id: arrangementId,
    arrangement_code: arrangementCode(arrangementId),
    payment_id: row.payment_id,
    contract_effect_id: row.contract_effect_id,
    recipient_type: row.contract_effect_id === null ? ('MERCHANT' as const) : ('BENEFICIARY' as const),
    recipient_document: row.recipient_document,
    recipient_name: row.recipient_name,
    amount: row.amount_cents,
    payment_date: row.payment_date,
    paid: row.paid,
  };
}

/** A payout with its unit, the effect it pays (a beneficiary's share) or the merchant's payment. */
export function cercPaymentDetailView({ row, arrangement_id, unit, payment, effect }: CercPaymentDetailRecord) {
  return {
    ...cercPaymentView(row, arrangement_id),
    receivable_unit: unit ? unitView(unit) : null,
    payment: payment ? paymentView(payment) : null,
    contract_effect: effect ? effectView(effect, arrangement_id) : null,
  };
}

/**
 * A receivable unit as registered at CERC: its key, the accreditor, the constituted, committed
 * and free amounts, the effects in force by priority and how it is paid out.
 */
export function cercUnitView({ unit, effects, payouts }: CercUnitRecord) {
  const code = arrangementCode(unit.arrangement_id);
  return {
    receivable_unit_id: unit.id,
    // CERC identifies a UR by accreditor, receiving document, arrangement and settlement date.
    ur_key: [ACCREDITOR.document, unit.receiving_end_user_document, code, unit.dt_liquidation].join('|'),
    accreditor_document: ACCREDITOR.document,
    accreditor_name: ACCREDITOR.name,
    arrangement_id: unit.arrangement_id,
    arrangement_code: code,
    dt_liquidation: unit.dt_liquidation,
    holder_document: unit.holder_document,
    receiving_end_user_document: unit.receiving_end_user_document,
    constituted_amount: unit.amount_cents,
    committed_amount: unit.committed_cents,
    free_amount: unit.payable_cents,
    paid: unit.paid,
    contract_effects: effects.map((e) => effectView(e, unit.arrangement_id)),
    payments: payouts.map((p) => cercPaymentView(p, unit.arrangement_id)),
  };
}
