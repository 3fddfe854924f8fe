import * as v from 'valibot';
import { invalidParameters } from './errors.ts';

/**
 * An issue's message. Valibot reports a missing entry of an object with the object's own message
 * ('Campo desconhecido' on our strict objects), which named a missing field as unknown.
 */
export function issueMessage(issue: v.BaseIssue<unknown>): string {
  const missing = (issue.type === 'strict_object' || issue.type === 'object') && issue.received === 'undefined';
  return missing ? 'Campo obrigatório' : issue.message;
}

/**
 * Parses request input or throws a 400 whose detail lists `field: message` per problem, the
 * list the portal appends to its error toast.
 */
export function parseInput<const S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw invalidParameters(
    result.issues.map((issue) => `${v.getDotPath(issue) ?? 'parâmetros'}: ${issueMessage(issue)}`),
  );
}

export { IdParam } from '../../contract/query.ts';
