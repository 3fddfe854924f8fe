import { describe, expect, it } from 'vitest';
import { encodeItf, itfPath } from './itf';

const PATTERNS = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];
const letters = (elements: ReturnType<typeof encodeItf>) => elements.map((e) => (e.wide ? 'w' : 'n')).join('');

/** Decodes bars and spaces back to digits, as a scanner would. */
function decode(elements: ReturnType<typeof encodeItf>): string {
  const body = elements.slice(4, -3);
  let digits = '';
  for (let at = 0; at < body.length; at += 10) {
    const pair = body.slice(at, at + 10);
    const bars = letters(pair.filter((_, i) => i % 2 === 0));
    const spaces = letters(pair.filter((_, i) => i % 2 === 1));
    digits += `${PATTERNS.indexOf(bars)}${PATTERNS.indexOf(spaces)}`;
  }
  return digits;
}

// docs/domain.md's boleto vector (bank 104, R$ 214,03).
const BARCODE = '10499898100000214032006561000100040099726390';

describe('encodeItf', () => {
  it('frames the digits with the start (nnnn) and stop (wnn) patterns, bars and spaces alternating', () => {
    const elements = encodeItf('12');

    expect(letters(elements)).toBe('nnnn' + 'wnnwnnnnww' + 'wnn');
    expect(elements.map((e) => e.bar)).toEqual(elements.map((_, i) => i % 2 === 0));
  });

  it("interleaves each pair: the first digit's pattern in the bars, the second's in the spaces", () => {
    const elements = encodeItf('38');

    expect(letters(elements.slice(4, 14).filter((_, i) => i % 2 === 0))).toBe(PATTERNS[3]);
    expect(letters(elements.slice(4, 14).filter((_, i) => i % 2 === 1))).toBe(PATTERNS[8]);
  });

  it("round-trips a boleto's 44 digits, two wide elements in every five", () => {
    const elements = encodeItf(BARCODE);

    expect(decode(elements)).toBe(BARCODE);
    expect(elements).toHaveLength(4 + 44 * 5 + 3);
  });

  it('refuses an odd count or other characters', () => {
    expect(() => encodeItf('123')).toThrow(RangeError);
    expect(() => encodeItf('12a4')).toThrow(RangeError);
  });
});

describe('itfPath', () => {
  it('draws one rectangle per bar, wide bars three units wide, with quiet zones', () => {
    const { path, width } = itfPath('00', 50);

    // start 4 + the pair (4 wide of 10: 6 + 4 × 3) 18 + stop 5, plus 10 + 10 quiet.
    expect(width).toBe(4 + 18 + 5 + 20);
    expect(path.startsWith('M10 0h1v50h-1z')).toBe(true);
    expect(path.match(/M/g)).toHaveLength(2 + 5 + 2);
  });
});
