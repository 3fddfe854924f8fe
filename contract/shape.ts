import * as v from 'valibot';
import type { AnySchema } from './endpoint.ts';
import { Count } from './shapes/numbers.ts';

/**
 * Response shapes split in two (decision 028): what the PWA REQUIRES — requirements §3's fields, and each
 * field a screen cannot work without, with the reason — and what is OPTIONAL, the sandbox's
 * extras: the screen works without them and shows less. A backend that sends only the required
 * fields is a complete backend; the strict sandbox proves it by stripping the rest.
 */

/** The reason of a requirements §3 field. */
const SPEC = 'requirements §3';

/** A required field and why the PWA needs it: `need(v.string(), 'the list's title')`. */
export const need = <S extends AnySchema>(schema: S, why: string) => v.pipe(schema, v.description(why));

/** A required field named by requirements §3 for its entity. */
export const spec = <S extends AnySchema>(schema: S) => need(schema, SPEC);

type Optionals<O extends v.ObjectEntries> = { [K in keyof O]: v.OptionalSchema<O[K], undefined> };

/**
 * An object response: `required` entries (each made with `need` or `spec`) must be there;
 * `optional` ones may be missing. Unknown keys are dropped on parse (valibot's `object`).
 */
export function shape<R extends v.ObjectEntries, O extends v.ObjectEntries = Record<never, never>>(
  required: R,
  optional?: O,
): v.ObjectSchema<R & Optionals<O>, undefined> {
  const extras = Object.fromEntries(
    Object.entries(optional ?? {}).map(([key, schema]) => [key, v.optional(schema)]),
  ) as Optionals<O>;
  return v.object({ ...required, ...extras });
}

const OPTIONAL_TYPES = new Set(['optional', 'exact_optional', 'nullish', 'undefinedable']);

type Node = AnySchema & {
  type: string;
  entries?: v.ObjectEntries;
  item?: AnySchema;
  wrapped?: AnySchema;
  pipe?: readonly unknown[];
  options?: readonly AnySchema[];
};

/** The schema under pipes and wrappers (a `need` is a pipe; `nullable` wraps). */
function core(schema: AnySchema): Node {
  let node = schema as Node;
  for (;;) {
    if (node.pipe && node.pipe[0] !== node) node = node.pipe[0] as Node;
    else if (node.wrapped) node = node.wrapped as Node;
    else return node;
  }
}

/** Whether an object entry may be missing. */
export const isOptionalEntry = (schema: AnySchema): boolean => OPTIONAL_TYPES.has((schema as Node).type);

/**
 * `value` cut down to what `schema` requires: optional entries go, at every depth. What a
 * spec-minimal backend would send, for the strict sandbox (SANDBOX_STRICT_CONTRACT=1).
 */
export function requiredPart(schema: AnySchema, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const node = core(schema);
  if (node.type === 'array' && node.item && Array.isArray(value)) {
    return value.map((item) => requiredPart(node.item as AnySchema, item));
  }
  if ((node.type === 'object' || node.type === 'loose_object' || node.type === 'strict_object') && node.entries) {
    if (typeof value !== 'object' || Array.isArray(value)) return value;
    const row = value as Record<string, unknown>;
    const kept: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(node.entries)) {
      if (isOptionalEntry(entry) || !(key in row)) continue;
      kept[key] = requiredPart(entry, row[key]);
    }
    return kept;
  }
  if (node.type === 'union' && node.options) {
    const option = node.options.find((candidate) => v.is(candidate, value));
    return option ? requiredPart(option, value) : value;
  }
  return value;
}

/** Every required entry without a reason, as dotted paths: a declaration test lists them. */
export function requiredWithoutReason(schema: AnySchema, at = ''): string[] {
  const node = core(schema);
  if (node.type === 'array' && node.item) return requiredWithoutReason(node.item, `${at}[]`);
  if (node.type === 'union' && node.options) return node.options.flatMap((o) => requiredWithoutReason(o, at));
  if (!node.entries) return [];
  return Object.entries(node.entries).flatMap(([key, entry]) => {
    if (isOptionalEntry(entry)) return [];
    const path = at ? `${at}.${key}` : key;
    const own = v.getDescription(entry as v.SchemaWithPipe<[AnySchema, v.DescriptionAction<unknown, string>]>);
    return [...(own ? [] : [path]), ...requiredWithoutReason(entry, path)];
  });
}

/** A page of a list call (docs/api.md "Lists"): its rows, and the filter's total the pager counts on. */
export const listPage = <S extends AnySchema>(row: S, rows: string) =>
  shape({
    data: need(v.array(row), rows),
    total: need(Count, 'the pager and the count of the whole filter'),
  });
