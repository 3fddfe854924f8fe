import { describe, expect, it } from 'vitest';
import { documentText, installmentsText, paidLabel, yesNo } from './labels';

describe('unit labels', () => {
  it('says whether the unit was paid', () => {
    expect(paidLabel(true)).toBe('Paga');
    expect(paidLabel(false)).toBe('A receber');
    expect(yesNo(true)).toBe('Sim');
  });

  it('formats CPF, numeric and alphanumeric CNPJ documents', () => {
    expect(documentText('52998224725')).toBe('529.982.247-25');
    expect(documentText('34218765000114')).toBe('34.218.765/0001-14');
    expect(documentText('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(documentText('')).toBe('—');
  });

  it('counts installments in the singular and the plural', () => {
    expect(installmentsText(1)).toBe('1 parcela');
    expect(installmentsText(49)).toBe('49 parcelas');
  });
});
