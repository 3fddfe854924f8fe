import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { matchCardType } from '@contract/rules/card-types';
import { after, arrayMax, arrayMin, cardExpiry, cardNumber, dateBr, dateIso, maxDate, minDate } from './index';
import { type RuleCase, messagesOf, runMatrix } from './test-matrix';

const NOW = new Date('2026-11-21T17:32:00Z'); // 21/11/2026 14:32 in São Paulo
const text = v.nullish(v.string());
const list = v.nullish(v.array(v.string()));

// Date, card and list rules of requirements §5: values that pass, and failures with the exact message.
const cases: RuleCase[] = [
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
    schema: v.pipe(text, cardNumber(matchCardType)),
    pass: ['5066 9911 1111 1118', '6277809990229178', '6062820524845321', ''],
    fail: [
      ['5066991111111119', 'Número de cartão inválido'],
      ['1234', 'Número de cartão inválido'],
      // Luhn-valid, but Elo issues no 17-digit card.
      ['50669911111111113', 'Número de cartão inválido'],
    ],
  },
  {
    rule: 'card_number before the brands’ table arrives (all but the brand’s lengths)',
    schema: v.pipe(text, cardNumber(undefined)),
    pass: ['5066 9911 1111 1118', '50669911111111113', ''],
    fail: [
      ['5066991111111119', 'Número de cartão inválido'],
      ['1234', 'Número de cartão inválido'],
    ],
  },
  {
    rule: 'card_expiry',
    schema: v.pipe(
      text,
      cardExpiry(() => NOW),
    ),
    pass: ['11/26', '01/27', '12/2030', ''],
    fail: [
      ['10/26', 'Data inválida'],
      ['13/27', 'Data inválida'],
      ['1127', 'Data inválida'],
    ],
  },
  {
    rule: 'max_date',
    schema: v.pipe(
      text,
      maxDate('Vencimento', () => '2026-11-21'),
    ),
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

runMatrix(cases);

describe('lazy limits', () => {
  it('reads a lazy limit when checking, not when building the schema', () => {
    let limit = '2026-11-21';
    const schema = v.pipe(
      v.string(),
      maxDate('Data', () => limit),
    );
    expect(messagesOf(schema, '22/11/2026')).toHaveLength(1);
    limit = '2026-11-22';
    expect(messagesOf(schema, '22/11/2026')).toEqual([]);
  });
});
