import { api, type QueryParams } from '@/api';
import { ReceivableUnitPageSchema } from '@/api/shapes/receivable-unit';

/** GET /v1/app/receivable_unit: filters, `page`/`perPage`, `sortBy`/`sortDesc` as query params. */
export const listReceivableUnits = (params: QueryParams, signal?: AbortSignal) =>
  api.get('/v1/app/receivable_unit', ReceivableUnitPageSchema, { params, signal });
