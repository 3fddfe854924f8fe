import { describe, expect, it } from 'vitest';
import { matchCardType } from '@contract/rules/card-types';
import {
  detectCardBrand,
  formatCardNumber,
  isValidCardExpiry,
  loadCardTypes,
  loadedCardTypes,
  maskCardNumber,
} from './cards';
import { isValidCardNumberWith, luhnCheck, parseCardExpiry } from '@contract/rules/card-checks';

const isValidCardNumber = (value: string) => isValidCardNumberWith(value, matchCardType);

describe('luhnCheck', () => {
  it.each(['5066991111111118', '6277809990229178', '6062820524845321', '4111111111111111', '0'])(
    'accepts %s',
    (digits) => {
      expect(luhnCheck(digits)).toBe(true);
    },
  );

  it.each(['5066991111111119', '4111111111111112', '', '4111 1111'])('refuses %j', (digits) => {
    expect(luhnCheck(digits)).toBe(false);
  });
});

describe('detectCardBrand', () => {
  it.each([
    ['5066991111111118', 'elo'],
    ['6277809990229178', 'elo'],
    ['6062820524845321', 'hipercard'],
    ['4111111111111111', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6370950000000000', 'hiper'],
  ] as const)('%s is %s', (pan, brand) => {
    expect(detectCardBrand(pan, matchCardType)).toBe(brand);
  });

  it.each([
    '401178',
    '438935',
    '457631',
    '506699',
    '506778',
    '509000',
    '627780',
    '636297',
    '636368',
    '651652',
    '651679',
    '655000',
    '655058',
  ])('the Elo prefix %s wins over the wider Visa/Mastercard/Discover ranges', (bin) => {
    expect(detectCardBrand(`${bin}0000000000`, matchCardType)).toBe('elo');
  });

  it.each(['637095', '637568', '637599', '637609', '637612'])('%s is Hiper', (bin) => {
    expect(detectCardBrand(bin, matchCardType)).toBe('hiper');
  });

  it('accepts a masked number', () => {
    expect(detectCardBrand('4111 1111 1111 1111', matchCardType)).toBe('visa');
  });

  it('stays null while the prefix is ambiguous or unknown', () => {
    expect(detectCardBrand('', matchCardType)).toBeNull();
    expect(detectCardBrand('4', matchCardType)).toBeNull();
    expect(detectCardBrand('9999', matchCardType)).toBeNull();
    expect(detectCardBrand('abc', matchCardType)).toBeNull();
  });
});

describe('isValidCardNumber', () => {
  it.each(['5066991111111118', '6277 8099 9022 9178', '6062-8205-2484-5321', '378282246310005'])(
    'accepts %s',
    (pan) => {
      expect(isValidCardNumber(pan)).toBe(true);
    },
  );

  it.each([
    ['a wrong Luhn digit', '5066991111111119'],
    ['a length the brand does not issue (Luhn-valid, 17 digits: Elo issues 16)', '50669911111111113'],
    ['too short', '4111111'],
    ['too long', '41111111111111111111'],
    ['letters', '4111a11111111111'],
    ['empty', ''],
  ])('refuses %s', (_, pan) => {
    expect(isValidCardNumber(pan)).toBe(false);
  });
});

describe('before the brands’ table arrives', () => {
  it('knows no brand and groups by 4, up to 19 digits', () => {
    expect(detectCardBrand('5066991111111118', undefined)).toBeNull();
    expect(formatCardNumber('378282246310005', undefined)).toBe('3782 8224 6310 005');
    expect(formatCardNumber('4111111111111111', undefined)).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111111111111111112345', undefined)).toBe('4111 1111 1111 1111111');
  });

  it('checks all but the brand’s lengths: a 17-digit Elo passes Luhn, and only the table refuses it', () => {
    expect(isValidCardNumberWith('50669911111111113', () => undefined)).toBe(true);
    expect(isValidCardNumberWith('50669911111111113', matchCardType)).toBe(false);
    expect(isValidCardNumberWith('5066991111111119', () => undefined)).toBe(false);
  });

  it('is downloaded once, and is the contract’s table', async () => {
    const first = loadCardTypes();
    expect(loadCardTypes()).toBe(first);
    expect(await first).toBe(matchCardType);
    expect(loadedCardTypes()).toBe(matchCardType);
  });
});

describe('formatCardNumber / maskCardNumber', () => {
  it('groups as the brand prints', () => {
    expect(formatCardNumber('5066991111111118', matchCardType)).toBe('5066 9911 1111 1118');
    expect(formatCardNumber('378282246310005', matchCardType)).toBe('3782 822463 10005');
    expect(formatCardNumber('50669', matchCardType)).toBe('5066 9');
    expect(formatCardNumber('5066-9911-1111-1118-999', matchCardType)).toBe('5066 9911 1111 1118');
  });

  it('shows at most the first six and last four digits', () => {
    expect(maskCardNumber('5066991111111118')).toBe('506699******1118');
    expect(maskCardNumber('5066 9911 1111 1118')).toBe('506699******1118');
    expect(maskCardNumber('378282246310005')).toBe('378282*****0005');
  });

  it('reveals less of short numbers', () => {
    expect(maskCardNumber('123456789012')).toBe('********9012');
    expect(maskCardNumber('1234')).toBe('****');
    expect(maskCardNumber('')).toBe('');
  });
});

describe('card expiry', () => {
  // 21/11/2026 14:32 in São Paulo.
  const NOW = new Date('2026-11-21T17:32:00Z');

  it('parses MM/YY and MM/YYYY', () => {
    expect(parseCardExpiry('11/26')).toEqual({ month: 11, year: 2026 });
    expect(parseCardExpiry('01 / 2030')).toEqual({ month: 1, year: 2030 });
    expect(parseCardExpiry('13/26')).toBeNull();
    expect(parseCardExpiry('00/26')).toBeNull();
    expect(parseCardExpiry('1/26')).toBeNull();
    expect(parseCardExpiry('1126')).toBeNull();
  });

  it('accepts the current month through its last day, and the future', () => {
    expect(isValidCardExpiry('11/26', NOW)).toBe(true);
    expect(isValidCardExpiry('11/26', new Date('2026-12-01T02:59:00Z'))).toBe(true); // 30/11 23:59 SP
    expect(isValidCardExpiry('12/26', NOW)).toBe(true);
    expect(isValidCardExpiry('01/27', NOW)).toBe(true);
  });

  it('refuses past months, São Paulo time', () => {
    expect(isValidCardExpiry('10/26', NOW)).toBe(false);
    expect(isValidCardExpiry('11/26', new Date('2026-12-01T03:00:00Z'))).toBe(false); // 01/12 00:00 SP
    expect(isValidCardExpiry('11/25', NOW)).toBe(false);
  });

  it('refuses implausibly far years and bad text', () => {
    expect(isValidCardExpiry('11/46', NOW)).toBe(true);
    expect(isValidCardExpiry('12/46', NOW)).toBe(false);
    expect(isValidCardExpiry('99/99', NOW)).toBe(false);
    expect(isValidCardExpiry('', NOW)).toBe(false);
  });
});
