import { describe, expect, it } from 'vitest';
import type { SalesPlan } from '@/api/sales-plans';
import { buildFeeMatrix, buildPlansView } from './plan-matrix';

type Price = SalesPlan['card_brand_prices'][number]['prices'][number];

const plan = (id: number, channelId: number, brands: [number, string, Price[]][]): SalesPlan => ({
  sales_plan: {
    id,
    name: `Plano ${id}`,
    channel: { id: channelId, channel_name: channelId === 2 ? 'App Taxa Zero' : 'POS' },
  },
  card_brand_prices: brands.map(([brandId, brand_name, prices]) => ({
    card_brand: { id: brandId, brand_name },
    prices,
  })),
});

const price = (operation_id: number, installments: number, mdr: number): Price => ({ operation_id, installments, mdr });

describe('buildFeeMatrix', () => {
  it('orders rows Débito, Crédito à vista, then 2x to 12x numerically', () => {
    const matrix = buildFeeMatrix(
      plan(1, 1, [
        [1, 'MASTERCARD', [price(2, 10, 4.5), price(2, 2, 3.1), price(1, 1, 2.9), price(0, 1, 1.5), price(2, 12, 5)]],
      ]),
    );

    expect(matrix.rows.map((row) => row.label)).toEqual([
      'Débito',
      'Crédito à vista',
      'Crédito 2x',
      'Crédito 10x',
      'Crédito 12x',
    ]);
  });

  it('puts brands in columns by brand id and aligns each fee under its brand', () => {
    const matrix = buildFeeMatrix(
      plan(1, 1, [
        [2, 'VISA', [price(0, 1, 1.4), price(1, 1, 2.8)]],
        [1, 'MASTERCARD', [price(0, 1, 1.5), price(1, 1, 2.9)]],
      ]),
    );

    expect(matrix.brands.map((brand) => brand.name)).toEqual(['MASTERCARD', 'VISA']);
    expect(matrix.rows[0]).toMatchObject({ label: 'Débito', fees: [1.5, 1.4] });
    expect(matrix.rows[1]).toMatchObject({ label: 'Crédito à vista', fees: [2.9, 2.8] });
  });

  it('leaves a gap (null) where a brand has no such fee, e.g. Amex without debit', () => {
    const matrix = buildFeeMatrix(
      plan(1, 1, [
        [1, 'MASTERCARD', [price(0, 1, 1.5), price(1, 1, 2.9)]],
        [5, 'AMEX', [price(1, 1, 3.5)]],
      ]),
    );

    expect(matrix.rows[0]).toMatchObject({ label: 'Débito', fees: [1.5, null] });
    expect(matrix.rows[1]).toMatchObject({ label: 'Crédito à vista', fees: [2.9, 3.5] });
  });

  it('names operations beyond the card ones and puts them last', () => {
    const matrix = buildFeeMatrix(plan(1, 5, [[1, 'MASTERCARD', [price(17, 1, 1.99), price(0, 1, 1.5)]]]));

    expect(matrix.rows.map((row) => row.label)).toEqual(['Débito', 'Boleto']);
  });
});

describe('buildPlansView', () => {
  it('separates the holder fee plan (channel 2) from the merchant’s plans', () => {
    const view = buildPlansView([
      plan(1, 1, [[1, 'MASTERCARD', [price(0, 1, 1.5)]]]),
      plan(2, 2, [[6, 'APP TAXA ZERO', [price(1, 1, 4.99)]]]),
      plan(3, 3, [[2, 'VISA', [price(0, 1, 1.4)]]]),
    ]);

    expect(view.salesPlans.map((matrix) => matrix.planId)).toEqual([1, 3]);
    expect(view.holderPlans.map((matrix) => matrix.planId)).toEqual([2]);
    expect(view.holderPlans[0]?.brands).toEqual([{ id: 6, name: 'APP TAXA ZERO' }]);
  });

  it('has no holder plan when the merchant does not sell through the app', () => {
    expect(buildPlansView([plan(1, 1, [])]).holderPlans).toEqual([]);
  });
});
