import { describe, expect, it } from 'vitest';
import { effectList } from '@contract/contract-effects';
import { allKeysOf } from '@/api/lists/filter-types';
import { buildQuery } from '@/api/client';
import { chipsOf } from '@/ui/filters/chips';
import { EFFECT_FILTERS, effectQueryParams, withEffectDocuments } from './filters';

describe('effect filters → API parameters', () => {
  it("defaults to the versions in force ('Depreciado' false) dated by creation, without the registry's tests", () => {
    expect(effectQueryParams({})).toEqual({
      deprecated: 'false',
      date_type: 'created_at',
      smoke_contract_effect: 'false',
    });
  });

  it('shows the registry’s tests too once their chip is removed, or only them', () => {
    expect(effectQueryParams({ smoke_contract_effect: '' })).not.toHaveProperty('smoke_contract_effect');
    expect(effectQueryParams({ smoke_contract_effect: 'true' })).toMatchObject({ smoke_contract_effect: 'true' });
    expect(chipsOf(EFFECT_FILTERS, {}).map((c) => c.text)).toContain('Testes do registro: Ocultos');
  });

  it('repeats types and operations, keeps the chosen date basis and range', () => {
    const params = effectQueryParams({
      effect_type: ['4', '2'],
      operation: ['R', 'C'],
      deprecated: 'true',
      date_type: 'liquidation_date',
      start_date: '2026-11-01',
      end_date: '2026-12-31',
    });
    expect(buildQuery(params)).toBe(
      '?effect_type=2&effect_type=4&operation=C&operation=R&deprecated=true&date_type=liquidation_date&start_date=2026-11-01&end_date=2026-12-31&smoke_contract_effect=false',
    );
  });

  it('sends the beneficiary document bare and the contract identifier as typed', () => {
    expect(
      effectQueryParams({ beneficiary_doc: '60.701.190/0001-04', contract_identifier: ' CCB-2026-0004417 ' }),
    ).toMatchObject({
      beneficiary_doc: '60701190000104',
      contract_identifier: 'CCB-2026-0004417',
    });
  });

  it('sends the §3 fields: protocol and CERC code as typed, the receiving document bare', () => {
    expect(
      effectQueryParams({
        protocol: '202611250000012345',
        cerc_code: 'A1B2C3D4-0000-4000-8000-000000000001',
        receiving_end_user_document: '12.abc.345/01de-35',
      }),
    ).toMatchObject({
      protocol: '202611250000012345',
      cerc_code: 'A1B2C3D4-0000-4000-8000-000000000001',
      receiving_end_user_document: '12ABC34501DE35',
    });
  });

  it('formats a typed document for the URL', () => {
    expect(withEffectDocuments({ beneficiary_doc: '60701190000104' })).toEqual({
      beneficiary_doc: '60.701.190/0001-04',
    });
  });
});

describe('effect chips', () => {
  it('name types and operations; the required choices have no chip', () => {
    const chips = chipsOf(EFFECT_FILTERS, { effect_type: ['1', '4'], operation: ['B'], deprecated: 'true' });
    expect(chips.map((chip) => chip.text)).toEqual([
      'Tipo de efeito: Troca de titularidade, Bloqueio judicial',
      'Operação: Baixa',
      'Testes do registro: Ocultos',
    ]);
  });

  it("sends only the contract's parameters (contract/contract-effects.ts)", () => {
    const accepted = Object.keys(effectList.query.schema.entries);
    expect(allKeysOf(EFFECT_FILTERS).filter((name) => !accepted.includes(name))).toEqual([]);
  });
});
