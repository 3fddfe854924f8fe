import * as v from 'valibot';

/**
 * The paging contract every list call shares (docs/api.md "Lists: shared rules"): `page` is
 * 1-based, `perPage` 1 to 100, and the answer is `{ data, total }` (plus `sum` where a call says
 * so), `total` counting the whole filter. Written once here because every list feature, the
 * data-list widgets and the routes' search params all read it.
 */
export const MAX_PER_PAGE = 100;

/** A count of rows or items (`total`, `installment_count`): a whole number, never negative. */
export const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
export type Count = v.InferOutput<typeof CountSchema>;

/** A page of a list call, whatever its rows. */
export interface ListPage<T> {
  data: T[];
  total: number;
}

/** The `{ data, total }` answer of a list call whose rows are `row`. */
export const listPageSchema = <S extends v.GenericSchema>(row: S) =>
  v.object({ data: v.array(row), total: CountSchema });
