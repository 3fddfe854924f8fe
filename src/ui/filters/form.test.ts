import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatCents } from '@/lib/money';
import { formSchemaOf, fromFormValues, toFormValues, type FormValues } from './form';
import { SAMPLE_DEFS } from '@/api/lists/testing/filter-defs';

const EMPTY = toFormValues(SAMPLE_DEFS, {});

/** The message per field of a form value, as react-hook-form would show them. */
function problems(patch: Partial<FormValues>): Record<string, string> {
  const result = v.safeParse(formSchemaOf(SAMPLE_DEFS), { ...EMPTY, ...patch });
  if (result.success) return {};
  return Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue) ?? '', issue.message]));
}

describe('toFormValues / fromFormValues', () => {
  it('starts from the defaults', () => {
    expect(EMPTY).toEqual({
      start_date: '',
      end_date: '',
      status: ['CONFIRMED'],
      date_type: 'settlement',
      channel: '',
      vl_transaction_min: null,
      vl_transaction_max: null,
      qt_installment: '',
      authorization_number: '',
      pre_paid_card: '',
    });
  });

  it('converts typed inputs back to search values', () => {
    const values = fromFormValues(SAMPLE_DEFS, {
      ...EMPTY,
      start_date: '01/11/2026',
      vl_transaction_min: 1234,
      qt_installment: '3',
      pre_paid_card: 'false',
      authorization_number: ' ab ',
    });
    expect(values).toMatchObject({
      start_date: '2026-11-01',
      end_date: undefined,
      status: ['CONFIRMED'],
      vl_transaction_min: 1234,
      vl_transaction_max: undefined,
      qt_installment: 3,
      pre_paid_card: false,
      authorization_number: 'ab',
      channel: undefined,
    });
  });

  it('an emptied defaulted filter is kept as "no filter"', () => {
    expect(fromFormValues(SAMPLE_DEFS, { ...EMPTY, status: [] })).toMatchObject({ status: [] });
  });

  it('shows dates DD/MM/YYYY and sends them YYYY-MM-DD', () => {
    expect(toFormValues(SAMPLE_DEFS, { start_date: '2026-11-01' }).start_date).toBe('01/11/2026');
    expect(fromFormValues(SAMPLE_DEFS, { ...EMPTY, end_date: '21/11/2026' }).end_date).toBe('2026-11-21');
  });

  it('round-trips', () => {
    const values = {
      start_date: '2026-11-01',
      end_date: '2026-11-02',
      status: ['DENIED'],
      date_type: 'transaction',
      qt_installment: 12,
      pre_paid_card: true,
    };
    expect(fromFormValues(SAMPLE_DEFS, toFormValues(SAMPLE_DEFS, values))).toMatchObject(values);
  });
});

describe('formSchemaOf', () => {
  it('passes the defaults', () => {
    expect(problems({})).toEqual({});
  });

  it('uses the section-5 messages', () => {
    expect(problems({ qt_installment: '13' })).toEqual({ qt_installment: 'O campo Parcelas deve ser 12 ou menos' });
    expect(problems({ qt_installment: '1,5' })).toEqual({ qt_installment: 'Parcelas deve conter somente números' });
    expect(problems({ authorization_number: 'A'.repeat(21) })).toEqual({
      authorization_number: 'O campo Autorização deve ter no máximo 20 caracteres',
    });
    expect(problems({ start_date: '30/02/2026' })).toEqual({ start_date: 'Data inválida' });
    expect(problems({ start_date: '1/11/2026' })).toEqual({ start_date: 'Data inválida' });
    expect(problems({ vl_transaction_max: 1_000_000_000 })).toEqual({
      vl_transaction_max: `O Valor máximo aceito é de ${formatCents(999_999_999)}`,
    });
  });

  it('refuses future dates when the filter says so', () => {
    expect(problems({ end_date: '01/01/2999' }).end_date).toMatch(
      /^O campo Data final deve ser menor ou igual a \d{2}\/\d{2}\/\d{4}$/,
    );
  });

  it('checks end ≥ start and max ≥ min once both fields are valid', () => {
    expect(problems({ start_date: '10/11/2026', end_date: '01/11/2026' })).toEqual({
      end_date: 'Data final deve ser maior ou igual a 10/11/2026',
    });
    expect(problems({ vl_transaction_min: 5000, vl_transaction_max: 100 })).toEqual({
      vl_transaction_max: `O Valor mínimo aceito é de ${formatCents(5000)}`,
    });
    expect(problems({ vl_transaction_min: 5000, vl_transaction_max: 5000 })).toEqual({});
  });
});

describe('maskDateBr', () => {
  it('adds the slashes as the digits come, and drops anything else', async () => {
    const { maskDateBr } = await import('@/ui/inputs/date-input');
    expect(maskDateBr('2')).toBe('2');
    expect(maskDateBr('211')).toBe('21/1');
    expect(maskDateBr('21/11/')).toBe('21/11');
    expect(maskDateBr('21112026999')).toBe('21/11/2026');
    expect(maskDateBr('ab21-11')).toBe('21/11');
  });
});
