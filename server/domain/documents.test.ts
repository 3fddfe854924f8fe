import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, cpfCheckDigits } from './documents.ts';

describe('document check digits (docs/domain.md vectors)', () => {
  it('computes the official alphanumeric CNPJ vector 12.ABC.345/01DE-35', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
  });

  it('computes numeric CNPJs as the special case of the same rule', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    const base = '342187650001';
    expect(isValidCnpj(base + cnpjCheckDigits(base))).toBe(true);
  });

  it('agrees with @brazilian-utils on alphanumeric CNPJs', () => {
    const base = '5XR7Q2P10001';
    expect(isValidCnpj(base + cnpjCheckDigits(base), { version: 2 })).toBe(true);
  });

  it('computes CPF check digits', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    expect(cpfCheckDigits('111444777')).toBe('35');
    expect(isValidCpf('318574692' + cpfCheckDigits('318574692'))).toBe(true);
  });

  it('rejects bases that are not 12 of [0-9A-Z]', () => {
    expect(() => cnpjCheckDigits('12abc34501de')).toThrow();
    expect(() => cnpjCheckDigits('12ABC345')).toThrow();
  });
});
