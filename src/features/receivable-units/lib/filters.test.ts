import { describe, expect, it } from 'vitest';
import { unitList } from '@contract/receivable-units';
import { allKeysOf } from '@/api/lists/filter-types';
import { buildQuery } from '@/api/client';
import { chipsOf } from '@/ui/filters/chips';
import { fromFormValues, toFormValues } from '@/ui/filters/form';
import { UNIT_FILTERS, unitQueryParams, withUnitDocuments } from './filters';

describe('unit filters → API parameters', () => {
  // 23:59 on 30/11 in São Paulo (-03:00): still November there.
  const LATE_NOVEMBER = Date.parse('2026-12-01T02:59:00Z');

  const NEAREST_FIRST = { sortBy: 'dt_liquidation', sortDesc: false };

  it('opens on what settles from today (São Paulo) on, nearest settlement first', () => {
    expect(unitQueryParams({}, LATE_NOVEMBER)).toEqual({ start_date: '2026-11-30', ...NEAREST_FIRST });
    expect(unitQueryParams({}, Date.parse('2026-12-01T03:00:00Z'))).toEqual({
      start_date: '2026-12-01',
      ...NEAREST_FIRST,
    });
  });

  it('sends no period once the merchant clears it, and the one the merchant chose', () => {
    expect(unitQueryParams({ start_date: '', end_date: '' }, LATE_NOVEMBER)).toEqual({});
    expect(unitQueryParams({ start_date: '2026-01-01', end_date: '' }, LATE_NOVEMBER)).toEqual({
      start_date: '2026-01-01',
      ...NEAREST_FIRST,
    });
    // A period is one thing: half of it from the URL never gets the other half from the default.
    expect(unitQueryParams({ end_date: '2026-10-31' }, LATE_NOVEMBER)).toEqual({ end_date: '2026-10-31' });
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
      '?start_date=2026-11-01&end_date=2026-11-30&arrangement_id=2&arrangement_id=4&paid=false&contract_effect=true&sortBy=dt_liquidation&sortDesc=false',
    );
  });

  it('sends documents bare, letters of an alphanumeric CNPJ kept in capitals', () => {
    expect(
      unitQueryParams({
        start_date: '',
        holder_document: '34.218.765/0001-14',
        receiving_end_user_document: '12.abc.345/01de-35',
      }),
    ).toEqual({
      holder_document: '34218765000114',
      receiving_end_user_document: '12ABC34501DE35',
    });
  });
});

describe('unit filters of requirements §3 (issue 12)', () => {
  it('send the unit, its payment and a part of the financier’s name (in any period: a lookup)', () => {
    expect(buildQuery(unitQueryParams({ receivable_unit_id: 40, payment_id: 900, financier: ' Itaú ' }))).toBe(
      '?receivable_unit_id=40&payment_id=900&financier=Ita%C3%BA',
    );
  });
});

describe('unit filter values', () => {
  const NOW = Date.parse('2026-11-21T18:00:00Z');

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
    const chips = chipsOf(UNIT_FILTERS, { arrangement_id: ['1', '8'], paid: true, contract_effect: false }, NOW);
    expect(chips.map((chip) => chip.text)).toEqual([
      'Data de liquidação: a partir de 21/11/2026',
      'Arranjo: Mastercard Débito (MCD), Amex Crédito (ACC)',
      'Paga: Sim',
      'Efeito de contrato: Sem efeito de contrato',
    ]);
  });

  it('a chip clears its own filter only', () => {
    const [, chip] = chipsOf(UNIT_FILTERS, { paid: true, arrangement_id: ['3'] });
    expect(chip?.clear).toEqual({ arrangement_id: undefined });
  });

  it('a lookup by unit or payment code ignores the default period, from the panel too', () => {
    const form = toFormValues(UNIT_FILTERS, {}, NOW);
    expect(form.start_date).toBe('21/11/2026');
    expect(fromFormValues(UNIT_FILTERS, { ...form, payment_id: '900' }, NOW)).toMatchObject({
      start_date: undefined,
      end_date: undefined,
      payment_id: 900,
    });
    expect(unitQueryParams({ payment_id: 900 }, NOW)).toEqual({ payment_id: 900 });
    // A period the merchant chose stays.
    expect(fromFormValues(UNIT_FILTERS, { ...form, start_date: '01/11/2026', payment_id: '900' }, NOW)).toMatchObject({
      start_date: '2026-11-01',
    });
  });

  it("sends only the contract's parameters (contract/receivable-units.ts)", () => {
    const accepted = Object.keys(unitList.query.schema.entries);
    expect(allKeysOf(UNIT_FILTERS).filter((name) => !accepted.includes(name))).toEqual([]);
  });
});
