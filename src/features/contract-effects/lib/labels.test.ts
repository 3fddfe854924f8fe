import { describe, expect, it } from 'vitest';
import { documentText, effectStatus, yesNo } from './labels';

describe('effect labels', () => {
  it('formats the beneficiary document, alphanumeric CNPJ included', () => {
    expect(documentText('60701190000104')).toBe('60.701.190/0001-04');
    expect(documentText('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(documentText('52998224725')).toBe('529.982.247-25');
    expect(yesNo(false)).toBe('Não');
  });

  it('says whether a version is in force', () => {
    const base = { deprecated: false, operation: 'C', smoke_contract_effect: false };
    expect(effectStatus(base)).toBe('Em vigor');
    expect(effectStatus({ ...base, operation: 'A' })).toBe('Em vigor');
    expect(effectStatus({ ...base, deprecated: true })).toBe('Depreciado');
    expect(effectStatus({ ...base, operation: 'B' })).toBe('Baixado');
    expect(effectStatus({ ...base, smoke_contract_effect: true })).toBe('Teste do registro');
  });
});
