import { describe, expect, it } from 'vitest';
import { receivableList, receivableStats } from '@contract/financial';
import { toQueryParams } from '@/ui/filters/params';
import { allKeysOf } from '@/ui/filters/types';
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
    expect(toQueryParams(STATEMENT_FILTERS, {})).toEqual({ date_type: 'settlement' });
    expect(toQueryParams(STATEMENT_FILTERS, { date_type: 'transaction' })).toEqual({ date_type: 'transaction' });
  });
});
