import { describe, expect, it } from 'vitest';
import { unitList } from '@contract/receivable-units';
import { allKeysOf } from '@/ui/filters/types';
import { buildQuery } from '@/api/client';
import { chipsOf } from '@/ui/filters/chips';
import { UNIT_FILTERS, unitQueryParams, withUnitDocuments } from './filters';

describe('unit filters → API parameters', () => {
  it('sends nothing without filters (the API pages and sorts by settlement date)', () => {
    expect(unitQueryParams({})).toEqual({});
  });

  it('repeats arrangements, keeps false and dates as YYYY-MM-DD', () => {
    const params = unitQueryParams({
      arrangement_id: ['4', '2'],
      paid: false,
      contract_effect: true,
      start_date: '2026-11-01',
      end_date: '2026-11-30',
    });
    expect(buildQuery(params)).toBe(
      '?start_date=2026-11-01&end_date=2026-11-30&arrangement_id=2&arrangement_id=4&paid=false&contract_effect=true',
    );
  });

  it('sends documents bare, letters of an alphanumeric CNPJ kept in capitals', () => {
    expect(
      unitQueryParams({ holder_document: '34.218.765/0001-14', receiving_end_user_document: '12.abc.345/01de-35' }),
    ).toEqual({
      holder_document: '34218765000114',
      receiving_end_user_document: '12ABC34501DE35',
    });
  });
});

describe('unit filters of spec §3 (issue 12)', () => {
  it('send the unit, its payment and a part of the financier’s name', () => {
    expect(buildQuery(unitQueryParams({ receivable_unit_id: 40, payment_id: 900, financier: ' Itaú ' }))).toBe(
      '?receivable_unit_id=40&payment_id=900&financier=Ita%C3%BA',
    );
  });
});

describe('unit filter values', () => {
  it('formats typed documents for the URL (input and chip read formatted)', () => {
    expect(
      withUnitDocuments({
        holder_document: '52998224725',
        receiving_end_user_document: '12abc34501de35',
        paid: true,
      }),
    ).toEqual({
      holder_document: '529.982.247-25',
      receiving_end_user_document: '12.ABC.345/01DE-35',
      paid: true,
    });
  });

  it('chips name arrangements with their codes and the yes/no filters in words', () => {
    const chips = chipsOf(UNIT_FILTERS, { arrangement_id: ['1', '8'], paid: true, contract_effect: false });
    expect(chips.map((chip) => chip.text)).toEqual([
      'Arranjo: Mastercard Débito (MCD), Amex Crédito (ACC)',
      'Paga: Sim',
      'Efeito de contrato: Sem efeito de contrato',
    ]);
  });

  it('a chip clears its own filter only', () => {
    const [chip] = chipsOf(UNIT_FILTERS, { paid: true, arrangement_id: ['3'] });
    expect(chip?.clear).toEqual({ arrangement_id: undefined });
  });

  it("sends only the contract's parameters (contract/receivable-units.ts)", () => {
    const accepted = Object.keys(unitList.query.schema.entries);
    expect(allKeysOf(UNIT_FILTERS).filter((name) => !accepted.includes(name))).toEqual([]);
  });
});
