import { describe, expect, it } from 'vitest';
import { transactionList } from '@contract/transactions';
import { fromFormValues, toFormValues } from '@/ui/filters/form';
import { toQueryParams } from '@/api/lists/filter-params';
import { allKeysOf } from '@/api/lists/filter-types';
import { transactionFilters } from './filters';

describe('transaction filters', () => {
  it("a sale looked up by NSU, authorization or code is found in any status: no 'Confirmada' default then", () => {
    expect(toQueryParams(transactionFilters(), {}).status).toEqual(['CONFIRMED']);
    for (const lookup of [{ nsu: '561044' }, { authorization_number: 'A1B2' }, { transaction_id: 36444 }]) {
      expect(toQueryParams(transactionFilters(), lookup).status, JSON.stringify(lookup)).toBeUndefined();
    }
    // From the filter panel, where 'Confirmada' shows checked as the default: the same.
    const typed = fromFormValues(transactionFilters(), {
      ...toFormValues(transactionFilters(), {}),
      nsu: '561044',
    });
    expect(toQueryParams(transactionFilters(), typed).status).toBeUndefined();
    // A status the merchant chose still applies.
    expect(toQueryParams(transactionFilters(), { nsu: '561044', status: ['DENIED'] }).status).toEqual(['DENIED']);
  });

  it("the transactions filter sends 'Crédito parcelado' as operations 2 to 10", () => {
    const params = toQueryParams(transactionFilters(), { operation: ['2-10'], status: [] });
    expect([...(params.operation as string[])].map(Number).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('finds one sale by its code (requirements §3 transaction_id)', () => {
    expect(toQueryParams(transactionFilters(), { transaction_id: 5521, status: [] })).toEqual({ transaction_id: 5521 });
  });

  it("sends only the contract's parameters (contract/transactions.ts)", () => {
    const accepted = Object.keys(transactionList.query.schema.entries);
    const sent = allKeysOf(transactionFilters());
    expect(sent.filter((name) => !accepted.includes(name))).toEqual([]);
  });
});
