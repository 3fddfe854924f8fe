import { describe, expect, it } from 'vitest';
import {
  autoDecimalCents,
  centsToDecimalString,
  formatCents,
  formatNumberBr,
  formatPercent,
  parseBrlToCents,
  parseNumberBr,
} from './money';

const NBSP = '\u00a0';

describe('formatCents', () => {
  it('formats integer cents as BRL with the no-break space Intl uses', () => {
    expect(formatCents(12345)).toBe(`R$${NBSP}123,45`);
    expect(formatCents(123456789)).toBe(`R$${NBSP}1.234.567,89`);
    expect(formatCents(0)).toBe(`R$${NBSP}0,00`);
    expect(formatCents(5)).toBe(`R$${NBSP}0,05`);
    expect(formatCents(1000)).toBe(`R$${NBSP}10,00`);
  });

  it('formats negative amounts', () => {
    expect(formatCents(-150)).toBe(`-R$${NBSP}1,50`);
  });

  it('shows a fraction of a cent (an average) rounded to the cent', () => {
    expect(formatCents(1234.5)).toBe(`R$${NBSP}12,35`);
    expect(formatCents(1234.4)).toBe(`R$${NBSP}12,34`);
  });

  it('refuses what is not a number: that is a bug upstream', () => {
    expect(() => formatCents(Number.NaN)).toThrow(RangeError);
    expect(() => formatCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('centsToDecimalString', () => {
  it('writes a dot-decimal amount', () => {
    expect(centsToDecimalString(123456)).toBe('1234.56');
    expect(centsToDecimalString(1000)).toBe('10.00');
    expect(centsToDecimalString(5)).toBe('0.05');
    expect(centsToDecimalString(0)).toBe('0.00');
    expect(centsToDecimalString(-5)).toBe('-0.05');
  });
});

describe('parseBrlToCents', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['0,29', 29],
    ['0,5', 50],
    ['10', 1000],
    ['R$ 10,00', 1000],
    [`R$${NBSP}1.234.567,89`, 123456789],
    ['-R$ 1,50', -150],
    ['-1,50', -150],
  ])('%s → %i cents', (text, cents) => {
    expect(parseBrlToCents(text)).toBe(cents);
  });

  it('round-trips what formatCents produces', () => {
    for (const cents of [0, 1, 29, 99, 100, 12345, 987654321]) {
      expect(parseBrlToCents(formatCents(cents))).toBe(cents);
    }
  });

  it.each(['', 'abc', '1,234', '1.23,45', '12.34', '1,2,3', 'R$', '--1', '1e3'])('refuses %j', (text) => {
    expect(parseBrlToCents(text)).toBeNull();
  });
});

describe('autoDecimalCents', () => {
  it('fills digits from the right as the user types 1, 2, 3', () => {
    expect(autoDecimalCents('1')).toBe(1);
    expect(autoDecimalCents(`R$${NBSP}0,012`)).toBe(12);
    expect(autoDecimalCents(`R$${NBSP}0,123`)).toBe(123);
    expect(formatCents(autoDecimalCents(`R$${NBSP}0,123`) ?? 0)).toBe(`R$${NBSP}1,23`);
  });

  it('shifts back on delete', () => {
    expect(autoDecimalCents(`R$${NBSP}1,2`)).toBe(12);
  });

  it('ignores minus signs and letters, and is empty without digits', () => {
    expect(autoDecimalCents('-12')).toBe(12);
    expect(autoDecimalCents('R$ ')).toBeNull();
    expect(autoDecimalCents('')).toBeNull();
    expect(autoDecimalCents('000')).toBe(0);
  });

  it('stops growing at 13 digits so cents stay an exact integer', () => {
    expect(autoDecimalCents('12345678901234567890')).toBe(1234567890123);
  });
});

describe('formatNumberBr / parseNumberBr', () => {
  it('writes dot thousands and comma decimals', () => {
    expect(formatNumberBr(1234.5)).toBe('1.234,5');
    expect(formatNumberBr(1234567)).toBe('1.234.567');
    expect(formatNumberBr(0.125)).toBe('0,13');
    expect(formatNumberBr(10, { minimumFractionDigits: 2 })).toBe('10,00');
    expect(formatNumberBr(1.23456, { maximumFractionDigits: 4 })).toBe('1,2346');
  });

  it.each([
    ['1.234,56', 1234.56],
    ['1234,56', 1234.56],
    ['10', 10],
    ['-3,5', -3.5],
    ['0,001', 0.001],
    ['1.000.000', 1000000],
  ])('reads %s as %d', (text, value) => {
    expect(parseNumberBr(text)).toBe(value);
  });

  it.each(['', 'abc', '1.5', '1,2,3', '12.34,5', '1.234.5', '1e3', ','])('refuses %j', (text) => {
    expect(parseNumberBr(text)).toBeNull();
  });
});

describe('formatPercent', () => {
  it('formats a percentage with two decimals by default', () => {
    expect(formatPercent(1.99)).toBe('1,99%');
    expect(formatPercent(100)).toBe('100,00%');
    expect(formatPercent(2.5, 1)).toBe('2,5%');
    expect(formatPercent(12, 0)).toBe('12%');
  });
});
