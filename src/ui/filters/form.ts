import * as v from 'valibot';
import { isoToBr, parseDateBr, today, type Now } from '@/lib/dates';
import {
  afterField,
  dateBr,
  maxCurrencyValue,
  maxDate,
  maxLength,
  maxValue,
  messages,
  minValue,
  numeric,
} from '@/lib/validation';
import { defaultsOf, withDefaults } from '@/api/lists/filter-params';
import type { FilterDef, FilterValue, FilterValues } from '@/api/lists/filter-types';

/**
 * What the panel's inputs hold: text for dates ('DD/MM/YYYY' as typed, requirements §5),
 * integers and text; cents or null for money (the auto-decimal input); string lists for
 * multi-selects; '' | 'true' | 'false' for tri-state booleans; '' is "Todos" in selects.
 */
type FormValue = string | readonly string[] | number | null;
export type FormValues = Record<string, FormValue>;

/** The largest amount the API takes (its cents parameter: 9 digits). */
const MAX_FILTER_CENTS = 999_999_999;

const text = (value: FilterValue | undefined): string =>
  value === undefined || typeof value === 'object' ? '' : String(value);

/** Search values (defaults applied) → the panel's initial input values. */
export function toFormValues(defs: readonly FilterDef[], values: FilterValues, now?: Now): FormValues {
  const all = withDefaults(defs, values, now);
  const form: FormValues = {};
  for (const def of defs) {
    switch (def.kind) {
      case 'dateRange':
        form[def.start] = isoToBr(text(all[def.start])) ?? '';
        form[def.end] = isoToBr(text(all[def.end])) ?? '';
        break;
      case 'money': {
        const min = all[def.min];
        const max = all[def.max];
        form[def.min] = typeof min === 'number' ? min : null;
        form[def.max] = typeof max === 'number' ? max : null;
        break;
      }
      case 'multiSelect': {
        const list = all[def.name];
        form[def.name] = Array.isArray(list) ? [...(list as readonly string[])] : [];
        break;
      }
      default:
        form[def.name] = text(all[def.name]);
    }
  }
  return form;
}

/**
 * The panel's (valid) input values → search values. An empty input of a filter with a
 * default becomes '' / [] ("no filter", so the default does not come back); other empty
 * inputs become undefined and leave the URL.
 */
export function fromFormValues(defs: readonly FilterDef[], form: FormValues, now?: Now): FilterValues {
  const out: Record<string, FilterValue | undefined> = {};
  for (const def of defs) {
    const empty = def.kind !== 'money' && def.default !== undefined ? '' : undefined;
    const str = (key: string) => {
      const value = form[key];
      const trimmed = typeof value === 'string' ? value.trim() : '';
      return trimmed === '' ? empty : trimmed;
    };
    switch (def.kind) {
      case 'dateRange':
        for (const key of [def.start, def.end]) {
          const typed = str(key);
          out[key] = typed === undefined || typed === '' ? typed : (parseDateBr(typed) ?? undefined);
        }
        break;
      case 'money':
        for (const key of [def.min, def.max]) {
          const cents = form[key];
          out[key] = typeof cents === 'number' ? cents : undefined;
        }
        break;
      case 'multiSelect': {
        const list = form[def.name];
        const chosen = Array.isArray(list) ? (list as readonly string[]) : [];
        out[def.name] = chosen.length > 0 ? [...chosen] : empty === undefined ? undefined : [];
        break;
      }
      case 'integer': {
        const value = str(def.name);
        out[def.name] = value === undefined || value === '' ? value : Number(value);
        break;
      }
      case 'boolean': {
        const value = str(def.name);
        out[def.name] = value === 'true' ? true : value === 'false' ? false : value;
        break;
      }
      default:
        out[def.name] = str(def.name);
    }
  }
  // A lookup by what identifies a record (defaultUnless) with the default left as it was: the
  // default steps aside, as it does for a link (withDefaults, src/api/lists/filter-params.ts). A
  // changed choice stays.
  for (const def of defs) {
    if ((def.kind !== 'multiSelect' && def.kind !== 'dateRange') || !def.defaultUnless || !def.default) continue;
    const looked = def.defaultUnless.some((name) => {
      const value = out[name];
      return value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);
    });
    if (!looked) continue;
    if (def.kind === 'dateRange') {
      // The period the panel showed by default (this month, today on): the lookup ignores it.
      const shown = defaultsOf([def], now);
      const same = (key: string) => (out[key] || undefined) === shown[key];
      if (same(def.start) && same(def.end)) out[def.start] = out[def.end] = undefined;
      continue;
    }
    const chosen = out[def.name];
    const asDefault = Array.isArray(chosen) && [...chosen].sort().join('\n') === [...def.default].sort().join('\n');
    if (asDefault) out[def.name] = undefined;
  }
  return out;
}

// ---- validation ---------------------------------------------------------------------------

/** Money max below the min: 'O Valor mínimo aceito é de {min}' on the max field (spec 5). */
function moneyOrder(minKey: string, maxKey: string): v.RawCheckAction<FormValues> {
  return v.rawCheck<FormValues>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { [minKey]: min, [maxKey]: max } = dataset.value;
    if (typeof min !== 'number' || typeof max !== 'number' || max >= min) return;
    addIssue({
      message: messages.minCurrencyValue(min),
      path: [{ type: 'object', origin: 'value', input: dataset.value, key: maxKey, value: max }],
    });
  });
}

type Entry = [string, v.GenericSchema];

function entriesOf(def: FilterDef): Entry[] {
  const todayIso = () => today();
  switch (def.kind) {
    case 'dateRange': {
      const date = (label: string) =>
        def.notAfterToday ? v.pipe(v.string(), dateBr(), maxDate(label, todayIso)) : v.pipe(v.string(), dateBr());
      return [
        [def.start, date(def.startLabel ?? 'Data inicial')],
        [def.end, date(def.endLabel ?? 'Data final')],
      ];
    }
    case 'money': {
      const cents = v.nullable(v.pipe(v.number(), maxCurrencyValue(MAX_FILTER_CENTS)));
      return [
        [def.min, cents],
        [def.max, cents],
      ];
    }
    case 'integer':
      return [
        [def.name, v.pipe(v.string(), numeric(def.label), minValue(def.label, def.min), maxValue(def.label, def.max))],
      ];
    case 'text':
      return [[def.name, v.pipe(v.string(), maxLength(def.label, def.maxLength))]];
    case 'multiSelect':
      return [[def.name, v.array(v.string())]];
    default:
      return [[def.name, v.string()]];
  }
}

/**
 * The panel's valibot schema, built from the section-5 rules with their exact messages: dates
 * (valid, not after today when asked, end on or after start), money (max R$ 9.999.999,99, max
 * not below min), integers (digits within min–max), text (max length).
 */
export function formSchemaOf(defs: readonly FilterDef[]) {
  const object = v.object(Object.fromEntries(defs.flatMap(entriesOf)));
  const cross: v.RawCheckAction<FormValues>[] = [];
  for (const def of defs) {
    if (def.kind === 'dateRange') cross.push(afterField<FormValues>(def.endLabel ?? 'Data final', def.end, def.start));
    if (def.kind === 'money') cross.push(moneyOrder(def.min, def.max));
  }
  // One pipe per check: valibot's pipe() is typed for a fixed number of actions, not a spread.
  return cross.reduce<v.GenericSchema<FormValues, FormValues>>(
    (schema, check) => v.pipe(schema, check),
    object as unknown as v.GenericSchema<FormValues, FormValues>,
  );
}
