// contract/labels.ts (contract/ imports no test library, so its tests live here).
import { describe, expect, it } from 'vitest';
import { cardBrandLabel, operationLabel } from '@contract/labels';

describe('sale labels', () => {
  it("write every installment operation as 'Crédito parcelado', in sentence case", () => {
    expect(operationLabel({ id: 2, operation_name: 'Crédito Parcelado' })).toBe('Crédito parcelado');
    expect(operationLabel({ id: 7, operation_name: 'CREDITO PARCELADO 6X' })).toBe('Crédito parcelado');
    expect(operationLabel({ id: 1, operation_name: 'Crédito À Vista' })).toBe('Crédito à vista');
    expect(operationLabel({ id: 18, operation_name: 'PIX' })).toBe('Pix');
    expect(operationLabel({ id: 99, operation_name: 'Voucher' })).toBe('Voucher');
  });

  it("write 'Mastercard' however a backend spells it", () => {
    for (const name of ['MASTERCARD', 'MasterCard', 'mastercard']) expect(cardBrandLabel(name)).toBe('Mastercard');
    expect(cardBrandLabel('APP TAXA ZERO')).toBe('App Taxa Zero');
    expect(cardBrandLabel('DINERS CLUB')).toBe('Diners Club');
  });
});
