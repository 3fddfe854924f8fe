import * as v from 'valibot';
import { messages } from './messages';

/**
 * Item counts of a multiple selection. Unlike the other rules these count null/undefined as
 * an empty list: arrayMin(field, 1) is how a multi-select is made required.
 */
export type ArrayInput = readonly unknown[] | null | undefined;

export function arrayMin<TInput extends ArrayInput>(field: string, min: number): v.CheckAction<TInput, string> {
  return v.check<TInput, string>((value) => (value?.length ?? 0) >= min, messages.arrayMin(field, min));
}

export function arrayMax<TInput extends ArrayInput>(field: string, max: number): v.CheckAction<TInput, string> {
  return v.check<TInput, string>((value) => (value?.length ?? 0) <= max, messages.arrayMax(field, max));
}
