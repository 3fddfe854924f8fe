import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { chipsOf } from '@/ui/filters/chips';
import type { Terminal } from '../api/list-terminals';
import {
  filterTerminals,
  isFiltering,
  modelsOf,
  TERMINAL_FILTERS,
  terminalFilters,
  TerminalsSearchSchema,
} from './filter-terminals';

const terminal = (id: number, serial_number: string, status: Terminal['status'], model = 'P2'): Terminal => ({
  id,
  serial_number,
  status,
  model,
  manufacturer: 'Acme',
  connectivity: '4G',
  activation_date: '2026-01-10',
  last_used_at: null,
  month_count: 0,
  month_amount: 0,
});

const TERMINALS = [
  terminal(1, 'PAX-1234-5678', 'ACTIVE', 'A910'),
  terminal(2, 'GT9 0001', 'INACTIVE'),
  terminal(3, 'pax12349999', 'MAINTENANCE'),
  terminal(4, 'ING-777', 'ACTIVE'),
];

const ids = (values: Parameters<typeof filterTerminals>[1]) => filterTerminals(TERMINALS, values).map((t) => t.id);

describe('filterTerminals', () => {
  it('returns everything without a filter', () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
    expect(ids({ status: [], serial_number: '' })).toEqual([1, 2, 3, 4]);
  });

  it('keeps the chosen statuses and models', () => {
    expect(ids({ status: ['ACTIVE'] })).toEqual([1, 4]);
    expect(ids({ status: ['INACTIVE', 'MAINTENANCE'] })).toEqual([2, 3]);
    expect(ids({ model: ['P2'] })).toEqual([2, 3, 4]);
  });

  it('finds a serial by any part of it, ignoring case, dashes and spaces', () => {
    expect(ids({ serial_number: 'pax 1234' })).toEqual([1, 3]);
    expect(ids({ serial_number: 'gt90001' })).toEqual([2]);
    expect(ids({ serial_number: ' - ' })).toEqual([1, 2, 3, 4]);
  });

  it('combines the filters', () => {
    expect(ids({ status: ['MAINTENANCE'], serial_number: 'PAX' })).toEqual([3]);
    expect(ids({ status: ['ACTIVE'], model: ['P2'] })).toEqual([4]);
  });
});

describe('terminal filters', () => {
  it("offers the merchant's own models, sorted", () => {
    expect(modelsOf(TERMINALS)).toEqual(['A910', 'P2']);
    const model = terminalFilters(modelsOf(TERMINALS)).find((def) => def.label === 'Modelo');
    expect(model?.kind === 'multiSelect' && model.options?.map((o) => o.value)).toEqual(['A910', 'P2']);
  });

  it('reads like the other lists: chips in words, odd URL values dropped', () => {
    const chips = chipsOf(TERMINAL_FILTERS, { status: ['ACTIVE', 'MAINTENANCE'], serial_number: 'PAX' });
    expect(chips.map((chip) => chip.text)).toEqual(['Status: Ativo, Em manutenção', 'Nº de série: PAX']);
    expect(v.parse(TerminalsSearchSchema, { status: ['ACTIVE'], serial_number: 'PAX' })).toEqual({
      status: ['ACTIVE'],
      serial_number: 'PAX',
    });
    expect(v.parse(TerminalsSearchSchema, { status: 5 }).status).toBeUndefined();
  });

  it('knows when it filters', () => {
    expect(isFiltering({})).toBe(false);
    expect(isFiltering({ serial_number: '  ', status: [] })).toBe(false);
    expect(isFiltering({ status: ['INACTIVE'] })).toBe(true);
    expect(isFiltering({ model: ['P2'] })).toBe(true);
  });
});
