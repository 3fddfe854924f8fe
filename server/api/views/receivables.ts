import { arrangementCode, blockTypeLabel } from '../../../contract/receivable-codes.ts';
import type { ReceivableRecord } from '../../db/queries/receivables.ts';
import { cardBrandOf, channelOf, operationOf } from '../../db/queries/labels.ts';

/** The sale's NSU and authorization, for reconciling a statement line. */
export type SaleKeys = { nsu: string | null; authorization_number: string | null };

/** A receivable (an installment of a sale) as the API answers it (contract/financial.ts). */
export function receivableView(row: ReceivableRecord, sale: SaleKeys | null) {
  return {
    id: row.id,
    transaction_id: row.transaction_id,
    n_installment: row.n_installment,
    qt_installment: row.qt_installment,
    transaction_date: row.transaction_date,
    original_date: row.original_date,
    settlement_date: row.settlement_date,
    gross_amount: row.gross_cents,
    mdr_amount: row.mdr_cents,
    net_amount: row.net_cents,
    transaction_amount: row.transaction_amount_cents,
    channel: channelOf(row.channel_id),
    operation: operationOf(row.operation_id),
    card_brand: cardBrandOf(row.card_brand_id),
    arrangement_id: row.arrangement_id,
    arrangement_code: arrangementCode(row.arrangement_id),
    nsu: sale?.nsu ?? null,
    authorization_number: sale?.authorization_number ?? null,
    app_code: row.app_code,
    bank_billet_id: row.bank_billet_id,
    pre_paid_card: row.pre_paid_card,
    paid: row.paid,
    anticipation: row.anticipation,
    blocked: row.blocked,
    block_type: row.block_type,
    block_type_label: blockTypeLabel(row.block_type),
    receivable_unit_id: row.receivable_unit_id,
  };
}
