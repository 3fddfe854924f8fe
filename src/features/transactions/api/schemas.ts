import * as v from 'valibot';
import { CardBrandSchema, ChannelSchema } from '@/api/lookups';
import { CentsSchema } from '@/api/money';
import { listPageSchema } from '@/api/paging';
import { ReceivableSchema } from '@contract/shapes/receivable';

/** Shapes of docs/api.md "Transactions"; amounts in integer cents, `mdr` a percentage. */

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
  amount: CentsSchema,
  mdr: v.number(),
  mdr_amount: CentsSchema,
  net_amount: CentsSchema,
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

export const TransactionListSchema = listPageSchema(TransactionSchema);
export type TransactionList = v.InferOutput<typeof TransactionListSchema>;

export const TransactionDetailSchema = v.object({
  ...TransactionSchema.entries,
  /** Its installments as the statement lists them. */
  receivables: v.array(ReceivableSchema),
});
export type TransactionDetail = v.InferOutput<typeof TransactionDetailSchema>;
