import * as v from 'valibot';
import type { Rule } from './endpoint.ts';
import { daysBetween, isIsoDate } from './rules/dates.ts';
import { cleanDocument } from './rules/documents.ts';
import { MAX_PER_PAGE } from './codes/paging.ts';

/**
 * Query-string pieces of the list calls (docs/api.md, "Lists"): paging, sorting, dates, cents,
 * booleans and repeated parameters, each with the pt-BR message a 400 lists. Values arrive as
 * strings; the parsed query is typed. The PWA's filter forms read their names and limits here.
 */

export const UNKNOWN_PARAMETER = 'Parâmetro desconhecido';

/** For a call that takes no parameters: any parameter is a 400, so a typo never passes for "no filter". */
const NoParameters = v.strictObject({}, UNKNOWN_PARAMETER);
export const NO_PARAMETERS = { schema: NoParameters };

const DIGITS = /^\d{1,9}$/;

/** A whole number in [min, max] written in digits. */
export const IntegerParam = (min: number, max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.regex(DIGITS, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

/** Cents: a whole non-negative number of centavos (R$ 12,34 is 1234). */
export const CentsParam = IntegerParam(0, 999_999_999, 'Deve ser um valor em centavos: número inteiro, sem negativos');

export const DateParam = v.pipe(v.string('Data inválida'), v.check(isIsoDate, 'Data inválida (use AAAA-MM-DD)'));

export const BooleanParam = v.pipe(
  v.picklist(['true', 'false'], 'Deve ser true ou false'),
  v.transform((value) => value === 'true'),
);

export const TextParam = (max = 60) =>
  v.pipe(v.string(), v.trim(), v.maxLength(max, `Deve ter no máximo ${max} caracteres`));

/** CPF/CNPJ as stored: punctuation is dropped, letters kept (alphanumeric CNPJ). */
export const DocumentParam = v.pipe(
  TextParam(18),
  v.transform(cleanDocument),
  v.regex(/^[0-9A-Z]{11,14}$/, 'Deve ser um CPF ou CNPJ'),
);

/** A one-of-these value; the message lists the accepted ones. */
export const OneOf = <const T extends readonly string[]>(values: T) =>
  v.picklist(values, `Deve ser um de: ${values.join(', ')}`);

/** A repeated parameter whose values are all in `allowed` (numbers written in digits). */
export const IntegersIn = (allowed: readonly number[]) => {
  const message = `Deve ser um de: ${allowed.join(', ')}`;
  return v.array(
    v.pipe(
      v.string(message),
      v.regex(DIGITS, message),
      v.transform(Number),
      v.check((n) => allowed.includes(n), message),
    ),
  );
};

export const StringsIn = <const T extends readonly string[]>(allowed: T) => v.array(OneOf(allowed));

export const pagingEntries = (defaultPerPage: number) => ({
  page: v.optional(IntegerParam(1, 1_000_000, 'Deve ser um número inteiro maior ou igual a 1'), '1'),
  perPage: v.optional(
    IntegerParam(1, MAX_PER_PAGE, `Deve ser um número inteiro entre 1 e ${MAX_PER_PAGE}`),
    String(defaultPerPage),
  ),
});

export const sortingEntries = <const K extends readonly string[]>(
  keys: K,
  defaultKey: K[number],
  defaultDesc: boolean,
) => ({
  sortBy: v.optional(OneOf(keys), defaultKey),
  sortDesc: v.optional(BooleanParam, defaultDesc ? 'true' : 'false'),
});

/** `later ≥ earlier` (and at most `maxDays` apart) for two optional dates. */
export function dateOrder<T>(earlier: keyof T & string, later: keyof T & string, maxDays?: number): Rule<T> {
  return (q) => {
    const from = q[earlier];
    const to = q[later];
    if (typeof from !== 'string' || typeof to !== 'string') return null;
    if (to < from) return `${later}: Deve ser maior ou igual a ${earlier}`;
    if (maxDays !== undefined && daysBetween(from, to) > maxDays)
      return `${later}: O intervalo máximo é de ${maxDays} dias`;
    return null;
  };
}

/** Required parameters, checked as rules: a missing key would otherwise get the object's message. */
export function required<T>(...keys: (keyof T & string)[]): Rule<T> {
  return (q) => {
    const missing = keys.filter((key) => q[key] === undefined);
    return missing.length === 0 ? null : missing.map((key) => `${key}: Campo obrigatório`);
  };
}

/** `max ≥ min` for two optional numbers. */
export function numberOrder<T>(min: keyof T & string, max: keyof T & string): Rule<T> {
  return (q) => {
    const low = q[min];
    const high = q[max];
    return typeof low === 'number' && typeof high === 'number' && high < low
      ? `${max}: Deve ser maior ou igual a ${min}`
      : null;
  };
}

/** A positive integer id in a path. */
export const IdParam = v.pipe(
  v.string('Campo obrigatório'),
  v.regex(/^\d{1,9}$/, 'Deve ser um número inteiro positivo'),
  v.transform(Number),
  v.minValue(1, 'Deve ser um número inteiro positivo'),
);
