import { screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { within as shadowWithin } from 'shadow-dom-testing-library';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/ui/page/testing/render-page';
import { contractEffectQueries } from '../api/queries';
import type { ContractEffect } from '@contract/shapes/contract-effect';
import type { ContractEffectList } from '@contract/contract-effects';
import { EFFECTS_PER_PAGE, effectQueryParams, EffectsSearchSchema } from '../lib/filters';
import { EffectsPage } from './effects-page';

vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => true }));
vi.mock('@/auth', () => ({ useIsReadOnlySession: () => false }));
vi.mock('@/ui/page/use-media-query', () => ({ TABLET_UP: 'tablet', WIDE_SCREEN: 'wide', useMediaQuery: () => false }));

const effect = (id: number, deprecated: boolean): ContractEffect => ({
  id,
  receivable_unit_id: 4000 + id,
  arrangement_id: 2,
  arrangement_code: 'MCC',
  effect_type: 2,
  operation: 'A',
  protocol: '202609220711722930',
  contract_identifier: 'CCB-2026-0004417',
  beneficiary_doc: '60701190000104',
  beneficiary_name: 'Itaú Unibanco S.A.',
  cerc_code: 'abc',
  priority: 3,
  division_method: 'PERCENTAGE',
  division_amount: null,
  division_percentage: 30,
  committed_amount: 87_125,
  deprecated,
  smoke_contract_effect: false,
  created_at: '2026-09-22T15:17:52.000-03:00',
  liquidation_date: '2027-03-21',
  receiving_end_user_document: '34218765000114',
});

/** Renders the screen for a URL's search, read by the route's schema. */
async function renderEffects(url: Record<string, unknown>, list: ContractEffectList) {
  const search = v.parse(EffectsSearchSchema, url);
  const key = contractEffectQueries.list(effectQueryParams(search)).infinite(EFFECTS_PER_PAGE).queryKey;
  await renderPage(
    () => <EffectsPage search={search} onSearchChange={vi.fn()} />,
    [[key, { pages: [list], pageParams: [1] }]],
  );
}

describe('EffectsPage (phone)', () => {
  it('lists the versions in force by default, each card named by type and operation', async () => {
    await renderEffects({}, { data: [effect(1, false)], total: 1 });

    expect(
      await screen.findByRole('heading', { level: 2, name: '1 efeito de contrato nas versões em vigor' }),
    ).toBeTruthy();
    const item = within(screen.getByRole('list', { name: 'Efeitos de contrato' })).getByRole('listitem');
    const card = within(item);
    expect(
      await shadowWithin(item).findByShadowRole('button', { name: 'Ônus – cessão fiduciária · Atualização, efeito 1' }),
    ).toBeTruthy();
    expect(card.getByText('Em vigor')).toBeTruthy();
    expect(card.getByText('R$ 871,25')).toBeTruthy();
    // 'Depreciado' always applies, so it is not a removable chip; hiding the registry's tests is.
    const chips = within(screen.getByRole('list', { name: 'Filtros ativos' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Testes do registro: Ocultos']);
  });

  it("says the replaced versions are showing when 'Depreciado' is Sim", async () => {
    await renderEffects({ deprecated: 'true' }, { data: [effect(1, true), effect(2, true)], total: 2 });

    expect(
      await screen.findByRole('heading', { level: 2, name: '2 versões depreciadas (substituídas por outra versão)' }),
    ).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Efeitos de contrato' })).getAllByText('Depreciado')).toHaveLength(
      2,
    );
  });
});
