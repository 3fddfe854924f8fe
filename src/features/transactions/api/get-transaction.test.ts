import type * as ApiModule from '@/api';
import { describe, expect, it, vi } from 'vitest';
import { getTransaction } from './list-transactions';

const get = vi.hoisted(() => vi.fn());
vi.mock('@/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), api: { get } }));

describe('getTransaction', () => {
  it('reads a sale and its receivables through the two §7 lists, by transaction_id', async () => {
    const sale = { transaction_id: 42 };
    const receivables = [{ id: 1 }, { id: 2 }];
    get.mockImplementation((path: string) =>
      Promise.resolve(path === '/v1/app/transaction' ? { data: [sale], total: 1 } : { data: receivables, total: 2 }),
    );

    expect(await getTransaction(42)).toEqual({ transaction_id: 42, receivables });
    expect(get.mock.calls.map(([path, , options]) => [path, (options as { params: object }).params])).toEqual([
      ['/v1/app/transaction', { transaction_id: 42, perPage: 1 }],
      ['/v1/app/financial/receivable', { transaction_id: 42, sortBy: 'transaction_id', sortDesc: false, perPage: 100 }],
    ]);
  });

  it('says so when the sale is not the merchant’s or does not exist', async () => {
    get.mockResolvedValue({ data: [], total: 0 });
    await expect(getTransaction(7)).rejects.toMatchObject({ status: 404, message: 'Venda não encontrada.' });
  });
});
