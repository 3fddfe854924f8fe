import { describe, expect, it } from 'vitest';
import { buildQuery } from '@/api/client';
import { chipsOf } from '@/ui/filters/chips';
import { EFFECT_FILTERS, effectQueryParams, withFormattedDocument } from './filters';

describe('effect filters → API parameters', () => {
  it("defaults to the versions in force ('Depreciado' false) dated by creation", () => {
    expect(effectQueryParams({})).toEqual({ deprecated: 'false', date_type: 'created_at' });
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
      '?effect_type=2&effect_type=4&operation=C&operation=R&deprecated=true&date_type=liquidation_date&start_date=2026-11-01&end_date=2026-12-31',
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

  it('formats a typed document for the URL', () => {
    expect(withFormattedDocument({ beneficiary_doc: '60701190000104' })).toEqual({
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
    ]);
  });
});
