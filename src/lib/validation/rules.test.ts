import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  cpfCnpj,
  digits,
  email,
  maxCurrencyValue,
  maxLength,
  maxPercentage,
  maxValue,
  minCurrencyValue,
  minPercentage,
  minValue,
  numeric,
  phone,
  required,
} from './index';
import { type RuleCase, messagesOf, runMatrix } from './test-matrix';

const NBSP = '\u00a0';
const text = v.nullish(v.string());
const numberish = v.nullish(v.union([v.string(), v.number()]));

// Text, number and percentage rules of requirements §5 (dates, cards, lists: rules-dates.test.ts).
const cases: RuleCase[] = [
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
      ['529.982.247-24', 'Documento não é válido'],
      ['111.111.111-11', 'Documento não é válido'],
      ['12.ABC.345/01DE-3A', 'Documento não é válido'],
      ['1234', 'Documento não é válido'],
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
    rule: 'max',
    schema: v.pipe(text, maxLength('Descrição', 5)),
    pass: ['abcde', 'ação!', '☕☕☕☕☕', ''],
    fail: [['abcdef', 'O campo Descrição deve ter no máximo 5 caracteres']],
  },
];

runMatrix(cases);

describe('composition', () => {
  it('shows only the required message for an empty required field', () => {
    const schema = v.pipe(v.string(), required('E-mail'), email('E-mail'), maxLength('E-mail', 80));
    expect(messagesOf(schema, '')).toEqual(['O campo E-mail é obrigatório']);
    expect(messagesOf(schema, 'x')).toEqual(['O campo E-mail deve ser um e-mail válido']);
  });
});
