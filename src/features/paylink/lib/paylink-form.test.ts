import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM,
  formOf,
  paylinkFormSchema,
  serverFieldErrors,
  toPaylinkRequest,
  type PaylinkFormInput,
} from './paylink-form';

const schema = paylinkFormSchema(() => '2026-11-23');
const valid: PaylinkFormInput = { ...EMPTY_FORM, description: 'Bolo de aniversário', amountCents: 15_000 };

/** The messages of each field, as the form shows them. */
function messagesOf(input: Partial<PaylinkFormInput>): Record<string, string[]> {
  const result = v.safeParse(schema, { ...valid, ...input });
  if (result.success) return {};
  const nested = v.flatten<typeof schema>(result.issues).nested as Record<string, string[]>;
  // Intl writes 'R$' and the amount apart with a no-break space: compare the words.
  return Object.fromEntries(Object.entries(nested).map(([k, list]) => [k, list.map((m) => m.replace(/\u00a0/g, ' '))]));
}

describe('paylink form (requirements §5)', () => {
  it('accepts a complete link', () => {
    expect(messagesOf({})).toEqual({});
  });

  it('requires the description and caps it at 255 characters', () => {
    expect(messagesOf({ description: '  ' }).description).toEqual(['O campo Descrição é obrigatório']);
    expect(messagesOf({ description: 'a'.repeat(255) }).description).toBeUndefined();
    expect(messagesOf({ description: 'a'.repeat(256) }).description).toEqual([
      'O campo Descrição deve ter no máximo 255 caracteres',
    ]);
  });

  it('takes R$ 1,00 to R$ 100.000,00', () => {
    expect(messagesOf({ amountCents: null }).amountCents).toEqual(['O campo Valor é obrigatório']);
    expect(messagesOf({ amountCents: 99 }).amountCents).toEqual(['O Valor mínimo aceito é de R$ 1,00']);
    expect(messagesOf({ amountCents: 100 }).amountCents).toBeUndefined();
    expect(messagesOf({ amountCents: 10_000_000 }).amountCents).toBeUndefined();
    expect(messagesOf({ amountCents: 10_000_001 }).amountCents).toEqual(['O Valor máximo aceito é de R$ 100.000,00']);
  });

  it('takes 1 to 12 installments', () => {
    expect(messagesOf({ maxInstallments: 0 }).maxInstallments).toEqual([
      'O campo Parcelas (máximo) deve ser 1 ou mais',
    ]);
    expect(messagesOf({ maxInstallments: 13 }).maxInstallments).toEqual([
      'O campo Parcelas (máximo) deve ser 12 ou menos',
    ]);
  });

  it('needs at least one payment method', () => {
    expect(messagesOf({ paymentMethods: [] }).paymentMethods).toEqual([
      'O campo Formas de pagamento não atingiu o limite mínimo de 1 itens',
    ]);
  });

  it('takes an end date from today on, or none', () => {
    expect(messagesOf({ expiresAt: '' }).expiresAt).toBeUndefined();
    expect(messagesOf({ expiresAt: '23/11/2026' }).expiresAt).toBeUndefined();
    expect(messagesOf({ expiresAt: '22/11/2026' }).expiresAt).toEqual([
      'O campo Válido até deve ser maior ou igual a 23/11/2026',
    ]);
    expect(messagesOf({ expiresAt: '31/02/2027' }).expiresAt).toEqual(['Data inválida']);
  });

  it('sends cents, methods in the contract order, an ISO date or null', () => {
    const values = v.parse(schema, {
      ...valid,
      description: ' Bolo ',
      paymentMethods: ['PIX', 'CARD'],
      expiresAt: '01/12/2026',
      maxInstallments: 3,
      reusable: true,
    });
    expect(toPaylinkRequest(values)).toEqual({
      description: 'Bolo',
      amount: 15_000,
      max_installments: 3,
      payment_methods: ['CARD', 'PIX'],
      expires_at: '2026-12-01',
      reusable: true,
    });
    expect(toPaylinkRequest(v.parse(schema, valid)).expires_at).toBeNull();
  });

  it('fills the form from a saved link', () => {
    expect(
      formOf({
        id: 1,
        url_hash: 'h',
        url: 'https://x.example/paylink/checkout/h',
        description: 'Bolo',
        amount: 15_000,
        max_installments: 3,
        payment_methods: ['PIX', 'BILLET'],
        expires_at: '2026-12-01',
        reusable: false,
        status: 'ACTIVE',
        created_at: '2026-11-20T10:00:00-03:00',
        payments_count: 0,
        paid_amount: 0,
      }),
    ).toEqual({
      description: 'Bolo',
      amountCents: 15_000,
      maxInstallments: 3,
      paymentMethods: ['BILLET', 'PIX'],
      expiresAt: '01/12/2026',
      reusable: false,
    });
  });
});

describe('server rule messages', () => {
  it("puts each 'field: message' of a 400 under its form field", () => {
    expect(
      serverFieldErrors({
        message: 'Parâmetros inválidos.',
        detail: ['description: O campo Descrição contém caracteres inválidos', 'amount: x', 'other: y', 42],
      }),
    ).toEqual({ description: 'O campo Descrição contém caracteres inválidos', amountCents: 'x' });
    expect(serverFieldErrors({ message: 'Erro' })).toEqual({});
    expect(serverFieldErrors(null)).toEqual({});
  });
});
