import * as v from 'valibot';
import { CentsSchema } from '../money';
import { CountSchema, listPageSchema } from '../paging';

/**
 * A receivable unit (UR, CERC sense): the receivables of one receiving document, one arrangement
 * and one settlement date. `amount` is net of MDR (Σ of its installments' net amounts); contract
 * effects take `committed_amount` of it and the merchant receives `payable_amount`.
 *
 * Shared: the units list and detail, a payment's drill-down and a contract effect's detail all
 * receive this same row (docs/api.md "Receivable units"); one schema keeps them from drifting.
 */
export const ReceivableUnitSchema = v.object({
  receivable_unit_id: v.number(),
  payment_id: v.number(),
  arrangement_id: v.nullable(v.number()),
  arrangement_code: v.nullable(v.string()),
  /** 'YYYY-MM-DD', the settlement (liquidação) date. */
  dt_liquidation: v.string(),
  /** CPF/CNPJ unformatted; a CNPJ may be alphanumeric. */
  holder_document: v.string(),
  receiving_end_user_document: v.string(),
  amount: CentsSchema,
  committed_amount: CentsSchema,
  payable_amount: CentsSchema,
  installment_count: CountSchema,
  paid: v.boolean(),
  /** An effect in force takes part of the unit. */
  contract_effect: v.boolean(),
  /** Beneficiary of the first effect by priority. */
  financier: v.nullable(v.string()),
});
export type ReceivableUnit = v.InferOutput<typeof ReceivableUnitSchema>;

export const ReceivableUnitPageSchema = listPageSchema(ReceivableUnitSchema);
export type ReceivableUnitPage = v.InferOutput<typeof ReceivableUnitPageSchema>;

/** A unit is 'Paga' once its payment settled; until then the merchant reads it as money to come. */
export const unitPaidLabel = (paid: boolean): string => (paid ? 'Paga' : 'A receber');
