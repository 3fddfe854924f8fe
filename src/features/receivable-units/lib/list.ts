import type { ReceivableUnitPage } from '@contract/shapes/receivable-unit';
import type { ListRoute } from '@/api/lists/list-route';
import { receivableUnitQueries } from '../api/queries';
import { UNIT_FILTERS, UNITS_PER_PAGE, unitQueryParams } from './filters';

/** The list the route prefetches and the screen shows (src/api/lists/list-route.ts). */
export const UNIT_LIST: ListRoute<ReceivableUnitPage> = {
  filters: UNIT_FILTERS,
  perPage: UNITS_PER_PAGE,
  toParams: unitQueryParams,
  queries: receivableUnitQueries.list,
};
