import type * as v from 'valibot';
import { api, type QueryParams } from '@/api';
import { listPageSchema } from '@/api/paging';

/** Spec section 9: newest first (the API's default, sent anyway for clarity). */
export const TRANSACTION_SORT = { sortBy: 'payment_date', sortDesc: true } as const;

/**
 * Spec §7's list, newest first, its rows read by `row`: the screen reads every field, the field
 * copy only those it keeps (a backend may leave out the ones the contract does not require).
 * Apart from the query factories, so the copy's background sync loads no react-query code.
 */
export function listTransactionsAs<S extends v.GenericSchema>(row: S) {
  const schema = listPageSchema(row);
  return (params: QueryParams, page: number, perPage: number, signal?: AbortSignal) =>
    api.get('/v1/app/transaction', schema, { params: { ...params, ...TRANSACTION_SORT, page, perPage }, signal });
}
