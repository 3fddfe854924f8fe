import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { afterField, confirmed, dateBr, email, required } from './index';

const PasswordSchema = v.pipe(
  v.object({
    email: v.pipe(v.string(), required('E-mail'), email('E-mail')),
    password: v.pipe(v.string(), required('Senha')),
    confirmation: v.pipe(v.string(), required('Confirmação de senha')),
  }),
  confirmed('Confirmação de senha', 'password', 'confirmation'),
);

const PeriodSchema = v.pipe(
  v.object({
    start: v.pipe(v.string(), dateBr()),
    end: v.pipe(v.string(), dateBr()),
  }),
  afterField('Data final', 'end', 'start'),
);

function fieldMessages(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value);
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

describe('confirmed', () => {
  it('passes equal values', () => {
    const value = { email: 'a@b.com', password: 'segredo', confirmation: 'segredo' };
    expect(fieldMessages(PasswordSchema, value)).toEqual({});
  });

  it('puts "não confere" on the confirmation field', () => {
    const value = { email: 'a@b.com', password: 'segredo', confirmation: 'segreda' };
    expect(fieldMessages(PasswordSchema, value)).toEqual({
      confirmation: 'O campo Confirmação de senha não confere',
    });
  });

  it('lets the field speak first when the confirmation is empty', () => {
    const value = { email: 'a@b.com', password: 'segredo', confirmation: '' };
    expect(fieldMessages(PasswordSchema, value)).toEqual({
      confirmation: 'O campo Confirmação de senha é obrigatório',
    });
  });

  it('still checks while another field is invalid (without abortPipeEarly)', () => {
    const value = { email: 'x', password: 'segredo', confirmation: 'outro' };
    expect(fieldMessages(PasswordSchema, value)).toEqual({
      email: 'O campo E-mail deve ser um e-mail válido',
      confirmation: 'O campo Confirmação de senha não confere',
    });
  });

  it('checks its keys against the form at compile time', () => {
    const fields = v.object({ a: v.string(), b: v.string() });
    // @ts-expect-error 'c' is not a field of the form
    v.pipe(fields, confirmed('B', 'a', 'c'));
    expect(true).toBe(true);
  });
});

describe('afterField', () => {
  it('accepts an end date on or after the start date', () => {
    expect(fieldMessages(PeriodSchema, { start: '01/11/2026', end: '01/11/2026' })).toEqual({});
    expect(fieldMessages(PeriodSchema, { start: '01/11/2026', end: '21/11/2026' })).toEqual({});
  });

  it('refuses an earlier end date, showing the start date', () => {
    expect(fieldMessages(PeriodSchema, { start: '21/11/2026', end: '01/11/2026' })).toEqual({
      end: 'Data final deve ser maior ou igual a 21/11/2026',
    });
  });

  it('leaves malformed dates to date_br', () => {
    expect(fieldMessages(PeriodSchema, { start: '21/11/2026', end: '99/99/2026' })).toEqual({
      end: 'Data inválida',
    });
  });
});

describe('with react-hook-form', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  it('maps rule messages to the form fields', async () => {
    const resolver = valibotResolver(PasswordSchema);
    const result = await resolver({ email: '', password: 'segredo', confirmation: 'segredo' }, undefined, options);
    expect(result.errors.email?.message).toBe('O campo E-mail é obrigatório');
    expect(result.errors.password).toBeUndefined();
  });

  it('reports a cross-field message once the fields are valid', async () => {
    const resolver = valibotResolver(PasswordSchema);
    const result = await resolver({ email: 'a@b.com', password: 'segredo', confirmation: 'outro' }, undefined, options);
    expect(result.errors.confirmation?.message).toBe('O campo Confirmação de senha não confere');
  });

  it('returns the parsed values when valid', async () => {
    const resolver = valibotResolver(PeriodSchema);
    const result = await resolver({ start: '01/11/2026', end: '02/11/2026' }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ start: '01/11/2026', end: '02/11/2026' });
  });
});
