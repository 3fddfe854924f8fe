import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  after,
  arrayMax,
  arrayMin,
  cardExpiry,
  cardNumber,
  cpfCnpj,
  dateBr,
  dateIso,
  digits,
  email,
  maxCurrencyValue,
  maxDate,
  maxLength,
  maxPercentage,
  maxValue,
  minCurrencyValue,
  minDate,
  minPercentage,
  minValue,
  numeric,
  phone,
  required,
} from './index';

const NBSP = '\u00a0';
const NOW = new Date('2026-11-21T17:32:00Z'); // 21/11/2026 14:32 in São Paulo

type Case = {
  rule: string;
  schema: v.GenericSchema;
  pass: unknown[];
  fail: [unknown, string][];
};

const text = v.nullish(v.string());
const numberish = v.nullish(v.union([v.string(), v.number()]));
const list = v.nullish(v.array(v.string()));

// One row per rule of spec section 5: values that pass, values that fail with the exact message.
const matrix: Case[] = [
  {
    rule: 'required',
    schema: v.pipe(v.unknown(), required('Nome')),
    pass: ['Ana', 0, true, ['x']],
    fail: [
      ['', 'O campo Nome é obrigatório'],
      ['   ', 'O campo Nome é obrigatório'],
      [null, 'O campo Nome é obrigatório'],
      [undefined, 'O campo Nome é obrigatório'],
      [[], 'O campo Nome é obrigatório'],
      [false, 'O campo Nome é obrigatório'],
    ],
  },
  {
    rule: 'email',
    schema: v.pipe(text, email('E-mail')),
    pass: ['ana@loja.com.br', ' ana@loja.com ', '', null],
    fail: [
      ['ana@', 'O campo E-mail deve ser um e-mail válido'],
      ['ana.loja.com', 'O campo E-mail deve ser um e-mail válido'],
    ],
  },
  {
    rule: 'digits',
    schema: v.pipe(text, digits('CEP', 8)),
    pass: ['01310100', ''],
    fail: [
      ['0131010', 'O campo CEP deve conter 8 dígitos'],
      ['01310-100', 'O campo CEP deve conter 8 dígitos'],
    ],
  },
  {
    rule: 'numeric',
    schema: v.pipe(text, numeric('Código')),
    pass: ['0123', ''],
    fail: [
      ['12a', 'Código deve conter somente números'],
      ['12.3', 'Código deve conter somente números'],
      ['-1', 'Código deve conter somente números'],
    ],
  },
  {
    rule: 'min_value',
    schema: v.pipe(numberish, minValue('Parcelas', 1)),
    pass: ['1', '12', 1, '1.000,5', ''],
    fail: [
      ['0', 'O campo Parcelas deve ser 1 ou mais'],
      [0.5, 'O campo Parcelas deve ser 1 ou mais'],
      ['0,99', 'O campo Parcelas deve ser 1 ou mais'],
      ['abc', 'O campo Parcelas deve ser 1 ou mais'],
    ],
  },
  {
    rule: 'max_value',
    schema: v.pipe(numberish, maxValue('Valor', 1234.5)),
    pass: ['1.234,5', '1234,49', 12, null],
    fail: [
      ['1.234,51', 'O campo Valor deve ser 1.234,5 ou menos'],
      [2000, 'O campo Valor deve ser 1.234,5 ou menos'],
    ],
  },
  {
    rule: 'min_currency_value',
    schema: v.pipe(numberish, minCurrencyValue(1000)),
    pass: [1000, 'R$ 10,00', '1.000,00', null],
    fail: [
      [999, `O Valor mínimo aceito é de R$${NBSP}10,00`],
      ['9,99', `O Valor mínimo aceito é de R$${NBSP}10,00`],
    ],
  },
  {
    rule: 'max_currency_value',
    schema: v.pipe(numberish, maxCurrencyValue(100000)),
    pass: [100000, '1.000,00', 0],
    fail: [
      [100001, `O Valor máximo aceito é de R$${NBSP}1.000,00`],
      ['R$ 1.000,01', `O Valor máximo aceito é de R$${NBSP}1.000,00`],
    ],
  },
  {
    rule: 'cpf_cnpj',
    schema: v.pipe(text, cpfCnpj('Documento')),
    pass: ['529.982.247-25', '11144477735', '12.ABC.345/01DE-35', '11.222.333/0001-81', ''],
    fail: [
      ['529.982.247-24', 'Documento não é valido'],
      ['111.111.111-11', 'Documento não é valido'],
      ['12.ABC.345/01DE-3A', 'Documento não é valido'],
      ['1234', 'Documento não é valido'],
    ],
  },
  {
    rule: 'phone',
    schema: v.pipe(text, phone('Telefone')),
    pass: ['98765-4321', '8765-4321', '11 98765-4321', '(11) 98765-4321', '(11)3456-7890', '1198765-4321', ''],
    fail: [
      ['987654321', 'O Campo Telefone deve ser um telefone válido'],
      ['(11 98765-4321', 'O Campo Telefone deve ser um telefone válido'],
      ['123-4567', 'O Campo Telefone deve ser um telefone válido'],
      ['+55 11 98765-4321', 'O Campo Telefone deve ser um telefone válido'],
    ],
  },
  {
    rule: 'date_br',
    schema: v.pipe(text, dateBr()),
    pass: ['21/11/2026', '29/02/2024', '01/01/1901', ''],
    fail: [
      ['31/12/1900', 'Data inválida'],
      ['29/02/2026', 'Data inválida'],
      ['2026-11-21', 'Data inválida'],
      ['1/1/2026', 'Data inválida'],
    ],
  },
  {
    rule: 'date_iso',
    schema: v.pipe(text, dateIso()),
    pass: ['2026-11-21', ''],
    fail: [
      ['2026-02-30', 'Data inválida'],
      ['21/11/2026', 'Data inválida'],
    ],
  },
  {
    rule: 'after',
    schema: v.pipe(text, after('Data final', '2026-11-01')),
    pass: ['01/11/2026', '2026-11-21', '', 'not a date'],
    fail: [['31/10/2026', 'Data final deve ser maior ou igual a 01/11/2026']],
  },
  {
    rule: 'card_number',
    schema: v.pipe(text, cardNumber()),
    pass: ['5066 9911 1111 1118', '6277809990229178', '6062820524845321', ''],
    fail: [
      ['5066991111111119', 'Número de cartão inválido'],
      ['1234', 'Número de cartão inválido'],
    ],
  },
  {
    rule: 'card_expiry',
    schema: v.pipe(text, cardExpiry(() => NOW)),
    pass: ['11/26', '01/27', '12/2030', ''],
    fail: [
      ['10/26', 'Data inválida'],
      ['13/27', 'Data inválida'],
      ['1127', 'Data inválida'],
    ],
  },
  {
    rule: 'max',
    schema: v.pipe(text, maxLength('Descrição', 5)),
    pass: ['abcde', 'ação!', '☕☕☕☕☕', ''],
    fail: [['abcdef', 'O campo Descrição deve ter no máximo 5 caracteres']],
  },
  {
    rule: 'max_date',
    schema: v.pipe(text, maxDate('Vencimento', () => '2026-11-21')),
    pass: ['21/11/2026', '2026-01-01', ''],
    fail: [['22/11/2026', 'O campo Vencimento deve ser menor ou igual a 21/11/2026']],
  },
  {
    rule: 'min_date',
    schema: v.pipe(text, minDate('Vencimento', '2026-11-21')),
    pass: ['21/11/2026', '2027-01-01', null],
    fail: [['2026-11-20', 'O campo Vencimento deve ser maior ou igual a 21/11/2026']],
  },
  {
    rule: 'max_percentage',
    schema: v.pipe(numberish, maxPercentage('Multa', 2)),
    pass: ['2', '1,99', 2, ''],
    fail: [
      ['2,01', 'O campo Multa ultrapassou o limite máximo de 2%'],
      [10, 'O campo Multa ultrapassou o limite máximo de 2%'],
    ],
  },
  {
    rule: 'min_percentage',
    schema: v.pipe(numberish, minPercentage('Juros', 0.5)),
    pass: ['0,5', 1, ''],
    fail: [['0,49', 'O campo Juros não atingiu o limite mínimo de 0,5%']],
  },
  {
    rule: 'array_min',
    schema: v.pipe(list, arrayMin('Status', 1)),
    pass: [['CONFIRMED'], ['CONFIRMED', 'PENDING']],
    fail: [
      [[], 'O campo Status não atingiu o limite mínimo de 1 itens'],
      [null, 'O campo Status não atingiu o limite mínimo de 1 itens'],
    ],
  },
  {
    rule: 'array_max',
    schema: v.pipe(list, arrayMax('Bandeiras', 2)),
    pass: [[], null, ['1', '2']],
    fail: [[['1', '2', '3'], 'O campo Bandeiras ultrapassou o limite máximo de 2 itens']],
  },
];

function messagesOf(schema: v.GenericSchema, value: unknown): string[] {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

describe.each(matrix)('$rule', ({ schema, pass, fail }) => {
  it.each(pass.map((value) => [value]))('passes %j', (value) => {
    expect(messagesOf(schema, value)).toEqual([]);
  });

  it.each(fail)('fails %j with the exact message', (value, message) => {
    expect(messagesOf(schema, value)).toEqual([message]);
  });
});

describe('composition', () => {
  it('shows only the required message for an empty required field', () => {
    const schema = v.pipe(v.string(), required('E-mail'), email('E-mail'), maxLength('E-mail', 80));
    expect(messagesOf(schema, '')).toEqual(['O campo E-mail é obrigatório']);
    expect(messagesOf(schema, 'x')).toEqual(['O campo E-mail deve ser um e-mail válido']);
  });

  it('reads a lazy limit when checking, not when building the schema', () => {
    let limit = '2026-11-21';
    const schema = v.pipe(v.string(), maxDate('Data', () => limit));
    expect(messagesOf(schema, '22/11/2026')).toHaveLength(1);
    limit = '2026-11-22';
    expect(messagesOf(schema, '22/11/2026')).toEqual([]);
  });
});
