import * as v from 'valibot';
import { parseBrlToCents, parseNumberBr } from '../money';
import { messages } from './messages';
import { isEmpty } from './shared';

/**
 * Numeric limits of requirements §5. Values may be numbers or the text of an input in Brazilian
 * format ('1.234,56'); text that is not a number fails the limit, since no limit can hold.
 * Empty values pass (see shared.ts).
 */
export type NumberInput = string | number | null | undefined;

function toNumber(value: string | number): number | null {
  return typeof value === 'number' ? value : parseNumberBr(value);
}

function limit(test: (value: number) => boolean): (value: NumberInput) => boolean {
  return (value) => {
    if (isEmpty(value) || value === null || value === undefined) return true;
    const number = toNumber(value);
    return number !== null && Number.isFinite(number) && test(number);
  };
}

export function minValue<TInput extends NumberInput>(field: string, min: number): v.CheckAction<TInput, string> {
  return v.check<TInput, string>(
    limit((value) => value >= min),
    messages.minValue(field, min),
  );
}

export function maxValue<TInput extends NumberInput>(field: string, max: number): v.CheckAction<TInput, string> {
  return v.check<TInput, string>(
    limit((value) => value <= max),
    messages.maxValue(field, max),
  );
}

/** Percentages as typed ('2,5' or 2.5 means 2,5 %). */
export function maxPercentage<TInput extends NumberInput>(field: string, max: number): v.CheckAction<TInput, string> {
  return v.check<TInput, string>(
    limit((value) => value <= max),
    messages.maxPercentage(field, max),
  );
}

export function minPercentage<TInput extends NumberInput>(field: string, min: number): v.CheckAction<TInput, string> {
  return v.check<TInput, string>(
    limit((value) => value >= min),
    messages.minPercentage(field, min),
  );
}

/** Money as integer cents (what the auto-decimal input yields) or BRL text ('R$ 10,00'). */
function centsLimit(test: (cents: number) => boolean): (value: NumberInput) => boolean {
  return (value) => {
    if (isEmpty(value) || value === null || value === undefined) return true;
    const cents = typeof value === 'number' ? value : parseBrlToCents(value);
    return cents !== null && Number.isSafeInteger(cents) && test(cents);
  };
}

/** 'O Valor mínimo aceito é de R$ 10,00': the spec's message names no field. */
export function minCurrencyValue<TInput extends NumberInput>(minCents: number): v.CheckAction<TInput, string> {
  return v.check<TInput, string>(
    centsLimit((cents) => cents >= minCents),
    messages.minCurrencyValue(minCents),
  );
}

export function maxCurrencyValue<TInput extends NumberInput>(maxCents: number): v.CheckAction<TInput, string> {
  return v.check<TInput, string>(
    centsLimit((cents) => cents <= maxCents),
    messages.maxCurrencyValue(maxCents),
  );
}
