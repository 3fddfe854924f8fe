import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError, invalidParameters } from './errors.ts';
import type { AnySchema, QuerySpec } from '../../contract/endpoint.ts';
import { hasControlCharacters } from '../../contract/rules/text.ts';
import { issueMessage } from './validate.ts';

/**
 * The query string and the body of every route, read by its declaration (docs/api.md, "Lists"),
 * each problem with the pt-BR message a 400 lists. The parameter pieces (paging, sorting, dates,
 * cents, booleans, repeated parameters) are the contract's (contract/query.ts): one definition
 * for both sides.
 */

type Query = Record<string, string | string[]>;

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
    if (values.some(hasControlCharacters)) {
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

/** Validates the query string or throws 400 listing every problem found. */
export function parseQuery<S extends AnySchema>(c: Context, spec: QuerySpec<S>): v.InferOutput<S> {
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
  // Valibot's object schemas take an array for an object with no keys: `[]` would be `{}` (a
  // refund of everything). A body declared as an object must be one.
  if ('entries' in schema && (typeof body !== 'object' || body === null || Array.isArray(body))) {
    throw new ApiError(400, 'Corpo da requisição inválido: envie um objeto JSON.');
  }
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  throw invalidParameters(result.issues.map((issue) => `${fieldOf(issue)}: ${issueMessage(issue)}`));
}
