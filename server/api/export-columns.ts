import { billetStatusLabel } from '../../contract/codes/billets.ts';
import { cardBrandLabel } from '../../contract/labels.ts';
import { TRANSACTION_FIELD_LABELS as L } from '../../contract/transaction-labels.ts';
import { CARD_INPUT_METHOD_LABELS, transactionStatusLabel } from '../../contract/codes/transactions.ts';
import type { billet, card_transaction } from '../db/schema/index.ts';
import { appNameOf, cardBrandOf, channelOf, operationOf } from '../db/queries/labels.ts';
import type { ReceivableExportRecord } from '../db/queries/receivables.ts';
import { maskedCard } from '../db/queries/transactions.ts';
import { arrangementCode, blockTypeLabel } from '../../contract/receivable-codes.ts';
import type { ExportColumn } from '../export/index.ts';

/** The columns of the CSV/XLSX exports: pt-BR headers, read from the raw database rows. */

type Transaction = typeof card_transaction.$inferSelect;
/** A sale as the export reads it: with Σ of its refunds where the backend offers refunds. */
type ExportedTransaction = Transaction & { refunded_cents?: number };

/** A brand as the screens write it ('Mastercard'), not as the lookup row holds it ('MASTERCARD'). */
const brandLabelOf = (id: number | null) => {
  const brand = cardBrandOf(id);
  return brand ? cardBrandLabel(brand.brand_name) : null;
};

const saleColumns: ExportColumn<ExportedTransaction>[] = [
  { header: L.transaction_id, type: 'integer', value: (t) => t.transaction_id },
  { header: L.payment_date, type: 'datetime', value: (t) => t.payment_date },
  { header: L.status, type: 'text', value: (t) => transactionStatusLabel(t.status) },
  { header: L.amount, type: 'money', value: (t) => t.amount_cents },
  { header: L.mdr, type: 'percent', value: (t) => t.mdr_bp / 100 },
  { header: L.mdr_amount, type: 'money', value: (t) => t.mdr_cents },
  { header: L.net_amount, type: 'money', value: (t) => t.net_cents },
  { header: L.qt_installment, type: 'integer', value: (t) => t.qt_installment },
  { header: L.operation, type: 'text', value: (t) => operationOf(t.operation_id).operation_name },
  { header: L.card_brand, type: 'text', value: (t) => brandLabelOf(t.card_brand_id) },
  { header: L.channel, type: 'text', value: (t) => channelOf(t.channel_id).channel_name },
  { header: L.nsu, type: 'text', value: (t) => t.nsu },
  { header: L.nsu_acquirer, type: 'text', value: (t) => t.nsu_acquirer },
  { header: L.authorization_number, type: 'text', value: (t) => t.authorization_number },
  { header: L.terminal, type: 'integer', value: (t) => t.terminal_id },
  { header: L.serial_number, type: 'text', value: (t) => t.serial_number },
  { header: L.card_number, type: 'text', value: maskedCard },
  {
    header: L.card_input_method,
    type: 'text',
    value: (t) =>
      t.card_input_method === null ? null : (CARD_INPUT_METHOD_LABELS[t.card_input_method] ?? t.card_input_method),
  },
  { header: L.ecommerce_order, type: 'text', value: (t) => t.ecommerce_order },
  { header: L.ecommerce_customer, type: 'text', value: (t) => t.ecommerce_customer },
  { header: L.bank_billet_id, type: 'integer', value: (t) => t.bank_billet_id },
  { header: L.app_name, type: 'text', value: (t) => appNameOf(t.app_code) },
  { header: L.pre_paid_card, type: 'boolean', value: (t) => t.pre_paid_card },
];

/**
 * The sales export's columns. With refunds (issue 23) a 'Valor estornado' follows the net: a
 * partly refunded sale is still 'Confirmada', and the sheet must not count it whole.
 */
