import type { ReceivablePage } from '@contract/shapes/receivable';
import type { ListRoute } from '@/api/lists/list-route';
import { statementQueries } from '../api/list-receivables';
import { STATEMENT_PAGE_SIZE } from '@contract/financial';
import { STATEMENT_FILTERS } from './filters';

/** The list the route prefetches and the screen shows (src/api/lists/list-route.ts). */
export const STATEMENT_LIST: ListRoute<ReceivablePage> = {
  filters: STATEMENT_FILTERS,
  perPage: STATEMENT_PAGE_SIZE,
  queries: statementQueries.list,
};
