import { maskedCard, type TransactionRecord } from '../../db/queries/transactions.ts';
import { appNameOf, cardBrandOf, channelOf, operationOf } from '../../db/queries/labels.ts';
import { toZonedIso } from '../../domain/zone.ts';

/**
 * A sale as docs/api.md shows it (amounts in cents, mdr as a percentage with 2 decimals), with
 * what its refunds gave back when the list or the detail read it (issue 23).
 */
export function transactionView(row: TransactionRecord & { refunded_cents?: number }) {
  return {
    transaction_id: row.transaction_id,
    payment_date: toZonedIso(row.payment_date),
    status: row.status,
    amount: row.amount_cents,
    mdr: row.mdr_bp / 100,
    mdr_amount: row.mdr_cents,
    net_amount: row.net_cents,
    qt_installment: row.qt_installment,
    nsu: row.nsu,
    nsu_acquirer: row.nsu_acquirer,
    authorization_number: row.authorization_number,
    terminal: row.terminal_id,
    serial_number: row.serial_number,
    channel: channelOf(row.channel_id),
    operation: operationOf(row.operation_id),
    card_brand: cardBrandOf(row.card_brand_id),
    card_input_method: row.card_input_method,
    card_bin: row.card_bin,
    card_last4: row.card_last4,
    card_number: maskedCard(row),
    ecommerce_order: row.ecommerce_order,
    ecommerce_customer: row.ecommerce_customer,
    bank_billet_id: row.bank_billet_id,
    app_code: row.app_code,
    app_name: appNameOf(row.app_code),
    pre_paid_card: row.pre_paid_card,
    sales_plan_id: row.sales_plan_id,
    ...(row.refunded_cents === undefined ? {} : { refunded_amount: row.refunded_cents }),
  };
}
