import { describe, expect, it } from 'vitest';
import { effectStatus } from './labels';

describe('effect labels', () => {
  it('says whether a version is in force', () => {
    const base = { deprecated: false, operation: 'C', smoke_contract_effect: false };
    expect(effectStatus(base)).toBe('Em vigor');
    expect(effectStatus({ ...base, operation: 'A' })).toBe('Em vigor');
    expect(effectStatus({ ...base, deprecated: true })).toBe('Depreciado');
    expect(effectStatus({ ...base, operation: 'B' })).toBe('Baixado');
    expect(effectStatus({ ...base, smoke_contract_effect: true })).toBe('Teste do registro');
  });
});
