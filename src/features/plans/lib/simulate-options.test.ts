import { describe, expect, it } from 'vitest';
import type { SalesPlan } from '@/api/sales-plans';
import { simulateChannels } from './simulate-options';

const prices = (debit: boolean, max: number) => [
  ...(debit ? [{ operation_id: 0, installments: 1, mdr: 1.39 }] : []),
  { operation_id: 1, installments: 1, mdr: 2.49 },
  ...Array.from({ length: max - 1 }, (_, i) => ({ operation_id: 2, installments: i + 2, mdr: 3 + i / 10 })),
];

const plan = (id: number, channelId: number, channel: string, brands: SalesPlan['card_brand_prices']): SalesPlan => ({
  sales_plan: { id, name: `Plano ${channel}`, channel: { id: channelId, channel_name: channel } },
  card_brand_prices: brands,
});

describe('simulateChannels', () => {
  it('offers each card plan with only the operations and installments it has a fee for', () => {
    const channels = simulateChannels([
      plan(1, 1, 'POS', [
        { card_brand: { id: 5, brand_name: 'AMEX' }, prices: prices(false, 6) },
        { card_brand: { id: 2, brand_name: 'VISA' }, prices: prices(true, 12) },
      ]),
      plan(2, 2, 'App Taxa Zero', [{ card_brand: { id: 6, brand_name: 'APP TAXA ZERO' }, prices: prices(true, 12) }]),
      plan(5, 5, 'Boleto', []),
    ]);

    expect(channels.map((c) => c.channelName)).toEqual(['POS']);
    expect(channels[0]?.brands).toEqual([
      { id: 2, name: 'Visa', operations: [0, 1, 2], installments: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
      { id: 5, name: 'Amex', operations: [1, 2], installments: [2, 3, 4, 5, 6] },
    ]);
  });
});
