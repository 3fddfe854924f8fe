import * as v from 'valibot';

/** Money in the API is integer cents (docs/api.md). */
const Cents = v.pipe(v.number(), v.integer());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * A receivable unit (UR, CERC sense): the receivables of one receiving document, one arrangement
 * and one settlement date. `amount` is net of MDR (Σ of its installments' net amounts); contract
 * effects take `committed_amount` of it and the merchant receives `payable_amount`.
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
  amount: Cents,
  committed_amount: Cents,
  payable_amount: Cents,
  installment_count: Count,
  paid: v.boolean(),
  contract_effect: v.boolean(),
  financier: v.nullable(v.string()),
});
export type ReceivableUnit = v.InferOutput<typeof ReceivableUnitSchema>;

export const ReceivableUnitListSchema = v.object({ data: v.array(ReceivableUnitSchema), total: Count });
export type ReceivableUnitList = v.InferOutput<typeof ReceivableUnitListSchema>;

/** The payment the unit settles in (where the money lands). */
export const UnitPaymentSchema = v.object({
  id: v.number(),
  payment_date: v.string(),
  destination: v.string(),
  destination_label: v.optional(v.string()),
  bank_account: v.object({
    bank_code: v.string(),
    bank_name: v.string(),
    agency: v.string(),
    account: v.string(),
    account_type: v.string(),
  }),
  amount: Cents,
  paid: v.boolean(),
});
export type UnitPayment = v.InferOutput<typeof UnitPaymentSchema>;

/** What the unit page shows of each contract effect registered on it (all versions). */
export const UnitEffectSchema = v.object({
  id: v.number(),
  effect_type: v.number(),
  operation: v.string(),
  protocol: v.string(),
  contract_identifier: v.string(),
  beneficiary_doc: v.string(),
  beneficiary_name: v.nullable(v.string()),
  priority: v.number(),
  division_method: v.string(),
  division_amount: v.nullable(Cents),
  /** Already a percentage: 30 means 30 %. */
  division_percentage: v.nullable(v.number()),
  committed_amount: Cents,
  deprecated: v.boolean(),
  smoke_contract_effect: v.boolean(),
  created_at: v.string(),
});
export type UnitEffect = v.InferOutput<typeof UnitEffectSchema>;

export const ReceivableUnitDetailSchema = v.object({
  ...ReceivableUnitSchema.entries,
  payment: v.nullable(UnitPaymentSchema),
  contract_effects: v.array(UnitEffectSchema),
});
export type ReceivableUnitDetail = v.InferOutput<typeof ReceivableUnitDetailSchema>;

/** A sale's installment settled in the unit (a financial receivable). */
export const UnitInstallmentSchema = v.object({
  id: v.number(),
  transaction_id: v.number(),
  n_installment: v.number(),
  qt_installment: v.number(),
  transaction_date: v.string(),
  settlement_date: v.string(),
  gross_amount: Cents,
  mdr_amount: Cents,
  net_amount: Cents,
  operation: v.object({ id: v.number(), operation_name: v.string() }),
  card_brand: v.nullable(v.object({ id: v.number(), brand_name: v.string() })),
  nsu: v.nullable(v.string()),
  authorization_number: v.nullable(v.string()),
  paid: v.boolean(),
  blocked: v.boolean(),
  block_type_label: v.nullable(v.string()),
});
export type UnitInstallment = v.InferOutput<typeof UnitInstallmentSchema>;

export const UnitInstallmentPageSchema = v.object({
  data: v.array(UnitInstallmentSchema),
  total: Count,
  /** Over every installment of the unit, not only this page. */
  sum: v.object({ gross_amount: Cents, mdr_amount: Cents, net_amount: Cents }),
});
export type UnitInstallmentPage = v.InferOutput<typeof UnitInstallmentPageSchema>;
