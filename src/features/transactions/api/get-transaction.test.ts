import type * as ApiModule from '@/api';
import { describe, expect, it, vi } from 'vitest';
import { receivableList } from '@contract/financial';
import { transactionList } from '@contract/transactions';
import { getTransaction } from './list-transactions';

const call = vi.hoisted(() => vi.fn());
vi.mock('@/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), api: { call } }));

describe('getTransaction', () => {
  it('reads a sale and its receivables through the two §7 lists, by transaction_id', async () => {
    const sale = { transaction_id: 42 };
    const receivables = [{ id: 1 }, { id: 2 }];
    call.mockImplementation((declared: unknown) =>
      Promise.resolve(declared === transactionList ? { data: [sale], total: 1 } : { data: receivables, total: 2 }),
    );

    expect(await getTransaction(42)).toEqual({ transaction_id: 42, receivables });
    expect(call.mock.calls.map(([declared, options]) => [declared, (options as { query: object }).query])).toEqual([
      [transactionList, { transaction_id: 42, perPage: 1 }],
      [receivableList, { transaction_id: 42, sortBy: 'transaction_id', sortDesc: false, perPage: 100 }],
    ]);
  });

  it('says so when the sale is not the merchant’s or does not exist', async () => {
    call.mockResolvedValue({ data: [], total: 0 });
    await expect(getTransaction(7)).rejects.toMatchObject({ status: 404, message: 'Venda não encontrada.' });
  });
});
