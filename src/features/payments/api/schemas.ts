import * as v from 'valibot';

/** Money in the API is integer cents (docs/api.md). */
const Cents = v.pipe(v.number(), v.integer());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const BankAccountSchema = v.object({
  bank_code: v.string(),
  bank_name: v.string(),
  agency: v.string(),
  account: v.string(),
  // Free text: a new account type must not break the calendar (labels fall back to the code).
  account_type: v.string(),
});
export type BankAccount = v.InferOutput<typeof BankAccountSchema>;

/** One transfer to one destination (B, D, R, W) on one settlement day. */
export const PaymentSchema = v.object({
  id: v.number(),
  /** 'YYYY-MM-DD', the São Paulo day the money lands. */
  payment_date: v.string(),
  destination: v.string(),
  bank_account: BankAccountSchema,
  /** What the merchant receives: Σ of its units' payable amounts (after contract effects). */
  amount: Cents,
  receivable_unit_count: Count,
  paid: v.boolean(),
});
export type Payment = v.InferOutput<typeof PaymentSchema>;

/** GET /v1/app/payment: paid (up to today) and expected (after today) payments of a range. */
export const PaymentMonthSchema = v.object({
  payments: v.array(PaymentSchema),
  future_payments: v.array(PaymentSchema),
});
export type PaymentMonth = v.InferOutput<typeof PaymentMonthSchema>;

export const PaymentDetailSchema = v.object({
  ...PaymentSchema.entries,
  /** Σ of the units before contract effects (= Σ of the installments' net amounts). */
  units_amount: Cents,
  /** What contract effects (pledges, transfers, court blocks) took from the units. */
  committed_amount: Cents,
  installment_count: Count,
});
export type PaymentDetail = v.InferOutput<typeof PaymentDetailSchema>;

export const ReceivableUnitSchema = v.object({
  receivable_unit_id: v.number(),
  payment_id: v.number(),
  arrangement_code: v.nullable(v.string()),
  dt_liquidation: v.string(),
  holder_document: v.string(),
  amount: Cents,
  committed_amount: Cents,
  payable_amount: Cents,
  installment_count: Count,
  paid: v.boolean(),
  contract_effect: v.boolean(),
  financier: v.nullable(v.string()),
});
export type ReceivableUnit = v.InferOutput<typeof ReceivableUnitSchema>;

export const UnitPageSchema = v.object({ data: v.array(ReceivableUnitSchema), total: Count });
export type UnitPage = v.InferOutput<typeof UnitPageSchema>;

/** A sale's installment settled in a unit (a financial receivable). */
export const InstallmentSchema = v.object({
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
  arrangement_code: v.nullable(v.string()),
  nsu: v.nullable(v.string()),
  receivable_unit_id: v.nullable(v.number()),
});
export type Installment = v.InferOutput<typeof InstallmentSchema>;

export const InstallmentPageSchema = v.object({
  data: v.array(InstallmentSchema),
  total: Count,
  /** Over every installment of the payment or day, not only this page. */
  sum: v.object({ gross_amount: Cents, mdr_amount: Cents, net_amount: Cents }),
});
export type InstallmentPage = v.InferOutput<typeof InstallmentPageSchema>;
