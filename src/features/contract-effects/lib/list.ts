import type { ListRoute } from '@/api/lists/list-route';
import { contractEffectQueries } from '../api/queries';
import type { ContractEffectList } from '@contract/contract-effects';
import { EFFECT_FILTERS, EFFECTS_PER_PAGE, effectQueryParams } from './filters';

/** The list the route prefetches and the screen shows (src/api/lists/list-route.ts). */
export const EFFECT_LIST: ListRoute<ContractEffectList> = {
  filters: EFFECT_FILTERS,
  perPage: EFFECTS_PER_PAGE,
  toParams: effectQueryParams,
  queries: contractEffectQueries.list,
};
