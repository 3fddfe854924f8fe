import { describe, expect, it } from 'vitest';
import { receivableList } from '@contract/financial';
import { receivableStats } from '@contract/financial/stats';
import { toQueryParams } from '@/api/lists/filter-params';
import { allKeysOf } from '@/api/lists/filter-types';
import { STATEMENT_FILTERS } from './filters';

describe('statement filters', () => {
  it("send only the contract's parameters, to the list and to its stats (contract/financial.ts)", () => {
    const sent = allKeysOf(STATEMENT_FILTERS);
    for (const call of [receivableList, receivableStats]) {
      const accepted = Object.keys(call.query.schema.entries);
      expect(sent.filter((name) => !accepted.includes(name))).toEqual([]);
    }
  });

  it('date the period by settlement unless the sale date is chosen', () => {
    const none = { start_date: '', end_date: '' };
    expect(toQueryParams(STATEMENT_FILTERS, none)).toEqual({ date_type: 'settlement' });
    expect(toQueryParams(STATEMENT_FILTERS, { ...none, date_type: 'transaction' })).toEqual({
      date_type: 'transaction',
    });
  });
});

describe('the period the statement opens on', () => {
  // 23:59 on 30/11 in São Paulo (-03:00): still November there.
  const LATE_NOVEMBER = Date.parse('2026-12-01T02:59:00Z');

  it('is the current month, from the 1st to today in São Paulo, by settlement date', () => {
    expect(toQueryParams(STATEMENT_FILTERS, {}, LATE_NOVEMBER)).toEqual({
      date_type: 'settlement',
      start_date: '2026-11-01',
      end_date: '2026-11-30',
    });
    expect(toQueryParams(STATEMENT_FILTERS, {}, Date.parse('2026-12-01T03:00:00Z'))).toMatchObject({
      start_date: '2026-12-01',
      end_date: '2026-12-01',
    });
  });

  it('steps aside for a receivable, sale, unit or boleto looked up by its code', () => {
    expect(toQueryParams(STATEMENT_FILTERS, { transaction_id: 77 }, LATE_NOVEMBER)).toEqual({
      date_type: 'settlement',
      transaction_id: 77,
    });
  });

  it('gives way to a period from the URL, and to an explicitly cleared one', () => {
    expect(
      toQueryParams(STATEMENT_FILTERS, { start_date: '2026-10-01', end_date: '2026-10-31' }, LATE_NOVEMBER),
    ).toEqual({ date_type: 'settlement', start_date: '2026-10-01', end_date: '2026-10-31' });
    expect(toQueryParams(STATEMENT_FILTERS, { start_date: '', end_date: '' }, LATE_NOVEMBER)).toEqual({
      date_type: 'settlement',
    });
  });
});
