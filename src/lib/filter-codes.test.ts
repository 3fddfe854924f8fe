import { describe, expect, it } from 'vitest';
import { CARD_BRAND_FILTER_OPTIONS, OPERATION_FILTER_OPTIONS, saleOperationOptions } from './filter-codes';

describe("requirements §5's operation and brand filters", () => {
  it('offer exactly Débito, Crédito à vista, Crédito parcelado, Boleto and the five brands', () => {
    expect(OPERATION_FILTER_OPTIONS.map((o) => `${o.label}=${(o.sends ?? [o.value]).join(',')}`)).toEqual([
      'Débito=0',
      'Crédito à vista=1',
      'Crédito parcelado=2,3,4,5,6,7,8,9,10',
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

  it("a sale's operation filter: requirements §5's list first, then every other operation the backend names (Pix)", () => {
    const labels = (options: readonly { label: string; value: string }[]) =>
      options.map((o) => `${o.label}=${o.value}`);
    const lookup = [
      { id: 0, operation_name: 'Débito' },
      { id: 2, operation_name: 'Crédito Parcelado' },
      { id: 17, operation_name: 'Boleto' },
      { id: 18, operation_name: 'Pix' },
      { id: 21, operation_name: 'Voucher' },
    ];
    expect(labels(saleOperationOptions(lookup))).toEqual([
      'Débito=0',
      'Crédito à vista=1',
      'Crédito parcelado=2-10',
      'Boleto=17',
      'Pix=18',
      'Voucher=21',
    ]);
    // Before the backend's list is read: the contract's own extra, Pix.
    expect(labels(saleOperationOptions()).at(-1)).toBe('Pix=18');
  });
});
