import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/ui/page/testing/render-page';
import { salesPlanQueries, type SalesPlan } from '@/api/sales-plans';
import { PlansPage } from './plans-page';

vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => true }));
vi.mock('@/auth', () => ({ useIsReadOnlySession: () => false }));
const screenSize = vi.hoisted(() => ({ wide: false }));
vi.mock('@/ui/page/use-media-query', () => ({ TABLET_UP: 'tablet', useMediaQuery: () => screenSize.wide }));

const prices = (debit: number | null, credit: number, installments: number[]) => [
  ...(debit === null ? [] : [{ operation_id: 0, installments: 1, mdr: debit }]),
  { operation_id: 1, installments: 1, mdr: credit },
  ...installments.map((mdr, index) => ({ operation_id: 2, installments: index + 2, mdr })),
];

const PLANS: { data: SalesPlan[] } = {
  data: [
    {
      sales_plan: { id: 10, name: 'Plano POS', channel: { id: 1, channel_name: 'POS' } },
      card_brand_prices: [
        { card_brand: { id: 5, brand_name: 'AMEX' }, prices: prices(null, 3.49, [4.1]) },
        { card_brand: { id: 1, brand_name: 'MASTERCARD' }, prices: prices(1.39, 2.49, [3.19]) },
      ],
    },
    {
      sales_plan: { id: 20, name: 'Taxa Zero', channel: { id: 2, channel_name: 'App Taxa Zero' } },
      card_brand_prices: [{ card_brand: { id: 6, brand_name: 'APP TAXA ZERO' }, prices: prices(1.99, 4.99, []) }],
    },
  ],
};

const render = () => renderPage(() => <PlansPage />, [[salesPlanQueries.list().queryKey, PLANS]]);

describe('PlansPage', () => {
  afterEach(() => {
    screenSize.wide = false;
  });

  it('on a phone lists the first brand’s fees in order, as percentages', async () => {
    await render();

    const table = screen.getByRole('table', { name: 'Taxas Mastercard do Plano POS' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Débito1,39%', 'Crédito à vista2,49%', 'Crédito 2x3,19%']);
  });

  it('shows the holder fee plan apart, explained', async () => {
    await render();

    const holder = screen.getByRole('region', { name: 'Plano Taxa Zero' });
    expect(holder.textContent).toContain('Plano Taxa Zero: taxa paga pelo portador');
    expect(within(holder).getByRole('columnheader', { name: 'Taxa do portador' })).toBeTruthy();
    expect(within(holder).getByText('4,99%')).toBeTruthy();
    // It is not mixed into the merchant's own plan.
    expect(screen.getByRole('region', { name: 'Plano POS' }).textContent).not.toContain('APP TAXA ZERO');
  });

  it('on a desktop shows a matrix with brands as columns and a readable gap', async () => {
    screenSize.wide = true;

    await render();

    const table = screen.getByRole('table', { name: 'Taxas do Plano POS por bandeira e modalidade' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Modalidade', 'Mastercard', 'Amex']);
    const debit = within(table).getByRole('row', { name: /Débito/ });
    expect(debit.textContent).toContain('1,39%');
    expect(debit.textContent).toContain('não disponível');
  });
});
