import { describe, expect, it } from 'vitest';
import { appendRows, emptyDay, type CopyRow, type DayPart } from './day-part';
import { newestFirst, parseSaleQuery, searchCopy } from './search';

function day(date: string, rows: Partial<CopyRow>[]): DayPart {
  const part = emptyDay(date, 0);
  appendRows(
    part,
    rows.map((row, index) => ({
      transaction_id: Number(date.replace(/-/g, '')) * 100 + index,
      payment_date: `${date}T10:00:00-03:00`,
      status: 'CONFIRMED',
      amount: 100,
      ...row,
    })),
    Infinity,
  );
  return part;
}

const copy = newestFirst([
  day('2026-11-06', [
    { amount: 123456, nsu: '712372', authorization_number: 'c4rv4x', card_number: '453211******4321' },
    { amount: 5000, nsu: '100200' },
  ]),
  day('2026-11-25', [{ amount: 12345, nsu: '998877' }, { amount: 5000 }]),
]);

const ids = (text: string) => {
  const query = parseSaleQuery(text);
  return query ? searchCopy(copy, query, 50).sales.map((sale) => sale.transaction_id) : null;
};

describe('reading what the merchant typed', () => {
  it.each([
    ['123,45', 12345],
    ['1.234,56', 123456],
    ['R$ 50', 5000],
    ['R$\u00a01.234,56', 123456],
    ['50', 5000],
  ])('"%s" is an amount of %i cents', (text, cents) => {
    expect(parseSaleQuery(text)?.cents).toBe(cents);
  });

  it('reads digits as an NSU fragment from 4 digits, and 4 digits as the last 4 of a card too', () => {
    expect(parseSaleQuery('2372')).toEqual({ cents: 237200, fragment: '2372', last4: '2372' });
    expect(parseSaleQuery('712372')).toMatchObject({ fragment: '712372', last4: null });
    expect(parseSaleQuery('123')).toEqual({ cents: 12300, fragment: null, last4: null });
  });

  it('reads letters and digits as an authorization code, whatever the case', () => {
    expect(parseSaleQuery(' c4rv4x ')).toEqual({ cents: null, fragment: 'C4RV4X', last4: null });
  });

  it('finds nothing to search in an empty or meaningless text', () => {
    expect(parseSaleQuery('')).toBeNull();
    expect(parseSaleQuery('   ')).toBeNull();
    expect(parseSaleQuery('R$')).toBeNull();
    expect(parseSaleQuery('1,234')).toBeNull();
    expect(parseSaleQuery('ab')).toBeNull();
  });
});

describe('searching the copy', () => {
  it('finds a sale by its amount as typed with thousands and cents', () => {
    expect(ids('1.234,56')).toEqual([2026110600]);
    expect(ids('123,45')).toEqual([2026112500]);
  });

  it('lists every sale of an amount, newest first', () => {
    expect(ids('R$ 50')).toEqual([2026112501, 2026110601]);
  });

  it('finds a sale by part of its NSU', () => {
    expect(ids('2372')).toEqual([2026110600]);
    expect(ids('7123')).toEqual([2026110600]);
  });

  it('finds a sale by its authorization code and by the last 4 digits of the card', () => {
    expect(ids('C4RV4X')).toEqual([2026110600]);
    expect(ids('4321')).toEqual([2026110600]);
  });

  it('finds nothing when nothing matches', () => {
    expect(ids('999,99')).toEqual([]);
    expect(ids('555555')).toEqual([]);
    expect(ids('ZZZZ')).toEqual([]);
  });

  it('counts every match but builds only the ones shown', () => {
    const query = parseSaleQuery('R$ 50');
    expect(query && searchCopy(copy, query, 1)).toMatchObject({ total: 2, sales: [{ transaction_id: 2026112501 }] });
  });

  it('shows what the card needs from the copy', () => {
    const query = parseSaleQuery('c4rv4x');
    expect(query && searchCopy(copy, query, 1).sales[0]).toEqual({
      transaction_id: 2026110600,
      payment_date: '2026-11-06T10:00:00-03:00',
      status: 'CONFIRMED',
      amount: 123456,
      net_amount: null,
      nsu: '712372',
      authorization_number: 'C4RV4X',
      card_last4: '4321',
      operation_name: null,
      qt_installment: null,
      brand_name: null,
    });
  });
});
