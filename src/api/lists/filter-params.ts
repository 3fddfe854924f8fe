import * as v from 'valibot';
import type { QueryParams } from '@/api';
import { dateRangeShortcut, isValidIsoDate, today, type Now } from '@/lib/dates';
import { allKeysOf, type FilterDef, type FilterValue, type FilterValues } from './filter-types';

/** Default values in the shape `FilterValues` holds them (date shortcuts resolved at `now`). */
export function defaultsOf(defs: readonly FilterDef[], now?: Now): Record<string, FilterValue> {
  const out: Record<string, FilterValue> = {};
  for (const def of defs) {
    if (def.kind === 'money' || def.default === undefined) continue;
    if (def.kind === 'dateRange') {
      if (def.default === 'fromToday') {
        out[def.start] = today(now);
        continue;
      }
      const range = typeof def.default === 'string' ? dateRangeShortcut(def.default, now) : def.default;
      out[def.start] = range.start;
      out[def.end] = range.end;
    } else {
      out[def.name] = def.default;
    }
  }
  return out;
}

const isFilled = (value: FilterValue | undefined): value is FilterValue =>
  value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

/** `values` with each unset (`undefined`) key of a defaulted filter given its default. */
export function withDefaults(defs: readonly FilterDef[], values: FilterValues, now?: Now): FilterValues {
  const out: Record<string, FilterValue | undefined> = { ...values };
  const waived = new Set(
    defs.flatMap((def) => {
      if (def.kind !== 'multiSelect' && def.kind !== 'dateRange') return [];
      const keys = def.kind === 'dateRange' ? [def.start, def.end] : [def.name];
      if (def.defaultUnless?.some((name) => isFilled(values[name]))) return keys;
      // A period is one thing: an end from the URL never gets its other end from the default.
      if (def.kind === 'dateRange' && keys.some((key) => values[key] !== undefined)) return keys;
      return [];
    }),
  );
  for (const [key, value] of Object.entries(defaultsOf(defs, now))) {
    if (out[key] === undefined && !waived.has(key)) out[key] = value;
  }
  return out;
}

/**
 * The API parameters of a set of filter values, defaults applied: dates 'YYYY-MM-DD', money in
 * integer cents, multi-selects as arrays (the client repeats the key: `status=A&status=B`),
 * booleans as `true`/`false`, text trimmed. Empty and "no filter" values are left out, so the
 * result doubles as a stable query key. Keys come out in definition order.
 */
export function toQueryParams(defs: readonly FilterDef[], values: FilterValues, now?: Now): QueryParams {
  const all = withDefaults(defs, values, now);
  const params: Record<string, string | number | boolean | readonly string[]> = {};
  for (const def of defs) {
    if (def.kind === 'text') {
      const raw = all[def.name];
      const text = typeof raw === 'string' ? raw.trim() : '';
      if (text !== '') params[def.name] = def.uppercase ? text.toUpperCase() : text;
      continue;
    }
    if (def.kind === 'multiSelect') {
      const list = all[def.name];
      if (!Array.isArray(list) || list.length === 0) continue;
      // An option may stand for several codes; sorted so the same choice in another order is the
      // same query (and cache entry).
      const sent = (list as readonly string[]).flatMap(
        (value) => def.options?.find((option) => option.value === value)?.sends ?? [value],
      );
      params[def.name] = [...new Set(sent)].sort();
      continue;
    }
    for (const key of allKeysOf([def])) {
      const value = all[key];
      if (isFilled(value)) params[key] = value;
    }
  }
  return params;
}

// ---- the route's search schema ------------------------------------------------------------

/** An invalid value in a hand-edited or old URL is dropped, never an error page. */
const lenient = <S extends v.GenericSchema>(schema: S) =>
  v.fallback(v.optional(v.union([v.literal(''), schema])), undefined);

const IsoDateSchema = v.pipe(v.string(), v.check(isValidIsoDate));
const WholeSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
// URLs may carry numbers where a select expects strings (`?card_brand=[1,2]`): read both.
const TextLike = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

function schemaOf(def: FilterDef): [string, v.GenericSchema][] {
  switch (def.kind) {
    case 'dateRange':
      return [
        [def.start, lenient(IsoDateSchema)],
        [def.end, lenient(IsoDateSchema)],
      ];
    case 'money':
      return [
        [def.min, lenient(WholeSchema)],
        [def.max, lenient(WholeSchema)],
      ];
    case 'multiSelect':
      return [[def.name, v.fallback(v.optional(v.array(v.pipe(TextLike, v.maxLength(60)))), undefined)]];
    case 'integer':
      return [[def.name, lenient(v.pipe(v.number(), v.integer(), v.minValue(def.min), v.maxValue(def.max)))]];
    case 'boolean':
      return [[def.name, lenient(v.boolean())]];
    case 'text':
      return [[def.name, lenient(v.pipe(TextLike, v.maxLength(def.maxLength)))]];
    case 'select':
      return [[def.name, lenient(v.pipe(TextLike, v.maxLength(60)))]];
  }
}

/**
 * The valibot entries of the filters' search params, for a route's `validateSearch`:
 *   validateSearch: v.object({ ...filterSearchEntries(DEFS), page: … })
 * Every key is optional and an invalid value is dropped, so reload/back/share always work.
 */
export function filterSearchEntries(
  defs: readonly FilterDef[],
): Record<string, v.GenericSchema<unknown, FilterValue | undefined>> {
  return Object.fromEntries(defs.flatMap(schemaOf)) as Record<
    string,
    v.GenericSchema<unknown, FilterValue | undefined>
  >;
}

/** Only the filter keys of a route's search (drops page, perPage and anything else). */
export function pickFilterValues(defs: readonly FilterDef[], search: Readonly<Record<string, unknown>>): FilterValues {
  const out: Record<string, FilterValue | undefined> = {};
  for (const key of allKeysOf(defs)) {
    const value = search[key];
    if (value !== undefined) out[key] = value as FilterValue;
  }
  return out;
}
