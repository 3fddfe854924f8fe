import type { ListRoute } from '@/api/lists/list-route';
import { transactionQueries } from '../api/list-transactions';
import { TRANSACTION_PAGE_SIZE } from '@contract/transactions';
import type { TransactionList } from '../api/schemas';
import { TRANSACTION_FILTERS } from './filters';

/** The list the route prefetches and the screen shows (src/api/lists/list-route.ts). */
export const TRANSACTION_LIST: ListRoute<TransactionList> = {
  filters: TRANSACTION_FILTERS,
  perPage: TRANSACTION_PAGE_SIZE,
  queries: transactionQueries.list,
};
