import { describe, expect, it } from 'vitest';
import { CARD_BRAND_FILTER_OPTIONS, OPERATION_FILTER_OPTIONS } from './filter-codes';

describe("spec §5's operation and brand filters", () => {
  it('offer exactly Débito, Crédito à vista, Crédito Parcelado, Boleto and the five brands', () => {
    expect(OPERATION_FILTER_OPTIONS.map((o) => `${o.label}=${(o.sends ?? [o.value]).join(',')}`)).toEqual([
      'Débito=0',
      'Crédito à vista=1',
      'Crédito Parcelado=2,3,4,5,6,7,8,9,10',
      'Boleto=17',
    ]);
    expect(CARD_BRAND_FILTER_OPTIONS.map((o) => `${o.label.toUpperCase()}=${o.value}`)).toEqual([
      'MASTERCARD=1',
      'VISA=2',
      'ELO=3',
      'HIPERCARD=4',
      'AMEX=5',
    ]);
  });
});
