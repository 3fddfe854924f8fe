import * as v from 'valibot';
import { need, shape, spec } from '../shape.ts';
import { CardBrandSchema } from './card-brand.ts';
import { Cents, Count, RowId } from './numbers.ts';

/**
 * A financial receivable: one installment of a confirmed sale, settled on its own date and
 * grouped into a receivable unit (docs/api.md "Financial receivables"). The same row comes back
 * on five calls: the statement, a sale's receivables, a unit's, a CERC payout's and a payment's
 * installments; one declaration keeps them alike.
 *
 * Required: requirements §3's fields of the financial receivable, and the settlement day and amounts
 * every screen that lists them shows and sums. Optional: the sale's details the statement offers
 * as extra columns ('—' without them).
 */
const SETTLEMENT = 'the day it is paid: the heading of its card and of a unit’s installments';
const AMOUNTS = 'the gross, MDR and net amounts every list of installments shows';

const ChannelSchema = shape({ id: spec(RowId), channel_name: spec(v.string()) });
const OperationSchema = shape({ id: spec(RowId), operation_name: spec(v.string()) });
export const ReceivableSchema = shape(
  {
    /** The financial code: transaction_id × 100 + n_installment. */
    id: spec(RowId),
    transaction_id: spec(RowId),
    n_installment: spec(Count),
    qt_installment: spec(Count),
    settlement_date: need(v.string(), SETTLEMENT),
    gross_amount: need(Cents, AMOUNTS),
    mdr_amount: need(Cents, AMOUNTS),
    net_amount: need(Cents, AMOUNTS),
    channel: spec(ChannelSchema),
    operation: spec(OperationSchema),
    card_brand: spec(v.nullable(CardBrandSchema)),
    app_code: spec(v.nullable(v.string())),
    bank_billet_id: spec(v.nullable(RowId)),
    pre_paid_card: spec(v.nullable(v.boolean())),
    paid: spec(v.boolean()),
    anticipation: spec(v.boolean()),
    blocked: spec(v.boolean()),
    block_type: spec(v.nullable(RowId)),
  },
  {
    transaction_date: v.string(),
    /** The scheduled day of an anticipated receivable. */
    original_date: v.nullable(v.string()),
    /** The whole sale's amount, not this installment's. */
    transaction_amount: Cents,
    /** Null for billets, which have no card arrangement. */
    arrangement_id: v.nullable(RowId),
    arrangement_code: v.nullable(v.string()),
    nsu: v.nullable(v.string()),
    authorization_number: v.nullable(v.string()),
    block_type_label: v.nullable(v.string()),
    /** Blocked receivables belong to no unit. */
    receivable_unit_id: v.nullable(RowId),
  },
);
export type Receivable = v.InferOutput<typeof ReceivableSchema>;

/** Over every receivable of the filter (or unit, or payment), not only the page. */
const ReceivableSumSchema = shape({
  gross_amount: need(Cents, 'the gross total over the whole filter, not the page'),
  mdr_amount: need(Cents, 'the MDR total over the whole filter'),
  net_amount: need(Cents, 'the net total: what a unit or a payment adds up to'),
});
export type ReceivableSum = v.InferOutput<typeof ReceivableSumSchema>;

/** `{ data, total, sum }` (requirements §3): the statement, a unit's, a payout's and a payment's installments. */
export const ReceivablePageSchema = shape({
  data: spec(v.array(ReceivableSchema)),
  total: spec(Count),
  sum: spec(ReceivableSumSchema),
});
export type ReceivablePage = v.InferOutput<typeof ReceivablePageSchema>;
