import type { DateRangeShortcut } from '@/lib/dates';

/**
 * Declarative list filters (requirements §2 and §5). A screen describes its filters once as a
 * list of `FilterDef`s; the same list drives the route's search schema (`filterSearchEntries`),
 * the API parameters (`toQueryParams`, both in filter-params.ts), and in src/ui/filters the panel
 * (`<FilterPanel>`) and the chips (`chipsOf`).
 *
 * Keys are the API's parameter names, so the URL, the query key and the request read alike.
 *
 * Values (`FilterValues`, what the URL holds):
 * - `undefined`: not set — the filter's `default` applies (if it has one);
 * - `''` or `[]`: explicitly no filter — overrides a default (a removed 'Status: Confirmada' chip);
 * - otherwise the typed value: 'YYYY-MM-DD' dates, integer cents, numbers, booleans, strings,
 *   string arrays (multi-selects; sent as repeated parameters).
 */

export interface FilterOption {
  value: string;
  label: string;
  /** What choosing it sends, when not its own value (one option for several codes). */
  sends?: readonly string[];
}

interface Labelled {
  /** What the user reads, in the panel, in messages and on the chip. */
  label: string;
}

/** Two date inputs and the spec's shortcuts; sent as `start` and `end` ('YYYY-MM-DD'). */
export interface DateRangeFilter extends Labelled {
  kind: 'dateRange';
  start: string;
  end: string;
  startLabel?: string;
  endLabel?: string;
  /** Defaults to all six of requirements §5. */
  shortcuts?: readonly DateRangeShortcut[];
  /** Sales cannot be in the future; settlement dates can. */
  notAfterToday?: boolean;
  /**
   * A shortcut computed when the values are read (so it follows the day), 'fromToday' (today
   * on, no end), or fixed dates. It applies only while neither end of the range is in the URL.
   */
  default?: DateRangeShortcut | 'fromToday' | { start: string; end: string };
  /** Filters that, once filled, leave this default unapplied (a record looked up by its code). */
  defaultUnless?: readonly string[];
}

export interface MultiSelectFilter extends Labelled {
  kind: 'multiSelect';
  name: string;
  /** Undefined while a lookup list loads; chips then show the raw values. */
  options?: readonly FilterOption[] | undefined;
  default?: readonly string[];
  /**
   * Filters that, once filled, leave this default unapplied: a sale looked up by its NSU or code
   * is found whatever its status (a cancelled sale's NSU under 'Status: Confirmada' found nothing).
   */
  defaultUnless?: readonly string[];
}

export interface SelectFilter extends Labelled {
  kind: 'select';
  name: string;
  options?: readonly FilterOption[] | undefined;
  default?: string;
  /**
   * Always has a value (a basis such as "which date", not a filter): no 'Todos' choice and no
   * chip. Needs a `default`.
   */
  required?: boolean;
}

/** Currency min/max with the auto-decimal input; values and parameters are integer cents. */
export interface MoneyRangeFilter extends Labelled {
  kind: 'money';
  min: string;
  max: string;
  minLabel?: string;
  maxLabel?: string;
  /** Amount filters have no default. */
  default?: never;
}

/** A whole number in [min, max] (installments 0–12, a terminal id). */
export interface IntegerFilter extends Labelled {
  kind: 'integer';
  name: string;
  min: number;
  max: number;
  default?: number;
}

export interface TextFilter extends Labelled {
  kind: 'text';
  name: string;
  maxLength: number;
  /** Codes the backend stores in capitals (authorization codes). */
  uppercase?: boolean;
  inputMode?: 'text' | 'numeric';
  placeholder?: string;
  default?: string;
}

/** Tri-state: any ('Todos'), yes, no. */
export interface BooleanFilter extends Labelled {
  kind: 'boolean';
  name: string;
  trueLabel?: string;
  falseLabel?: string;
  default?: boolean;
}

export type FilterDef =
  DateRangeFilter | MultiSelectFilter | SelectFilter | MoneyRangeFilter | IntegerFilter | TextFilter | BooleanFilter;

export type FilterValue = string | number | boolean | readonly string[];
export type FilterValues = Readonly<Record<string, FilterValue | undefined>>;

/** The search-param keys one definition owns. */
export function keysOf(def: FilterDef): string[] {
  switch (def.kind) {
    case 'dateRange':
      return [def.start, def.end];
    case 'money':
      return [def.min, def.max];
    default:
      return [def.name];
  }
}

/** A stable id for a definition (its first key): chips, React keys, field ids. */
export const idOf = (def: FilterDef): string => keysOf(def)[0] ?? def.label;

/** The keys of every definition. */
export const allKeysOf = (defs: readonly FilterDef[]): string[] => defs.flatMap(keysOf);
