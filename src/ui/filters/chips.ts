import { formatDate, type Now } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { withDefaults } from '@/api/lists/filter-params';
import {
  idOf,
  keysOf,
  type FilterDef,
  type FilterOption,
  type FilterValue,
  type FilterValues,
} from '@/api/lists/filter-types';

export interface FilterChip {
  /** The definition's id (its first key). */
  id: string;
  /** 'Status: Confirmada, Pendente' — what the chip reads. */
  text: string;
  /** The values to merge into the search to remove this filter. */
  clear: FilterValues;
}

/** More than this many chosen options read as 'Status: Confirmada, Pendente +2'. */
const MAX_NAMED_OPTIONS = 2;

const optionLabel = (options: readonly FilterOption[] | undefined, value: string) =>
  options?.find((option) => option.value === value)?.label ?? value;

const str = (value: FilterValue | undefined): string => (typeof value === 'string' ? value.trim() : '');

function between(from: string, to: string): string {
  if (from && to) return from === to ? from : `${from} a ${to}`;
  return from ? `a partir de ${from}` : `até ${to}`;
}

/** The chip's text after 'Label: ', or null when the filter is not active. */
function describe(def: FilterDef, values: FilterValues): string | null {
  switch (def.kind) {
    case 'dateRange': {
      const from = formatDate(str(values[def.start]));
      const to = formatDate(str(values[def.end]));
      return from || to ? between(from, to) : null;
    }
    case 'money': {
      const min = values[def.min];
      const max = values[def.max];
      const from = typeof min === 'number' ? formatCents(min) : '';
      const to = typeof max === 'number' ? formatCents(max) : '';
      return from || to ? between(from, to) : null;
    }
    case 'multiSelect': {
      const chosen = values[def.name];
      if (!Array.isArray(chosen) || chosen.length === 0) return null;
      // In the options' order, which is the order the panel lists them in.
      const order = (value: string) => def.options?.findIndex((option) => option.value === value) ?? 0;
      const labels = [...(chosen as readonly string[])]
        .sort((a, b) => order(a) - order(b))
        .map((value) => optionLabel(def.options, value));
      const named = labels.slice(0, MAX_NAMED_OPTIONS).join(', ');
      return labels.length > MAX_NAMED_OPTIONS ? `${named} +${labels.length - MAX_NAMED_OPTIONS}` : named;
    }
    case 'select': {
      if (def.required) return null;
      const value = values[def.name];
      return value === undefined || value === '' ? null : optionLabel(def.options, String(value));
    }
    case 'integer': {
      const value = values[def.name];
      return typeof value === 'number' ? String(value) : null;
    }
    case 'text':
      return str(values[def.name]) || null;
    case 'boolean': {
      const value = values[def.name];
      if (value === true) return def.trueLabel ?? 'Sim';
      if (value === false) return def.falseLabel ?? 'Não';
      return null;
    }
  }
}

/** Removing a filter that has a default must say "none" ('' or []), or the default comes back. */
function clearOf(def: FilterDef): FilterValues {
  const hasDefault = def.kind !== 'money' && def.default !== undefined;
  const cleared = hasDefault ? (def.kind === 'multiSelect' ? [] : '') : undefined;
  return Object.fromEntries(keysOf(def).map((key) => [key, cleared]));
}

/**
 * One chip per active filter (defaults applied, so 'Status: Confirmada' shows when the default
 * is in force), in definition order. Tapping a chip merges its `clear` into the search.
 */
export function chipsOf(defs: readonly FilterDef[], values: FilterValues, now?: Now): FilterChip[] {
  const all = withDefaults(defs, values, now);
  const chips: FilterChip[] = [];
  for (const def of defs) {
    const text = describe(def, all);
    if (text !== null) chips.push({ id: idOf(def), text: `${def.label}: ${text}`, clear: clearOf(def) });
  }
  return chips;
}

/** The values every filter returns to when the user asks to clear them all (defaults back). */
export function resetValues(defs: readonly FilterDef[]): FilterValues {
  return Object.fromEntries(defs.flatMap(keysOf).map((key) => [key, undefined]));
}
