import * as v from 'valibot';
import { CardBrandSchema, ChannelSchema } from '@/api/lookups';

/** Shapes of docs/api.md "Transactions"; amounts in integer cents, `mdr` a percentage. */

const Cents = v.pipe(v.number(), v.integer());
const OperationRefSchema = v.object({ id: v.number(), operation_name: v.string() });

export const TRANSACTION_STATUSES = [
  'CONFIRMED',
  'CANCELLED',
  'DENIED',
  'PENDING',
  'IN_ANALISYS',
  'PRE_AUTHORIZED',
  'PARTIAL_CAPTURED',
] as const;

export const TransactionSchema = v.object({
  transaction_id: v.number(),
  payment_date: v.string(),
  // Free text: a status added by the acquirer must not break the whole list (it shows as sent).
  status: v.string(),
  amount: Cents,
  mdr: v.number(),
  mdr_amount: Cents,
  net_amount: Cents,
  qt_installment: v.number(),
  nsu: v.nullable(v.string()),
  nsu_acquirer: v.nullable(v.string()),
  authorization_number: v.nullable(v.string()),
  terminal: v.nullable(v.number()),
  serial_number: v.nullable(v.string()),
  channel: ChannelSchema,
  operation: OperationRefSchema,
  card_brand: v.nullable(CardBrandSchema),
  card_input_method: v.nullable(v.string()),
  card_number: v.nullable(v.string()),
  ecommerce_order: v.nullable(v.string()),
  ecommerce_customer: v.nullable(v.string()),
  bank_billet_id: v.nullable(v.number()),
  app_code: v.nullable(v.string()),
  app_name: v.nullable(v.string()),
  pre_paid_card: v.nullable(v.boolean()),
});
export type Transaction = v.InferOutput<typeof TransactionSchema>;

export const TransactionListSchema = v.object({ data: v.array(TransactionSchema), total: v.number() });
export type TransactionList = v.InferOutput<typeof TransactionListSchema>;

/** The part of a receivable the sale's detail shows (the statement has the full row). */
export const SaleReceivableSchema = v.object({
  id: v.number(),
  n_installment: v.number(),
  qt_installment: v.number(),
  settlement_date: v.string(),
  original_date: v.nullable(v.string()),
  gross_amount: Cents,
  mdr_amount: Cents,
  net_amount: Cents,
  paid: v.boolean(),
  anticipation: v.boolean(),
  blocked: v.boolean(),
  block_type_label: v.nullable(v.string()),
});
export type SaleReceivable = v.InferOutput<typeof SaleReceivableSchema>;

export const TransactionDetailSchema = v.object({
  ...TransactionSchema.entries,
  receivables: v.array(SaleReceivableSchema),
});
export type TransactionDetail = v.InferOutput<typeof TransactionDetailSchema>;
