import { api, type QueryParams } from '@/api';
import { ContractEffectListSchema } from './schemas';

/** GET /v1/app/contract_effect: filters, `page`/`perPage`, `sortBy`/`sortDesc` as query params. */
export const listContractEffects = (params: QueryParams, signal?: AbortSignal) =>
  api.get('/v1/app/contract_effect', ContractEffectListSchema, { params, signal });
