import * as v from 'valibot';
import { need, shape, spec } from '../shape.ts';
import { Cents, Count, RowId } from './numbers.ts';

/**
 * A receivable unit (UR, CERC sense): the receivables of one receiving document, one arrangement
 * and one settlement date. `amount` is net of MDR (Σ of its installments' net amounts); contract
 * effects take `committed_amount` of it and the merchant receives `payable_amount`.
 *
 * The same row comes back on the units list and detail, a payment's and a future day's units, a
 * contract effect's and a CERC payout's detail (docs/api.md "Receivable units").
 */
const FIGURES = 'the unit’s figures: what it is worth, what effects take, what the merchant receives';

export const ReceivableUnitSchema = shape(
  {
    receivable_unit_id: spec(RowId),
    payment_id: spec(RowId),
    /** Its label is derived from the id when `arrangement_code` is missing. */
    arrangement_id: spec(v.nullable(RowId)),
    /** 'YYYY-MM-DD', the settlement (liquidação) date. */
    dt_liquidation: spec(v.string()),
    /** CPF/CNPJ unformatted; a CNPJ may be alphanumeric. */
    holder_document: spec(v.string()),
    receiving_end_user_document: spec(v.string()),
    amount: need(Cents, FIGURES),
    committed_amount: need(Cents, FIGURES),
    payable_amount: need(Cents, FIGURES),
    paid: spec(v.boolean()),
    /** An effect in force takes part of the unit. */
    contract_effect: spec(v.boolean()),
    /** Beneficiary of the first effect by priority. */
    financier: spec(v.nullable(v.string())),
  },
  { arrangement_code: v.nullable(v.string()), installment_count: Count },
);
export type ReceivableUnit = v.InferOutput<typeof ReceivableUnitSchema>;

export const ReceivableUnitPageSchema = shape({
  data: need(v.array(ReceivableUnitSchema), 'the page’s units'),
  total: need(Count, 'how many units the filter finds: the count and the pages'),
});
export type ReceivableUnitPage = v.InferOutput<typeof ReceivableUnitPageSchema>;
