import type * as v from 'valibot';

/**
 * Every rule but `required` passes an empty value, as the legacy rules did: "optional but, when
 * filled, valid" is then just the rule without `required`, and an empty required field shows
 * one message (obrigatório), not two.
 */
export type MaybeString = string | null | undefined;

/** Null, undefined, blank text, NaN, an empty array, or false (an unticked "I agree"). */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  return Array.isArray(value) && value.length === 0;
}

/** Wraps a string test so empty values pass (see above). */
export function whenFilled(test: (value: string) => boolean): (value: MaybeString) => boolean {
  return (value) => value === null || value === undefined || value.trim() === '' || test(value);
}

/** A limit fixed when the schema is built, or read when the value is checked (e.g. today). */
export type Lazy<T extends string | number> = T | (() => T);

export function resolve<T extends string | number>(value: Lazy<T>): T {
  return typeof value === 'function' ? value() : value;
}

/** A check whose message is computed when it fails (a limit read at check time). */
export type LazyMessageCheck<TInput> = v.CheckAction<TInput, v.ErrorMessage<v.CheckIssue<TInput>>>;
