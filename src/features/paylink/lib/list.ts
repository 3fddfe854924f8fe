import type { ListRoute } from '@/ui/data-list/list-route';
import { PAYLINK_PAGE_SIZE, paylinkQueries } from '../api/paylinks';
import type { PaylinkList } from '../api/schemas';
import { PAYLINK_FILTERS } from './filters';

/** The list the route prefetches and the screen shows (src/ui/data-list/list-route.ts). */
export const PAYLINK_LIST: ListRoute<PaylinkList> = {
  filters: PAYLINK_FILTERS,
  perPage: PAYLINK_PAGE_SIZE,
  queries: paylinkQueries.list,
};
