import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { matchCardType } from '@contract/rules/card-types';
import { cardFormSchema, cardPaymentBody, emptyCardForm, formatExpiryInput, type CardFormValues } from './card-schema';

const filled: CardFormValues = {
  ...emptyCardForm(),
  number: '4111 1111 1111 1111',
  holder: 'Maria Silva',
  expiry: '12/39',
  cvv: '123',
  payerName: 'Maria Silva',
  payerDocument: '529.982.247-25',
  payerEmail: 'maria@example.com',
};

/** The first message per field, as the form shows them (`table: false` before the brands' table comes). */
function messagesOf(values: CardFormValues, { table = true } = {}) {
  const result = v.safeParse(cardFormSchema(table ? matchCardType : undefined), values, { abortPipeEarly: true });
  const found: Record<string, string> = {};
  for (const issue of result.issues ?? []) found[v.getDotPath(issue) ?? ''] ??= issue.message;
  return found;
}

describe('cardFormSchema', () => {
  it('accepts a filled form', () => {
    expect(messagesOf(filled)).toEqual({});
  });

  it("says each empty field is required, by its label (requirements §5's message)", () => {
    expect(messagesOf(emptyCardForm())).toEqual({
      number: 'O campo Número do cartão é obrigatório',
      holder: 'O campo Nome impresso no cartão é obrigatório',
      expiry: 'O campo Validade é obrigatório',
      cvv: 'O campo CVV é obrigatório',
      payerName: 'O campo Nome é obrigatório',
      payerDocument: 'O campo CPF ou CNPJ é obrigatório',
      payerEmail: 'O campo E-mail é obrigatório',
    });
  });

  it('uses the exact messages of requirements §5 for card number, expiry, document and e-mail', () => {
    expect(
      messagesOf({
        ...filled,
        number: '4111 1111 1111 1112',
        expiry: '13/30',
        payerDocument: '529.982.247-24',
        payerEmail: 'maria@',
      }),
    ).toEqual({
      number: 'Número de cartão inválido',
      expiry: 'Data inválida',
      payerDocument: 'CPF ou CNPJ não é válido',
      payerEmail: 'O campo E-mail deve ser um e-mail válido',
    });
  });

  it('refuses a card that expired last month in São Paulo', () => {
    expect(messagesOf({ ...filled, expiry: '01/20' }).expiry).toBe('Data inválida');
  });

  it('accepts an alphanumeric CNPJ as the payer document', () => {
    expect(messagesOf({ ...filled, payerDocument: '12.ABC.345/01DE-35' })).toEqual({});
  });

  it('wants 4 CVV digits for Amex and 3 for the others', () => {
    const amex = { ...filled, number: '3782 822463 10005' };

    expect(messagesOf({ ...amex, cvv: '123' }).cvv).toBe('O campo CVV deve conter 4 dígitos');
    expect(messagesOf({ ...amex, cvv: '1234' })).toEqual({});
    expect(messagesOf({ ...filled, cvv: '1234' }).cvv).toBe('O campo CVV deve conter 3 dígitos');
  });

  it('before the brands’ table arrives, leaves the brand’s lengths for later: a 17-digit Elo, a 4-digit CVV', () => {
    const elo17 = { ...filled, number: '5066 9911 1111 1111 3', cvv: '1234' };

    expect(messagesOf(elo17, { table: false })).toEqual({});
    expect(messagesOf({ ...filled, cvv: '12' }, { table: false }).cvv).toBe('O campo CVV deve conter 3 dígitos');
    expect(messagesOf(elo17)).toEqual({ number: 'Número de cartão inválido' });
    expect(messagesOf({ ...filled, cvv: '1234' }, { table: false })).toEqual({});
    expect(messagesOf({ ...filled, cvv: '1234' }).cvv).toBe('O campo CVV deve conter 3 dígitos');
  });
});

describe('cardPaymentBody', () => {
  it("is the contract's body: digits of the number, upper-case holder, MM/AA, payer without mask", () => {
    expect(cardPaymentBody({ ...filled, installments: '3', payerDocument: '12.abc.345/01de-35' })).toEqual({
      installments: 3,
      card: { number: '4111111111111111', holder_name: 'MARIA SILVA', expiry: '12/39', cvv: '123' },
      payer: { name: 'Maria Silva', document: '12ABC34501DE35', email: 'maria@example.com' },
    });
  });
});

describe('formatExpiryInput', () => {
  it('adds the slash after the month and drops the century autofill may send', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('123')).toBe('12/3');
    expect(formatExpiryInput('12/2030')).toBe('12/30');
    expect(formatExpiryInput('12/345')).toBe('12/34');
  });
});
