import * as v from 'valibot';

/** Shapes of the public calls (issue 10, "Public calls"); money in integer cents. */

const cents = v.pipe(v.number(), v.integer());
const MerchantSchema = v.object({ name: v.string(), document: v.string() });

export const PaymentMethodSchema = v.picklist(['CARD', 'BILLET', 'PIX']);
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

export const InstallmentOptionSchema = v.object({
  installments: v.pipe(v.number(), v.integer()),
  installment_amount: cents,
  total_amount: cents,
});
export type InstallmentOption = v.InferOutput<typeof InstallmentOptionSchema>;

export const CheckoutSchema = v.object({
  url_hash: v.string(),
  description: v.string(),
  amount: cents,
  max_installments: v.pipe(v.number(), v.integer()),
  payment_methods: v.pipe(v.array(PaymentMethodSchema), v.minLength(1)),
  expires_at: v.nullish(v.string()),
  status: v.string(),
  merchant: MerchantSchema,
  installment_options: v.array(InstallmentOptionSchema),
});
export type Checkout = v.InferOutput<typeof CheckoutSchema>;

export const CardApprovedSchema = v.object({
  status: v.literal('APPROVED'),
  receipt_id: v.union([v.string(), v.number()]),
});

export const BilletCreatedSchema = v.object({ billet_id: v.union([v.string(), v.number()]) });

export const PixChargeSchema = v.object({
  pix_id: v.union([v.string(), v.number()]),
  status: v.picklist(['PENDING', 'PAID', 'EXPIRED', 'CANCELLED']),
  amount: cents,
  br_code: v.string(),
  expires_at: v.string(),
  receipt_id: v.nullish(v.union([v.string(), v.number()])),
});
export type PixCharge = v.InferOutput<typeof PixChargeSchema>;

export const PixCreatedSchema = v.object({ pix_id: v.union([v.string(), v.number()]) });

export const ReceiptSchema = v.object({
  id: v.union([v.string(), v.number()]),
  status: v.string(),
  paid_at: v.nullish(v.string()),
  amount: cents,
  installments: v.nullish(v.pipe(v.number(), v.integer())),
  installment_amount: v.nullish(cents),
  method: v.string(),
  card: v.nullish(v.object({ brand: v.string(), last4: v.string() })),
  authorization_number: v.nullish(v.string()),
  nsu: v.nullish(v.union([v.string(), v.number()])),
  description: v.nullish(v.string()),
  payer_name: v.nullish(v.string()),
  merchant: MerchantSchema,
});
export type Receipt = v.InferOutput<typeof ReceiptSchema>;

export const BilletSchema = v.object({
  billet_id: v.union([v.string(), v.number()]),
  status: v.string(),
  value: cents,
  due_date: v.string(),
  digitable_line: v.string(),
  barcode: v.string(),
  our_number: v.nullish(v.string()),
  beneficiary: v.object({ name: v.string(), document: v.string(), bank: v.nullish(v.string()) }),
  payer: v.object({ name: v.string() }),
});
export type Billet = v.InferOutput<typeof BilletSchema>;

/** The 410 of a link that can no longer be paid. */
export const GoneSchema = v.object({ message: v.string(), status: v.optional(v.string()) });
