import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { minimal, unitRow } from '@/api/testing/rows';
import { renderPage } from '@/ui/page/testing/render-page';
import { contractEffectQueries } from '../api/queries';
import { ContractEffectDetailSchema, type ContractEffectDetail } from '@contract/contract-effects';
import { EffectDetailPage } from './effect-detail-page';

vi.mock('@/offline/connectivity', () => ({ useIsOnline: () => true }));
vi.mock('@/auth', () => ({ useIsReadOnlySession: () => false }));

const EFFECT: ContractEffectDetail = {
  id: 982,
  receivable_unit_id: 4100,
  arrangement_id: 6,
  arrangement_code: 'ECC',
  effect_type: 1,
  operation: 'C',
  protocol: '202611110000000001',
  contract_identifier: 'TT-FIDC-000981',
  beneficiary_doc: '12ABC34501DE35',
  beneficiary_name: 'FIDC Recebíveis Varejo Brasil',
  cerc_code: '2f061ec0-7068-1efe-2c3b-041a53ce0f91',
  priority: 2,
  division_method: 'AMOUNT',
  division_amount: 400_000,
  division_percentage: null,
  committed_amount: 250_000,
  deprecated: false,
  smoke_contract_effect: false,
  created_at: '2026-11-11T09:48:00.000-03:00',
  liquidation_date: '2027-02-24',
  receiving_end_user_document: '34218765000114',
  receivable_unit: unitRow({
    receivable_unit_id: 4100,
    dt_liquidation: '2027-02-24',
    arrangement_code: 'ECC',
    amount: 250_000,
    committed_amount: 250_000,
    payable_amount: 0,
    paid: false,
  }),
};

describe('EffectDetailPage', () => {
  it('shows every field the registry reports, labelled in Portuguese', async () => {
    await renderPage(() => <EffectDetailPage id={982} />, [[contractEffectQueries.detail(982).queryKey, EFFECT]]);

    expect(screen.getByRole('heading', { level: 1, name: 'Efeito de contrato 982' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Troca de titularidade · Criação' })).toBeTruthy();
    expect(screen.getAllByText('Em vigor').length).toBeGreaterThan(0);
    const data = within(screen.getByRole('region', { name: 'Dados do efeito de contrato' }));
    for (const text of [
      '202611110000000001',
      'TT-FIDC-000981',
      '12.ABC.345/01DE-35',
      '2f061ec0-7068-1efe-2c3b-041a53ce0f91',
      'Valor definido',
      'R$ 4.000,00',
      'R$ 2.500,00',
      '11/11/2026 09:48',
      '24/02/2027',
      '34.218.765/0001-14',
      'Elo Crédito (ECC)',
    ]) {
      expect(data.getByText(text)).toBeTruthy();
    }
    const unit = within(screen.getByRole('region', { name: 'Unidade de recebível' }));
    expect(unit.getByRole('link', { name: 'UR 4100' })).toBeTruthy();
    expect(unit.getByText('R$ 0,00')).toBeTruthy();
  });
});

describe('EffectDetailPage against a spec-minimal backend (the strict sandbox)', () => {
  it('shows the registry fields it was sent, the arrangement by its id, and a dash for the rest', async () => {
    const lean = minimal(ContractEffectDetailSchema, EFFECT);
    expect(lean.receivable_unit).toBeUndefined();
    await renderPage(() => <EffectDetailPage id={982} />, [[contractEffectQueries.detail(982).queryKey, lean]]);

    const data = within(screen.getByRole('region', { name: 'Dados do efeito de contrato' }));
    expect(data.getByText('TT-FIDC-000981')).toBeTruthy();
    expect(data.getByText('R$ 2.500,00')).toBeTruthy();
    expect(data.queryByText('Sem arranjo')).toBeNull();
    expect(document.body.textContent).not.toMatch(/undefined|NaN/);
    expect(screen.getByRole('link', { name: 'UR 4100' })).toBeTruthy();
  });
});
