import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { ourNumberOf } from './our-number.ts';
import {
  accountDac,
  barcodeDv,
  buildBarcode,
  digitableLine,
  dueDateFactor,
  formatDigitableLine,
  itauFreeField,
  mod10,
  nossoNumeroDac,
  registerItauBoleto,
} from './index.ts';

// docs/domain.md's vector (bank 104, R$ 214,03).
const BARCODE = '10499898100000214032006561000100040099726390';
const LINE = '10492006506100010004200997263900989810000021403';

describe('FEBRABAN barcode and linha digitável', () => {
  it('computes the general DV of the vector', () => {
    expect(barcodeDv(BARCODE.slice(0, 4) + BARCODE.slice(5))).toBe(Number(BARCODE[4]));
  });

  it('turns the vector barcode into its linha digitável', () => {
    expect(digitableLine(BARCODE)).toBe(LINE);
    expect(formatDigitableLine(LINE)).toBe('10492.00650 61000.100042 00997.263900 9 89810000021403');
  });

  it('builds the vector barcode from its parts', () => {
    // Factor 8981 is 2022-05-10 in the first cycle.
    expect(dueDateFactor('2022-05-10')).toBe('8981');
    const barcode = buildBarcode({
      bank: '104',
      dueDate: '2022-05-10',
      amountCents: 21_403,
      freeField: BARCODE.slice(19),
    });
    expect(barcode).toBe(BARCODE);
  });

  it('restarts the due-date factor at 1000 on 2025-02-22', () => {
    expect(dueDateFactor('2000-07-03')).toBe('1000');
    expect(dueDateFactor('2025-02-21')).toBe('9999');
    expect(dueDateFactor('2025-02-22')).toBe('1000');
    expect(dueDateFactor('2025-02-23')).toBe('1001');
    expect(dueDateFactor('2026-03-10')).toBe(String(1000 + 381));
  });

  it('uses mod 10 with weights 2,1 from the right and mod 11 with 0/10/11 → 1', () => {
    expect(mod10('0057123451101234567' + '8')).toBe(8);
    expect(mod10('261533')).toBe(4);
    // 11 − 0 = 11 and 11 − 1 = 10 both become 1: 5 × weight 9 = 45 ≡ 1 (mod 11).
    expect(barcodeDv('0'.repeat(43))).toBe(1);
    expect(barcodeDv(`${'0'.repeat(35)}5${'0'.repeat(7)}`)).toBe(1);
    expect(barcodeDv(`${'0'.repeat(42)}1`)).toBe(9);
  });
});

describe('Itaú carteira 109', () => {
  const account = { agency: '0057', account: '12345' };

  it('computes the DACs of Itaú’s manual example (agência 0057, conta 12345-7, nosso número 12345678)', () => {
    expect(accountDac(account)).toBe(7);
    // Agency + account + carteira + nosso número, mod 10 (here carteira 110, as in the manual).
    expect(nossoNumeroDac(account, '110', '12345678')).toBe(8);
    // Carteiras 126, 131, 146, 150 and 168 take only carteira + nosso número.
    expect(nossoNumeroDac(account, '126', '12345678')).toBe(mod10('12612345678'));
  });

  it('lays out the free field: carteira, nosso número, DAC, agency, account, DAC, 000', () => {
    const dac = nossoNumeroDac(account, '109', '00000042');
    expect(itauFreeField(account, '109', '00000042')).toBe(`10900000042${dac}0057123457000`);
  });

  it('registers a boleto whose barcode and linha digitável check out', () => {
    const boleto = registerItauBoleto({ sequence: 4_321, dueDate: '2026-06-15', amountCents: 123_456 });
    expect(boleto.barcode).toMatch(/^3419\d{40}$/);
    expect(boleto.barcode.slice(5, 9)).toBe(dueDateFactor('2026-06-15'));
    expect(boleto.barcode.slice(9, 19)).toBe('0000123456');
    const number = String(ourNumberOf(4_321)).padStart(8, '0');
    expect(boleto.barcode.slice(19, 30)).toBe(`109${number}`);
    expect(boleto.our_number).toMatch(new RegExp(`^109/${number}-\\d$`));
    expect(boleto.digitable_line).toHaveLength(47);
    expect(boleto.digitable_line).toBe(digitableLine(boleto.barcode));
    // Independent check: the library's validator and parser agree.
    expect(isValidBoleto(boleto.digitable_line)).toBe(true);
    const info = getBoletoInfo(boleto.digitable_line, { referenceDate: new Date('2026-06-01T12:00:00Z') });
    expect(info?.amount).toBe(123_456);
    expect(info?.bankCode).toBe('341');
    expect(info?.expirationDate?.toISOString().slice(0, 10)).toBe('2026-06-15');
  });
});