export function transactionColumns(refunds: boolean): ExportColumn<ExportedTransaction>[] {
  if (!refunds) return saleColumns;
  const at = saleColumns.findIndex((column) => column.header === L.net_amount) + 1;
  const refunded: ExportColumn<ExportedTransaction> = {
    header: L.refunded_amount,
    type: 'money',
    value: (t) => t.refunded_cents ?? 0,
  };
  return [...saleColumns.slice(0, at), refunded, ...saleColumns.slice(at)];
}

export const receivableColumns: ExportColumn<ReceivableExportRecord>[] = [
  { header: 'Cód. financeiro', type: 'integer', value: (r) => r.id },
  { header: L.transaction_id, type: 'integer', value: (r) => r.transaction_id },
  { header: 'Parcela', type: 'integer', value: (r) => r.n_installment },
  { header: 'Parcelas', type: 'integer', value: (r) => r.qt_installment },
  { header: 'Data da venda', type: 'date', value: (r) => r.transaction_date },
  { header: 'Data de liquidação', type: 'date', value: (r) => r.settlement_date },
  { header: 'Data prevista original', type: 'date', value: (r) => r.original_date },
  { header: 'Valor da venda', type: 'money', value: (r) => r.transaction_amount_cents },
  { header: 'Valor bruto', type: 'money', value: (r) => r.gross_cents },
  { header: 'Valor MDR', type: 'money', value: (r) => r.mdr_cents },
  { header: 'Valor líquido', type: 'money', value: (r) => r.net_cents },
  { header: 'Canal', type: 'text', value: (r) => channelOf(r.channel_id).channel_name },
  { header: 'Operação', type: 'text', value: (r) => operationOf(r.operation_id).operation_name },
  { header: 'Bandeira', type: 'text', value: (r) => brandLabelOf(r.card_brand_id) },
  { header: 'Arranjo', type: 'text', value: (r) => arrangementCode(r.arrangement_id) },
  { header: 'NSU', type: 'text', value: (r) => r.nsu },
  { header: 'Autorização', type: 'text', value: (r) => r.authorization_number },
  { header: 'Aplicativo', type: 'text', value: (r) => appNameOf(r.app_code) },
  { header: 'Boleto', type: 'integer', value: (r) => r.bank_billet_id },
  { header: 'Cartão pré-pago', type: 'boolean', value: (r) => r.pre_paid_card },
  { header: 'Pago', type: 'boolean', value: (r) => r.paid },
  { header: 'Antecipado', type: 'boolean', value: (r) => r.anticipation },
  { header: 'Bloqueado', type: 'boolean', value: (r) => r.blocked },
  { header: 'Motivo do bloqueio', type: 'text', value: (r) => blockTypeLabel(r.block_type) },
  { header: 'Unidade de recebível', type: 'integer', value: (r) => r.receivable_unit_id },
];

type Billet = typeof billet.$inferSelect;

export const billetColumns: ExportColumn<Billet>[] = [
  { header: 'Cód. boleto', type: 'integer', value: (b) => b.id },
  { header: 'Nosso número', type: 'text', value: (b) => b.our_number },
  { header: 'Código externo', type: 'text', value: (b) => b.external_id },
  { header: 'Status', type: 'text', value: (b) => billetStatusLabel(b.status) },
  { header: 'Vencimento', type: 'date', value: (b) => b.due_date },
  { header: 'Valor', type: 'money', value: (b) => b.value_cents },
  { header: 'Pagador', type: 'text', value: (b) => b.payer_name },
  { header: 'CPF/CNPJ do pagador', type: 'text', value: (b) => b.payer_document },
  { header: 'E-mail do pagador', type: 'text', value: (b) => b.payer_email },
  { header: 'Data de pagamento', type: 'date', value: (b) => b.liquidation_date },
  { header: 'Valor pago', type: 'money', value: (b) => b.paid_cents },
  { header: 'Linha digitável', type: 'text', value: (b) => b.digitable_line },
  { header: 'Criado em', type: 'datetime', value: (b) => b.created_at },
];
