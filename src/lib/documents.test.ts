import { isValidCnpj as libIsValidCnpj } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { documentText, formatCnpj, formatCpf, formatCpfCnpj, formatDocument } from './documents';
import { documentTypeOf, isValidCnpj, isValidCpf, isValidCpfCnpj, cleanDocument } from '@contract/rules/documents';

describe('cleanDocument', () => {
  it('strips the mask and uppercases, keeping letters', () => {
    expect(cleanDocument('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(cleanDocument(' 529.982.247-25 ')).toBe('52998224725');
    expect(cleanDocument('12#34')).toBe('12#34');
  });
});

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '111.444.777-35', '52998224725', '111 444 777 35'])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ['wrong first check digit', '529.982.247-35'],
    ['wrong second check digit', '529.982.247-24'],
    ['repeated digits', '111.111.111-11'],
    ['all zeros', '000.000.000-00'],
    ['too short', '529.982.247-2'],
    ['too long', '529.982.247-250'],
    ['letters', '529.982.24A-25'],
    ['empty', ''],
  ])('refuses %s', (_, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
});

describe('isValidCnpj', () => {
  it.each([
    ['the official alphanumeric vector', '12.ABC.345/01DE-35'],
    ['alphanumeric unmasked', '12ABC34501DE35'],
    ['alphanumeric lowercase', '12.abc.345/01de-35'],
    ['numeric', '11.222.333/0001-81'],
    ['numeric unmasked', '11222333000181'],
    ['numeric with zeros', '00.000.000/0001-91'],
  ])('accepts %s', (_, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ['wrong check digit (alphanumeric)', '12.ABC.345/01DE-36'],
    ['wrong check digit (numeric)', '11.222.333/0001-82'],
    ['letters in the check digits', '12.ABC.345/01DE-3A'],
    ['repeated digits', '11.111.111/1111-11'],
    ['all zeros', '00.000.000/0000-00'],
    ['too short', '12.ABC.345/01DE-3'],
    ['too long', '12.ABC.345/01DE-355'],
    ['a symbol', '12.AB#.345/01DE-35'],
    ['empty', ''],
  ])('refuses %s', (_, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('refuses a base of one repeated letter even with matching check digits', () => {
    // 45 are the right check digits for 'AAAAAAAAAAAA': the library alone accepts it.
    expect(libIsValidCnpj('AAAAAAAAAAAA45', { version: 2 })).toBe(true);
    expect(isValidCnpj('AAAAAAAAAAAA45')).toBe(false);
  });
});

describe('isValidCpfCnpj', () => {
  it('decides by the formatted length: up to 14 formatted (11 bare) characters is a CPF', () => {
    expect(documentTypeOf('529.982.247-25')).toBe('cpf');
    expect(documentTypeOf('52998224725')).toBe('cpf');
    expect(documentTypeOf('11222333000181')).toBe('cnpj');
    expect(documentTypeOf('12.ABC.345/01DE-35')).toBe('cnpj');
  });

  it.each(['529.982.247-25', '11222333000181', '12.ABC.345/01DE-35', '12abc34501de35'])('accepts %s', (value) => {
    expect(isValidCpfCnpj(value)).toBe(true);
  });

  it.each(['529.982.247-24', '111.111.111-11', '12.ABC.345/01DE-36', '123', ''])('refuses %s', (value) => {
    expect(isValidCpfCnpj(value)).toBe(false);
  });
});

describe('formatting', () => {
  it('formats CPFs', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529982')).toBe('529.982');
  });

  it('formats both kinds of CNPJ with the same mask, letters uppercased', () => {
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc3')).toBe('12.ABC.3');
  });

  it('formats by type or by length', () => {
    expect(formatDocument('cpf', '11144477735')).toBe('111.444.777-35');
    expect(formatDocument('cnpj', '12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCpfCnpj('11144477735')).toBe('111.444.777-35');
    expect(formatCpfCnpj('111444777351')).toBe('11.144.477/7351');
  });
});

describe('documentText', () => {
  it('formats CPF, numeric and alphanumeric CNPJ documents; none reads as a dash', () => {
    expect(documentText('52998224725')).toBe('529.982.247-25');
    expect(documentText('34218765000114')).toBe('34.218.765/0001-14');
    expect(documentText('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(documentText('')).toBe('—');
    expect(documentText(null)).toBe('—');
  });
});
