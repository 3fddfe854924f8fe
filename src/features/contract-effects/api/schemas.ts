import * as v from 'valibot';
import { listPageSchema } from '@/api/paging';
import { ContractEffectSchema } from '@/api/shapes/contract-effect';
import { ReceivableUnitSchema } from '@/api/shapes/receivable-unit';

export const ContractEffectListSchema = listPageSchema(ContractEffectSchema);
export type ContractEffectList = v.InferOutput<typeof ContractEffectListSchema>;

/** An effect with the unit it is registered on. */
export const ContractEffectDetailSchema = v.object({
  ...ContractEffectSchema.entries,
  receivable_unit: v.nullable(ReceivableUnitSchema),
});
export type ContractEffectDetail = v.InferOutput<typeof ContractEffectDetailSchema>;
