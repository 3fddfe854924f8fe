import { fireEvent, screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { within as shadowWithin } from 'shadow-dom-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/ui/page/testing/render-page';
import { receivableUnitQueries } from '../api/queries';
import type { ReceivableUnit, ReceivableUnitPage } from '@contract/shapes/receivable-unit';
import { UNITS_PER_PAGE, unitQueryParams, UnitsSearchSchema } from '../lib/filters';
import { UnitsPage } from './units-page';

vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => true }));
vi.mock('@/auth', () => ({ useIsReadOnlySession: () => false, useSessionUser: () => ({ sub: 'user-test' }) }));
vi.mock('@/ui/page/use-media-query', () => ({ TABLET_UP: 'tablet', WIDE_SCREEN: 'wide', useMediaQuery: () => false }));

const unit = (id: number, paid: boolean): ReceivableUnit => ({
  receivable_unit_id: id,
  payment_id: 900 + id,
  arrangement_id: 4,
  arrangement_code: 'VCC',
  dt_liquidation: '2026-11-21',
  holder_document: '34218765000114',
  receiving_end_user_document: '34218765000114',
  amount: 10_000,
  committed_amount: 3_000,
  payable_amount: 7_000,
  installment_count: 3,
  paid,
  contract_effect: true,
  financier: 'Itaú Unibanco S.A.',
});

const FILTERS = { arrangement_id: ['4'], paid: true };
const PAGE: ReceivableUnitPage = { data: [unit(11, true), unit(12, true)], total: 2 };

async function renderUnits(onSearchChange = vi.fn()) {
  const key = receivableUnitQueries.list(unitQueryParams(FILTERS)).infinite(UNITS_PER_PAGE).queryKey;
  await renderPage(
    () => <UnitsPage search={v.parse(UnitsSearchSchema, FILTERS)} onSearchChange={onSearchChange} />,
    [[key, { pages: [PAGE], pageParams: [1] }]],
  );
  return onSearchChange;
}

describe('UnitsPage (phone)', () => {
  it('counts the results and shows a card per unit without repeating its heading fields', async () => {
    await renderUnits();

    expect(await screen.findByRole('heading', { level: 2, name: '2 unidades de recebíveis' })).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'Unidades de recebíveis' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(
      await shadowWithin(cards[0] as HTMLElement).findByShadowRole('button', { name: 'UR 11 · 21/11/2026' }),
    ).toBeTruthy();
    expect(first.getByText('Visa Crédito (VCC)')).toBeTruthy();
    expect(first.getByText('R$ 70,00')).toBeTruthy();
    expect(first.queryByText('Data de liquidação')).toBeNull();
  });

  it('shows the active filters as chips; a chip removes its own filter', async () => {
    const onSearchChange = await renderUnits();

    fireEvent.click(screen.getByRole('button', { name: 'Paga: Sim — remover filtro' }));
    // A new filter starts again at page 1.
    expect(onSearchChange).toHaveBeenCalledWith({ arrangement_id: ['4'], paid: undefined, page: undefined });
    expect(screen.getByRole('button', { name: 'Arranjo: Visa Crédito (VCC) — remover filtro' })).toBeTruthy();
  });
});
