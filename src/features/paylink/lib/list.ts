import type { ListRoute } from '@/api/lists/list-route';
import { PAYLINK_PAGE_SIZE, paylinkQueries } from '../api/paylinks';
import type { PaylinkList } from '../api/schemas';
import { PAYLINK_FILTERS } from './filters';

/** The list the route prefetches and the screen shows (src/api/lists/list-route.ts). */
export const PAYLINK_LIST: ListRoute<PaylinkList> = {
  filters: PAYLINK_FILTERS,
  perPage: PAYLINK_PAGE_SIZE,
  queries: paylinkQueries.list,
};
