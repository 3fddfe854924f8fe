import type { SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Endpoint, QuerySpec } from '../../../contract/endpoint.ts';

/** Paging and sorting: they choose the page and its order, never which rows match. */
type PagingKeys = 'page' | 'perPage' | 'sortBy' | 'sortDesc';

/**
 * A list's filter: its contract query as parsed, without paging and sorting. Derived rather than
 * written by hand, so a parameter added to the contract reaches the server's filter type.
 */
export type ListFilter<E extends Endpoint> =
  E['query'] extends QuerySpec<infer S> ? Omit<v.InferOutput<S>, PagingKeys> : never;

/**
 * One condition per filter key, each given the key's value when it was sent. `-?`: an optional
 * parameter still needs its entry, so a key added to the filter fails type-checking until handled
 * (a key that only shapes another's condition answers `undefined` and says so).
 */
export type FilterConditions<F> = { [K in keyof F]-?: (value: Exclude<F[K], undefined>) => SQL | undefined };

/** The filter's conditions in the order `conditions` lists them, skipping the keys not sent. */
export function filterConditions<F extends object>(filter: F, conditions: FilterConditions<F>): (SQL | undefined)[] {
  return (Object.keys(conditions) as (keyof F)[]).map((key) => {
    const value = filter[key];
    const condition = conditions[key] as (value: unknown) => SQL | undefined;
    return value === undefined ? undefined : condition(value);
  });
}
