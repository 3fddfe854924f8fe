/**
 * The paging contract every list call shares (docs/api.md "Lists: shared rules"): `page` is
 * 1-based, `perPage` 1 to MAX_PER_PAGE (the contract's, `contract/codes/paging.ts`), and the answer is
 * `{ data, total }` (plus `sum` where a call says so), `total` counting the whole filter.
 */

/** A page of a list call, whatever its rows. */
export interface ListPage<T> {
  data: T[];
  total: number;
}
