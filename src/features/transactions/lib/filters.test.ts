import { describe, expect, it } from 'vitest';
import { transactionList } from '@contract/transactions';
import { toQueryParams } from '@/ui/filters/params';
import { allKeysOf } from '@/ui/filters/types';
import { transactionFilters } from './filters';

describe('transaction filters', () => {
  it("the transactions filter sends 'Crédito Parcelado' as operations 2 to 10", () => {
    const params = toQueryParams(transactionFilters(), { operation: ['2-10'], status: [] });
    expect([...(params.operation as string[])].map(Number).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('finds one sale by its code (spec §3 transaction_id)', () => {
    expect(toQueryParams(transactionFilters(), { transaction_id: 5521, status: [] })).toEqual({ transaction_id: 5521 });
  });

  it("sends only the contract's parameters (contract/transactions.ts)", () => {
    const accepted = Object.keys(transactionList.query.schema.entries);
    const sent = allKeysOf(transactionFilters());
    expect(sent.filter((name) => !accepted.includes(name))).toEqual([]);
  });
});
