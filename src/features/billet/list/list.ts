import type { ListRoute } from '@/api/lists/list-route';
import { BILLET_PAGE_SIZE, type BilletList } from '@contract/billets';
import { billetQueries } from './api';
import { BILLET_FILTERS } from './filters';

export const BILLET_LIST: ListRoute<BilletList> = {
  filters: BILLET_FILTERS,
  perPage: BILLET_PAGE_SIZE,
  queries: billetQueries.list,
};
