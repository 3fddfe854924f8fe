import { describe, expect, it } from 'vitest';
import {
  ARRANGEMENT_OPTIONS,
  arrangementLabel,
  arrangementLabelById,
  divisionText,
  EFFECT_OPERATION_OPTIONS,
  EFFECT_TYPE_OPTIONS,
  rowArrangementLabel,
} from './cerc';
import { divisionMethodLabel, effectOperationLabel, effectTypeLabel } from '@contract/receivable-codes';

describe('arrangements', () => {
  it('offers the eight filter ids of requirements §5, each named with its code', () => {
    expect(ARRANGEMENT_OPTIONS).toEqual([
      { value: '1', label: 'Mastercard Débito (MCD)' },
      { value: '2', label: 'Mastercard Crédito (MCC)' },
      { value: '3', label: 'Visa Débito (VCD)' },
      { value: '4', label: 'Visa Crédito (VCC)' },
      { value: '5', label: 'Elo Débito (ECD)' },
      { value: '6', label: 'Elo Crédito (ECC)' },
      { value: '7', label: 'Hipercard Crédito (HCC)' },
      { value: '8', label: 'Amex Crédito (ACC)' },
    ]);
  });

  it('labels a code from a row, HCD included, and keeps an unknown one as it came', () => {
    expect(arrangementLabel('HCD')).toBe('Hipercard Débito (HCD)');
    expect(arrangementLabel('XYZ')).toBe('XYZ');
    expect(arrangementLabel(null)).toBe('Sem arranjo');
  });

  it('labels by id', () => {
    expect(arrangementLabelById(2)).toBe('Mastercard Crédito (MCC)');
    expect(arrangementLabelById(99)).toBe('Arranjo 99');
  });
});

describe('contract effects', () => {
  it('names the four effect types of requirements §5', () => {
    expect(EFFECT_TYPE_OPTIONS.map((o) => `${o.value} ${o.label}`)).toEqual([
      '1 Troca de titularidade',
      '2 Ônus – cessão fiduciária',
      '3 Ônus – outros',
      '4 Bloqueio judicial',
    ]);
    expect(effectTypeLabel(7)).toBe('Tipo 7');
  });

  it('names the operations C, A, B and R', () => {
    expect(EFFECT_OPERATION_OPTIONS.map((o) => o.value)).toEqual(['C', 'A', 'B', 'R']);
    expect(effectOperationLabel('B')).toBe('Baixa');
    expect(effectOperationLabel('R')).toBe('Recriação');
    expect(effectOperationLabel('Z')).toBe('Z');
  });

  it('names the division methods', () => {
    expect(divisionMethodLabel('AMOUNT')).toBe('Valor definido');
    expect(divisionMethodLabel('PERCENTAGE')).toBe('Percentual');
  });
});

describe('divisionText', () => {
  it('shows a fixed amount in reais and a percentage with two decimals', () => {
    expect(divisionText({ division_method: 'AMOUNT', division_amount: 400_000, division_percentage: null })).toBe(
      'R$\u00a04.000,00',
    );
    expect(divisionText({ division_method: 'PERCENTAGE', division_amount: null, division_percentage: 30 })).toBe(
      '30,00%',
    );
    expect(divisionText({ division_method: 'PERCENTAGE', division_amount: null, division_percentage: null })).toBe('');
  });
});

describe('rowArrangementLabel', () => {
  it("names a row's arrangement by its code, else by its id; a dash when the backend sent neither", () => {
    expect(rowArrangementLabel({ arrangement_id: 2, arrangement_code: 'MCC' })).toBe('Mastercard Crédito (MCC)');
    // A spec-minimal unit sends the id (requirements §3), not the code.
    expect(rowArrangementLabel({ arrangement_id: 4 })).toBe('Visa Crédito (VCC)');
    expect(rowArrangementLabel({ arrangement_id: null, arrangement_code: null })).toBe('Sem arranjo');
    expect(rowArrangementLabel({})).toBe('');
  });
});
