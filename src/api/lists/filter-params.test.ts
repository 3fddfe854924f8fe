import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildQuery } from '@/api/client';
import { filterSearchEntries, pickFilterValues, toQueryParams, withDefaults } from './filter-params';
import { SAMPLE_DEFS } from './testing/filter-defs';
import type { FilterDef } from './filter-types';

// 2026-11-21 15:00 in São Paulo (-03:00).
const NOW = Date.parse('2026-11-21T18:00:00Z');

describe('toQueryParams', () => {
  it('applies defaults to unset filters (status CONFIRMED, date basis)', () => {
    expect(toQueryParams(SAMPLE_DEFS, {}, NOW)).toEqual({ status: ['CONFIRMED'], date_type: 'settlement' });
  });

  it('an option that stands for several codes sends them all, once, in a stable order', () => {
    const defs: FilterDef[] = [
      {
        kind: 'multiSelect',
        name: 'operation',
        label: 'Operação',
        options: [
          { value: '1', label: 'Crédito à vista' },
          { value: '2-4', label: 'Crédito Parcelado', sends: ['2', '3', '4'] },
        ],
      },
    ];
    expect(toQueryParams(defs, { operation: ['2-4', '1'] }, NOW)).toEqual({ operation: ['1', '2', '3', '4'] });
  });

  it('an explicit empty list or empty text overrides the default', () => {
    expect(toQueryParams(SAMPLE_DEFS, { status: [], date_type: '' }, NOW)).toEqual({});
  });

  it('sends money as integer cents and dates as YYYY-MM-DD', () => {
    const params = toQueryParams(
      SAMPLE_DEFS,
      { start_date: '2026-11-01', end_date: '2026-11-21', vl_transaction_min: 1050, vl_transaction_max: 0 },
      NOW,
    );
    expect(params).toMatchObject({
      start_date: '2026-11-01',
      end_date: '2026-11-21',
      vl_transaction_min: 1050,
      vl_transaction_max: 0,
    });
  });

  it('repeats multi-select values as parameters, in a stable order', () => {
    const params = toQueryParams(SAMPLE_DEFS, { status: ['PENDING', 'CANCELLED'] }, NOW);
    expect(params.status).toEqual(['CANCELLED', 'PENDING']);
    expect(buildQuery(params)).toBe('?status=CANCELLED&status=PENDING&date_type=settlement');
  });

  it('trims text, uppercases codes, keeps zero and false', () => {
    const params = toQueryParams(
      SAMPLE_DEFS,
      { authorization_number: '  ab12 ', qt_installment: 0, pre_paid_card: false },
      NOW,
    );
    expect(params).toMatchObject({ authorization_number: 'AB12', qt_installment: 0, pre_paid_card: false });
    expect(buildQuery(params)).toContain('qt_installment=0');
    expect(buildQuery(params)).toContain('pre_paid_card=false');
  });

  it('leaves blank text and unknown keys out', () => {
    expect(toQueryParams(SAMPLE_DEFS, { authorization_number: '   ', page: 3 }, NOW)).toEqual({
      status: ['CONFIRMED'],
      date_type: 'settlement',
    });
  });

  it('resolves a date shortcut default on the São Paulo day', () => {
    const defs: FilterDef[] = [
      { kind: 'dateRange', label: 'Período', start: 'start_date', end: 'end_date', default: 'last7' },
    ];
    expect(toQueryParams(defs, {}, NOW)).toEqual({ start_date: '2026-11-15', end_date: '2026-11-21' });
    // 01:00 UTC on the 22nd is still the 21st in São Paulo.
    expect(toQueryParams(defs, {}, Date.parse('2026-11-22T01:00:00Z'))).toEqual({
      start_date: '2026-11-15',
      end_date: '2026-11-21',
    });
  });
});

describe('withDefaults', () => {
  it('fills only undefined keys', () => {
    expect(withDefaults(SAMPLE_DEFS, { status: ['DENIED'] })).toMatchObject({
      status: ['DENIED'],
      date_type: 'settlement',
    });
  });
});

describe('filterSearchEntries', () => {
  const schema = v.object(filterSearchEntries(SAMPLE_DEFS));

  it('keeps valid values and drops invalid ones instead of failing', () => {
    const parsed = v.parse(schema, {
      start_date: '2026-02-30',
      end_date: '2026-11-21',
      status: ['CONFIRMED', 2],
      vl_transaction_min: -5,
      vl_transaction_max: 1000,
      qt_installment: 13,
      pre_paid_card: 'yes',
      authorization_number: 'X'.repeat(21),
      channel: 3,
    });
    expect(parsed).toEqual({
      start_date: undefined,
      end_date: '2026-11-21',
      status: ['CONFIRMED', '2'],
      vl_transaction_min: undefined,
      vl_transaction_max: 1000,
      qt_installment: undefined,
      pre_paid_card: undefined,
      authorization_number: undefined,
      channel: '3',
      date_type: undefined,
    });
  });

  it("accepts '' (explicitly no filter) and empty lists", () => {
    expect(v.parse(schema, { status: [], date_type: '' })).toMatchObject({ status: [], date_type: '' });
  });
});

describe('pickFilterValues', () => {
  it('keeps only the filter keys', () => {
    expect(pickFilterValues(SAMPLE_DEFS, { page: 2, status: ['DENIED'], other: 'x' })).toEqual({ status: ['DENIED'] });
  });
});
