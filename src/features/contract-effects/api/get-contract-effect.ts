import { api } from '@/api';
import { ContractEffectDetailSchema } from './schemas';

/** One effect with the receivable unit it is registered on. */
export const getContractEffect = (id: number, signal?: AbortSignal) =>
  api.get(`/v1/app/contract_effect/${id}`, ContractEffectDetailSchema, { signal });
