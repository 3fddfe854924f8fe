import { effectList } from '@contract/contract-effects';
import { api, type QueryParams } from '@/api';

/** GET /v1/app/contract_effect: filters, `page`/`perPage`, `sortBy`/`sortDesc` as query params. */
export const listContractEffects = (params: QueryParams, signal?: AbortSignal) =>
  api.call(effectList, { query: params, signal });
