import { TRANSACTION_DEFAULT_SORT, transactionList } from '@contract/transactions';
import { api, type QueryParams } from '@/api';

/** Requirements §9: newest first (the API's default, sent anyway for clarity). */
export const TRANSACTION_SORT = TRANSACTION_DEFAULT_SORT;

/**
 * One page of requirements §7's list, newest first. Apart from the query factories, so the field copy's
 * background sync loads no react-query code.
 */
export const listTransactionPage = (params: QueryParams, page: number, perPage: number, signal?: AbortSignal) =>
  api.call(transactionList, { query: { ...params, ...TRANSACTION_SORT, page, perPage }, signal });
