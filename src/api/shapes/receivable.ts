import * as v from 'valibot';
import { CardBrandSchema, ChannelSchema } from '../lookups';
import { CentsSchema } from '../money';
import { CountSchema } from '../paging';

/**
 * A financial receivable: one installment of a confirmed sale, settled on its own date and
 * grouped into a receivable unit (docs/api.md "Financial receivables").
 *
 * Shared: the statement lists these rows, and the same rows come back as a sale's receivables,
 * a unit's installments and a payment's installments. One schema for the contract's row, so a
 * field added or renamed on the server shows up in one place; a screen reads the part it needs.
 */
export const ReceivableSchema = v.object({
  /** The financial code: transaction_id × 100 + n_installment. */
  id: v.number(),
  transaction_id: v.number(),
  n_installment: v.number(),
  qt_installment: v.number(),
  transaction_date: v.string(),
  /** The scheduled day of an anticipated receivable. */
  original_date: v.nullable(v.string()),
  settlement_date: v.string(),
  gross_amount: CentsSchema,
  mdr_amount: CentsSchema,
  net_amount: CentsSchema,
  /** The whole sale's amount, not this installment's. */
  transaction_amount: CentsSchema,
  channel: ChannelSchema,
  operation: v.object({ id: v.number(), operation_name: v.string() }),
  card_brand: v.nullable(CardBrandSchema),
  /** Null for billets, which have no card arrangement. */
  arrangement_id: v.nullable(v.number()),
  arrangement_code: v.nullable(v.string()),
  nsu: v.nullable(v.string()),
  authorization_number: v.nullable(v.string()),
  app_code: v.nullable(v.string()),
  bank_billet_id: v.nullable(v.number()),
  pre_paid_card: v.nullable(v.boolean()),
  paid: v.boolean(),
  anticipation: v.boolean(),
  blocked: v.boolean(),
  block_type: v.nullable(v.number()),
  block_type_label: v.nullable(v.string()),
  /** Blocked receivables belong to no unit. */
  receivable_unit_id: v.nullable(v.number()),
});
export type Receivable = v.InferOutput<typeof ReceivableSchema>;

/** Over every receivable of the filter (or unit, or payment), not only the page. */
export const ReceivableSumSchema = v.object({
  gross_amount: CentsSchema,
  mdr_amount: CentsSchema,
  net_amount: CentsSchema,
});
export type ReceivableSum = v.InferOutput<typeof ReceivableSumSchema>;

/** `{ data, total, sum }`: the statement, a unit's and a payment's installments. */
export const ReceivablePageSchema = v.object({
  data: v.array(ReceivableSchema),
  total: CountSchema,
  sum: ReceivableSumSchema,
});
export type ReceivablePage = v.InferOutput<typeof ReceivablePageSchema>;
