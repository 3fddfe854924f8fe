import { unitList } from '@contract/receivable-units';
import { api, type QueryParams } from '@/api';

/** GET /v1/app/receivable_unit: filters, `page`/`perPage`, `sortBy`/`sortDesc` as query params. */
export const listReceivableUnits = (params: QueryParams, signal?: AbortSignal) =>
  api.call(unitList, { query: params, signal });
