import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SimulateFormSchema, toSimulateRequest, type SimulateFormInput } from './simulate-form';
import { OPERATION } from '@contract/codes/lookups';

const VALID: SimulateFormInput = {
  amountCents: 123_456,
  channelId: 1,
  brandId: '2',
  operationId: OPERATION.INSTALLMENTS,
  installments: 3,
};

/** The message of each invalid field, as react-hook-form would show them. */
function messagesOf(input: SimulateFormInput): Record<string, string> {
  const result = v.safeParse(SimulateFormSchema, input);
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

describe('SimulateFormSchema', () => {
  it('accepts a complete sale', () => {
    expect(messagesOf(VALID)).toEqual({});
  });

  it('requires an amount and a brand, with the spec’s messages', () => {
    expect(messagesOf({ ...VALID, amountCents: null, brandId: '' })).toEqual({
      amountCents: 'O campo Valor é obrigatório',
      brandId: 'O campo Bandeira é obrigatório',
    });
  });

  it('holds the amount within the API’s limits', () => {
    expect(messagesOf({ ...VALID, amountCents: 0 })).toEqual({
      amountCents: 'O Valor mínimo aceito é de R$\u00a00,01',
    });
    expect(messagesOf({ ...VALID, amountCents: 100_000_000 })).toEqual({
      amountCents: 'O Valor máximo aceito é de R$\u00a0999.999,99',
    });
    expect(messagesOf({ ...VALID, amountCents: 99_999_999 })).toEqual({});
  });

  it('keeps installments between 2 and 12', () => {
    expect(messagesOf({ ...VALID, installments: 1 })).toEqual({ installments: 'O campo Parcelas deve ser 2 ou mais' });
    expect(messagesOf({ ...VALID, installments: 13 })).toEqual({
      installments: 'O campo Parcelas deve ser 12 ou menos',
    });
  });
});

describe('toSimulateRequest', () => {
  it('sends cents, ids and the installments of a parcelado sale', () => {
    expect(toSimulateRequest(v.parse(SimulateFormSchema, VALID))).toEqual({
      amount: 123_456,
      card_brand: 2,
      operation: 2,
      installments: 3,
      channel: 1,
    });
  });

  it('sends one installment for débito and à vista, whatever the hidden select held', () => {
    const debit = v.parse(SimulateFormSchema, { ...VALID, operationId: OPERATION.DEBIT, installments: 7 });
    expect(toSimulateRequest(debit)).toMatchObject({ operation: 0, installments: 1 });
  });
});
