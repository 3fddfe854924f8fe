import { describe, expect, it } from 'vitest';
import {
  ADDRESS_TYPE_LABELS,
  bankLabel,
  firstTaxDocument,
  formatPhone,
  formatZipCode,
  labelOf,
  planChannels,
} from './labels';

const doc = (type: 'CPF' | 'CNPJ', value: string, id = 1) => ({ id, value, document_type: { id, type } });

describe('firstTaxDocument', () => {
  it('formats the first CPF or CNPJ with its label', () => {
    expect(firstTaxDocument({ documents: [doc('CNPJ', '11222333000181'), doc('CPF', '52998224725', 2)] })).toEqual({
      label: 'CNPJ',
      value: '11.222.333/0001-81',
    });
  });

  it('formats an alphanumeric CNPJ as XX.XXX.XXX/XXXX-XX', () => {
    expect(firstTaxDocument({ documents: [doc('CNPJ', '12abc34501de35')] })?.value).toBe('12.ABC.345/01DE-35');
  });

  it('formats a CPF', () => {
    expect(firstTaxDocument({ documents: [doc('CPF', '52998224725')] })).toEqual({
      label: 'CPF',
      value: '529.982.247-25',
    });
  });

  it('is undefined without documents', () => {
    expect(firstTaxDocument({ documents: [] })).toBeUndefined();
  });
});

describe('planChannels', () => {
  it('lists each channel once, in plan order', () => {
    const plan = (id: number, channel_name: string) => ({ id, name: `Plano ${id}`, channel: { id, channel_name } });
    expect(planChannels({ plans: [plan(1, 'POS'), plan(2, 'Boleto'), plan(3, 'POS ')] })).toEqual(['POS', 'Boleto']);
  });
});

describe('labels', () => {
  it('translates the address types and keeps unknown codes', () => {
    expect(labelOf(ADDRESS_TYPE_LABELS, 'MAIL AND INSTALLATION')).toBe('Correspondência e instalação');
    expect(labelOf(ADDRESS_TYPE_LABELS, 'OTHER')).toBe('OTHER');
  });

  it("shows banks as 'code - name'", () => {
    expect(bankLabel('001', 'Banco do Brasil S.A.')).toBe('001 - Banco do Brasil S.A.');
  });
});

describe('contact formatting', () => {
  it('formats mobile and landline numbers', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('+1 555 0100')).toBe('+1 555 0100');
  });

  it('formats a CEP', () => {
    expect(formatZipCode('01310100')).toBe('01310-100');
    expect(formatZipCode('01310-100')).toBe('01310-100');
  });
});
