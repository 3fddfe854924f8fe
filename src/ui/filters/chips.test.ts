import { describe, expect, it } from 'vitest';
import { chipsOf, resetValues } from './chips';
import { SAMPLE_DEFS } from '@/api/lists/testing/filter-defs';

const NBSP = '\u00a0';
const texts = (values: Parameters<typeof chipsOf>[1]) => chipsOf(SAMPLE_DEFS, values).map((chip) => chip.text);

describe('chipsOf', () => {
  it('shows the default in force, and no chip for a required basis', () => {
    expect(texts({})).toEqual(['Status: Confirmada']);
  });

  it('reads every kind of filter in pt-BR', () => {
    expect(
      texts({
        start_date: '2026-11-01',
        end_date: '2026-11-21',
        status: ['PENDING', 'CONFIRMED'],
        channel: '1',
        vl_transaction_min: 1000,
        vl_transaction_max: 250050,
        qt_installment: 0,
        authorization_number: 'AB12',
        pre_paid_card: true,
      }),
    ).toEqual([
      'Período: 01/11/2026 a 21/11/2026',
      'Status: Confirmada, Pendente',
      'Canal: POS',
      `Valor: R$${NBSP}10,00 a R$${NBSP}2.500,50`,
      'Parcelas: 0',
      'Autorização: AB12',
      'Cartão pré-pago: Sim',
    ]);
  });

  it('reads open ranges and one-day ranges', () => {
    expect(texts({ start_date: '2026-11-01', status: [] })).toEqual(['Período: a partir de 01/11/2026']);
    expect(texts({ end_date: '2026-11-21', status: [] })).toEqual(['Período: até 21/11/2026']);
    expect(texts({ start_date: '2026-11-21', end_date: '2026-11-21', status: [] })).toEqual(['Período: 21/11/2026']);
    expect(texts({ vl_transaction_max: 5000, status: [] })).toEqual([`Valor: até R$${NBSP}50,00`]);
    expect(texts({ pre_paid_card: false, status: [] })).toEqual(['Cartão pré-pago: Não']);
  });

  it('names two options and counts the rest', () => {
    expect(texts({ status: ['CONFIRMED', 'CANCELLED', 'DENIED', 'PENDING'] })).toEqual([
      'Status: Confirmada, Cancelada +2',
    ]);
  });

  it('shows a raw value when its option is unknown (lookup still loading)', () => {
    expect(texts({ channel: '9', status: [] })).toEqual(['Canal: 9']);
  });

  it("a chip's clear removes the filter; a defaulted one is cleared explicitly", () => {
    const chips = chipsOf(SAMPLE_DEFS, { start_date: '2026-11-01', end_date: '2026-11-02' });
    expect(chips.find((chip) => chip.id === 'start_date')?.clear).toEqual({
      start_date: undefined,
      end_date: undefined,
    });
    const status = chips.find((chip) => chip.id === 'status');
    expect(status?.clear).toEqual({ status: [] });
    expect(chipsOf(SAMPLE_DEFS, { ...status?.clear })).toEqual([]);
  });
});

describe('resetValues', () => {
  it('unsets every key so defaults apply again', () => {
    expect(chipsOf(SAMPLE_DEFS, resetValues(SAMPLE_DEFS)).map((chip) => chip.text)).toEqual(['Status: Confirmada']);
  });
});
