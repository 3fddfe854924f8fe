import type { ListRoute } from '@/api/lists/list-route';
import type { BilletList } from '../shared/schemas';
import { BILLET_PAGE_SIZE } from '@contract/billets';
import { billetQueries } from './api';
import { BILLET_FILTERS } from './filters';

export const BILLET_LIST: ListRoute<BilletList> = {
  filters: BILLET_FILTERS,
  perPage: BILLET_PAGE_SIZE,
  queries: billetQueries.list,
};
