import * as v from 'valibot';
import { ContractEffectSchema } from '@/api/shapes/contract-effect';
import { CentsSchema } from '@/api/money';
import { PaymentSchema } from '@/api/shapes/payment';
import { ReceivableUnitSchema } from '@/api/shapes/receivable-unit';

/** A unit with the payment it settles in and every contract effect registered on it (all versions). */
export const ReceivableUnitDetailSchema = v.object({
  ...ReceivableUnitSchema.entries,
  payment: v.nullable(PaymentSchema),
  contract_effects: v.array(ContractEffectSchema),
});
export type ReceivableUnitDetail = v.InferOutput<typeof ReceivableUnitDetailSchema>;

/** One payout of a UR as the registry pays it: the merchant's share or an effect's beneficiary's. */
export const CercPayoutSchema = v.object({
  id: v.number(),
  recipient_type: v.string(),
  amount: CentsSchema,
  payment_date: v.string(),
  paid: v.boolean(),
  recipient_name: v.optional(v.nullable(v.string()), null),
  recipient_document: v.optional(v.nullable(v.string()), null),
});
export type CercPayout = v.InferOutput<typeof CercPayoutSchema>;

/**
 * GET /v1/app/cerc_ur/{id} (spec §7): the UR as the registry (CERC) holds it. Required: its key and
 * the three amounts the registry states; the payouts add who receives what, when present.
 */
export const CercUrSchema = v.object({
  ur_key: v.string(),
  constituted_amount: CentsSchema,
  committed_amount: CentsSchema,
  free_amount: CentsSchema,
  accreditor_name: v.optional(v.nullable(v.string()), null),
  payments: v.optional(v.array(CercPayoutSchema), []),
});
export type CercUr = v.InferOutput<typeof CercUrSchema>;
