import { describe, expect, it } from 'vitest';
import type { Terminal } from '../api/list-terminals';
import { countByStatus, filterTerminals, isFiltering, NO_FILTER } from './filter-terminals';

const terminal = (id: number, serial_number: string, status: Terminal['status']): Terminal => ({
  id,
  serial_number,
  status,
  model: 'P2',
  manufacturer: 'Acme',
  connectivity: '4G',
  activation_date: '2026-01-10',
  last_used_at: null,
  month_count: 0,
  month_amount: 0,
});

const TERMINALS = [
  terminal(1, 'PAX-1234-5678', 'ACTIVE'),
  terminal(2, 'GT9 0001', 'INACTIVE'),
  terminal(3, 'pax12349999', 'MAINTENANCE'),
  terminal(4, 'ING-777', 'ACTIVE'),
];

describe('filterTerminals', () => {
  it('returns everything without a filter', () => {
    expect(filterTerminals(TERMINALS, NO_FILTER)).toHaveLength(4);
  });

  it('keeps one status', () => {
    expect(filterTerminals(TERMINALS, { status: 'ACTIVE', serial: '' }).map((t) => t.id)).toEqual([1, 4]);
  });

  it('finds a serial ignoring case, dashes and spaces', () => {
    expect(filterTerminals(TERMINALS, { status: 'ALL', serial: 'pax 1234' }).map((t) => t.id)).toEqual([1, 3]);
    expect(filterTerminals(TERMINALS, { status: 'ALL', serial: 'gt90001' }).map((t) => t.id)).toEqual([2]);
  });

  it('combines status and serial', () => {
    expect(filterTerminals(TERMINALS, { status: 'MAINTENANCE', serial: 'PAX' }).map((t) => t.id)).toEqual([3]);
  });

  it('treats a search of only punctuation as no search', () => {
    expect(filterTerminals(TERMINALS, { status: 'ALL', serial: ' - ' })).toHaveLength(4);
  });
});

describe('countByStatus', () => {
  it('counts each status and the total', () => {
    expect(countByStatus(TERMINALS)).toEqual({ ALL: 4, ACTIVE: 2, INACTIVE: 1, MAINTENANCE: 1 });
  });
});

describe('isFiltering', () => {
  it('is false for the empty filter and blank searches', () => {
    expect(isFiltering(NO_FILTER)).toBe(false);
    expect(isFiltering({ status: 'ALL', serial: '  ' })).toBe(false);
    expect(isFiltering({ status: 'INACTIVE', serial: '' })).toBe(true);
  });
});
