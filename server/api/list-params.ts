import type { Context } from 'hono';
import * as v from 'valibot';
import { daysBetween, isIsoDate } from '../db/zone.ts';
import { invalidParameters } from './errors.ts';
import { issueMessage } from './validate.ts';

/**
 * Query-string pieces shared by the list endpoints (docs/api.md, "Lists"): paging, sorting,
 * dates, cents, booleans and repeated parameters, each with the pt-BR message a 400 lists.
 */

export const MAX_PER_PAGE = 100;

type Query = Record<string, string | string[]>;

// C0 and C1 controls and DEL.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The query string as an object: parameters named in `multi` always become arrays (repeated
 * parameters, `status=A&status=B`), the others must come at most once. Empty values count as
 * absent, so a form may send `nsu=` for an empty field.
 */
function queryObject(c: Context, multi: ReadonlySet<string>): { query: Query; issues: string[] } {
  const query: Query = {};
  const issues: string[] = [];
  for (const [key, all] of Object.entries(c.req.queries())) {
    const values = all.filter((value) => value !== '');
    if (values.length === 0) continue;
    // A NUL reached PostgreSQL as a 500 (issue 12): control characters are never a filter.
    if (values.some((value) => CONTROL.test(value))) {
      issues.push(`${key}: Contém caracteres inválidos`);
      continue;
    }
    if (multi.has(key)) query[key] = values;
    else if (values.length > 1) issues.push(`${key}: Informe um único valor`);
    else query[key] = values[0] as string;
  }
  return { query, issues };
}

/** Array item paths ('status.1') read as the parameter itself. */
const fieldOf = (issue: v.BaseIssue<unknown>): string => (v.getDotPath(issue) ?? 'parâmetros').replace(/\.\d+$/, '');

export interface QuerySpec<S extends v.GenericSchema> {
  schema: S;
  /** Parameters that may repeat (their values arrive as arrays). */
  multi?: readonly string[];
  rules?: readonly Rule<v.InferOutput<S>>[];
}

/** Validates the query string or throws 400 listing every problem found. */
export function parseQuery<S extends v.GenericSchema>(c: Context, spec: QuerySpec<S>): v.InferOutput<S> {
  const { query, issues } = queryObject(c, new Set(spec.multi ?? []));
  const result = v.safeParse(spec.schema, query);
  if (!result.success) {
    // A parameter refused above is left out of `query`: not also 'Campo obrigatório' when required.
    const refused = new Set(issues.map((line) => line.slice(0, line.indexOf(':'))));
    const lines = result.issues.filter((issue) => !refused.has(fieldOf(issue)));
    throw invalidParameters([...issues, ...lines.map((issue) => `${fieldOf(issue)}: ${issueMessage(issue)}`)]);
  }
  const problems = [...issues, ...(spec.rules ?? []).flatMap((rule) => rule(result.output) ?? [])];
  if (problems.length > 0) throw invalidParameters(problems);
  return result.output;
}

/** Validates a JSON body the same way (field: message per problem). */
export function parseBody<const S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  throw invalidParameters(result.issues.map((issue) => `${fieldOf(issue)}: ${issueMessage(issue)}`));
}

export const UNKNOWN_PARAMETER = 'Parâmetro desconhecido';

/**
 * For a route that takes no query parameters: any parameter is a 400, as on the lists, so a
 * typo in a filter name never passes for "no filter".
 */
const NoParameters = v.strictObject({}, UNKNOWN_PARAMETER);
export const NO_PARAMETERS: QuerySpec<typeof NoParameters> = { schema: NoParameters };

// ---- single values ------------------------------------------------------------------------

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

/** A one-of-these value; the message lists the accepted ones. */
/** CPF/CNPJ as stored: punctuation is dropped, letters kept (alphanumeric CNPJ). */
export const DocumentParam = v.pipe(
  TextParam(18),
  v.transform((value) => value.replace(/[.\-/\s]/g, '').toUpperCase()),
  v.regex(/^[0-9A-Z]{11,14}$/, 'Deve ser um CPF ou CNPJ'),
);

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

// ---- paging and sorting -----------------------------------------------------------------------

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

export interface Paging {
  page: number;
  perPage: number;
}

// ---- cross-field rules -------------------------------------------------------------------------

/** A rule over the parsed query: `field: message` problems, or null. Run once the fields are valid. */
export type Rule<T> = (query: T) => string | string[] | null;

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
