import * as v from 'valibot';
import { ContractEffectSchema } from '@/api/shapes/contract-effect';
import { PaymentSchema } from '@/api/shapes/payment';
import { ReceivableUnitSchema } from '@/api/shapes/receivable-unit';

/** A unit with the payment it settles in and every contract effect registered on it (all versions). */
export const ReceivableUnitDetailSchema = v.object({
  ...ReceivableUnitSchema.entries,
  payment: v.nullable(PaymentSchema),
  contract_effects: v.array(ContractEffectSchema),
});
export type ReceivableUnitDetail = v.InferOutput<typeof ReceivableUnitDetailSchema>;
