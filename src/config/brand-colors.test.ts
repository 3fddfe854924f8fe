import { describe, expect, it } from 'vitest';
import { contrastOf, contrastRatio, hexToRgb, INK, ionColorVariables, shadeOf, tintOf } from '@contract/brand-colors';

describe('brand colours', () => {
  it("computes shade and tint as Ionic's generator (the built-in theme's values)", () => {
    expect(shadeOf('#edb82b')).toBe('#d1a226');
    expect(tintOf('#edb82b')).toBe('#efbf40');
    expect(shadeOf('#f58634')).toBe('#d8762e');
    expect(tintOf('#f58634')).toBe('#f69248');
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#edb82b', '#ffffff')).toBeCloseTo(1.8, 1);
    expect(contrastRatio('#ffffff', '#edb82b')).toBe(contrastRatio('#edb82b', '#ffffff'));
  });

  it('puts dark ink on light colours like the amber, white only at 4.5:1 or more', () => {
    expect(contrastOf('#edb82b')).toBe(INK);
    expect(contrastOf('#f58634')).toBe(INK);
    expect(contrastOf('#0d47a1')).toBe('#ffffff');
    expect(contrastOf('#1565c0')).toBe('#ffffff');
  });

  it('falls back to black on mid-tones where neither white nor the ink reads', () => {
    // #1e88e5: white 3.7:1, ink 4.3:1, black 5.7:1.
    expect(contrastOf('#1e88e5')).toBe('#000000');
    expect(contrastRatio('#1e88e5', contrastOf('#1e88e5'))).toBeGreaterThanOrEqual(4.5);
  });

  it("lists Ionic's six variables of a colour", () => {
    expect(ionColorVariables('primary', '#EDB82B')).toEqual({
      '--ion-color-primary': '#edb82b',
      '--ion-color-primary-rgb': '237, 184, 43',
      '--ion-color-primary-contrast': INK,
      '--ion-color-primary-contrast-rgb': '31, 36, 48',
      '--ion-color-primary-shade': '#d1a226',
      '--ion-color-primary-tint': '#efbf40',
    });
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => hexToRgb('#abc')).toThrow();
    expect(hexToRgb('1e88e5')).toEqual([30, 136, 229]);
  });
});
