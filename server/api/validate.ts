import * as v from 'valibot';
import { invalidParameters } from './errors.ts';

/**
 * Parses request input or throws a 400 whose detail lists `field: message` per problem, the
 * list the portal appends to its error toast.
 */
export function parseInput<const S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  throw invalidParameters(result.issues.map((issue) => `${v.getDotPath(issue) ?? 'parâmetros'}: ${issue.message}`));
}

/** A positive integer id from a path segment. */
export const IdParam = v.pipe(
  v.string('Campo obrigatório'),
  v.regex(/^\d{1,9}$/, 'Deve ser um número inteiro positivo'),
  v.transform(Number),
  v.minValue(1, 'Deve ser um número inteiro positivo'),
);
