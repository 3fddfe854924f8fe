import * as v from 'valibot';
import { filterSearchEntries } from '@/api/lists/filter-params';
import type { FilterDef, FilterOption, FilterValues } from '@/api/lists/filter-types';
import { TERMINAL_STATUSES } from '@contract/codes/merchant';
import type { Terminal } from '../api/list-terminals';
import { STATUS_LABELS } from './labels';

const STATUS_OPTIONS: readonly FilterOption[] = TERMINAL_STATUSES.map((status) => ({
  value: status,
  label: STATUS_LABELS[status],
}));

/**
 * The terminals' filters: the same panel, chips and 'Buscar' as every list (issue 12 §1). They
 * run on the device: requirements §7's terminal call takes no parameters and a merchant has a handful
 * of machines, so filtering also works offline. Model options come from the merchant's own list.
 */
export function terminalFilters(models: readonly string[] = []): FilterDef[] {
  return [
    { kind: 'multiSelect', name: 'status', label: 'Status', options: STATUS_OPTIONS },
    {
      kind: 'text',
      name: 'serial_number',
      label: 'Nº de série',
      maxLength: 40,
      uppercase: true,
      placeholder: 'Ex.: PAX-1234',
    },
    {
      kind: 'multiSelect',
      name: 'model',
      label: 'Modelo',
      options: models.map((model) => ({ value: model, label: model })),
    },
  ];
}

export const TERMINAL_FILTERS: readonly FilterDef[] = terminalFilters();

/** The screen's search params: only the filters (the list has no pages). */
export const TerminalsSearchSchema = v.object(filterSearchEntries(TERMINAL_FILTERS));
export type TerminalsSearch = v.InferOutput<typeof TerminalsSearchSchema>;

/** The models the merchant has, in order, for the model filter's options. */
export const modelsOf = (terminals: readonly Terminal[]): string[] =>
  [...new Set(terminals.map((terminal) => terminal.model))].sort((a, b) => a.localeCompare(b, 'pt-BR'));

/** Serial numbers are printed with dashes or spaces on labels; compare letters and digits only. */
const normalizeSerial = (value: string): string => value.replace(/[^0-9a-z]/gi, '').toUpperCase();

const listOf = (value: FilterValues[string]): readonly string[] =>
  Array.isArray(value) ? (value as readonly string[]) : [];

/** The terminals the filter values keep; a serial matches by any part of it. */
export function filterTerminals(terminals: readonly Terminal[], values: FilterValues): Terminal[] {
  const statuses = listOf(values.status);
  const models = listOf(values.model);
  const serial = typeof values.serial_number === 'string' ? normalizeSerial(values.serial_number) : '';
  return terminals.filter(
    (terminal) =>
      (statuses.length === 0 || statuses.includes(terminal.status)) &&
      (models.length === 0 || models.includes(terminal.model)) &&
      (serial === '' || normalizeSerial(terminal.serial_number).includes(serial)),
  );
}

export const isFiltering = (values: FilterValues): boolean =>
  listOf(values.status).length > 0 ||
  listOf(values.model).length > 0 ||
  (typeof values.serial_number === 'string' && values.serial_number.trim() !== '');
