import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchCardType } from '@contract/rules/card-types';
import { previewBrandOf } from './card-brand';
import { CardPreview, placeholderNumber } from './card-preview';

// Luhn-valid or well-known test prefixes for each brand the spec lists, plus Visa and Hiper.
const BRANDS: [string, string][] = [
  ['378282246310005', 'amex'],
  ['5019717010103742', 'dankort'],
  ['30569309025904', 'dinersclub'],
  ['6011111111111117', 'discover'],
  ['5066991111111118', 'elo'],
  ['6277809990229178', 'elo'],
  ['6062820524845321', 'hipercard'],
  ['3530111333300000', 'jcb'],
  ['6304000000000000', 'laser'],
  ['6759649826438453', 'maestro'],
  ['5555555555554444', 'mastercard'],
  ['6200000000000005', 'unionpay'],
  ['4111111111111111', 'visa'],
  ['6375680000000000', 'hiper'],
];

describe('previewBrandOf', () => {
  it.each(BRANDS)('recognises %s as %s', (number, brand) => {
    expect(previewBrandOf(number, matchCardType)).toBe(brand);
  });

  it('waits while the prefix fits several brands', () => {
    expect(previewBrandOf('', matchCardType)).toBeNull();
    expect(previewBrandOf('5', matchCardType)).toBeNull();
  });

  it('shows none before the brands’ table arrives, not even the prefixes it does not need', () => {
    expect(previewBrandOf('4111111111111111', undefined)).toBeNull();
    expect(previewBrandOf('5019717010103742', undefined)).toBeNull();
  });
});

describe('CardPreview', () => {
  it("draws the brand's mark and the number as typed, the rest as dots grouped by the brand", () => {
    const { container } = render(
      <CardPreview number="3782 82" holder="ana" expiry="1" cvv="" flipped={false} matchCardType={matchCardType} />,
    );

    const preview = container.querySelector('.card-preview');
    expect(preview?.getAttribute('data-brand')).toBe('amex');
    expect(preview?.querySelector('svg title')?.textContent).toBe('American Express');
    expect(container.querySelector('.card-number')?.textContent).toBe('3782 82•••• •••••');
    expect(container.querySelector('.card-holder span')?.textContent).toBe('ANA');
  });

  it('turns to the back when flipped, the code as dots, and is hidden from assistive technology', () => {
    const { container } = render(
      <CardPreview number="" holder="" expiry="" cvv="12" flipped matchCardType={matchCardType} />,
    );

    const preview = container.querySelector('.card-preview');
    expect(preview?.getAttribute('data-flipped')).toBe('true');
    expect(preview?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.card-signature')?.textContent).toBe('••');
  });

  it('is 290 wide, as the spec draws it', () => {
    const css = readFileSync('src/public/checkout/card/card-preview.css', 'utf8');
    expect(css).toMatch(/\.card-preview \{[^}]*width: 290px;/);
  });
});

describe('placeholderNumber', () => {
  it('fills the rest of a 16-digit number with dots', () => {
    expect(placeholderNumber('4111', 16, matchCardType)).toBe('4111 •••• •••• ••••');
    expect(placeholderNumber('', 16, undefined)).toBe('•••• •••• •••• ••••');
  });
});
