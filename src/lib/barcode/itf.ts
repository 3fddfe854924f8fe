/**
 * Interleaved 2 of 5 (ITF), the symbology of the boleto's 44-digit barcode (FEBRABAN). Digits go
 * in pairs: the first is drawn by five bars, the second by the five spaces between them; two of
 * each five are wide. A start (narrow bar, space, bar, space) and a stop (wide bar, narrow space,
 * narrow bar) frame them. JsBarcode has ITF too, but draws through its own DOM/canvas renderers;
 * the encoding is these few lines and the drawing one SVG path.
 */
const PATTERNS = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];

export interface ItfElement {
  bar: boolean;
  wide: boolean;
}

/** Bars and spaces, left to right; an even number of digits (a boleto's 44). */
export function encodeItf(digits: string): ItfElement[] {
  if (!/^\d*$/.test(digits) || digits.length % 2 !== 0) {
    throw new RangeError('ITF encodes an even number of digits');
  }
  const elements: ItfElement[] = [];
  const push = (pattern: string, startWithBar: boolean) =>
    [...pattern].forEach((width, index) =>
      elements.push({ bar: (index % 2 === 0) === startWithBar, wide: width === 'w' }),
    );
  push('nnnn', true);
  for (let index = 0; index < digits.length; index += 2) {
    const bars = PATTERNS[Number(digits[index])] ?? '';
    const spaces = PATTERNS[Number(digits[index + 1])] ?? '';
    for (let element = 0; element < 5; element++) {
      elements.push({ bar: true, wide: bars[element] === 'w' });
      elements.push({ bar: false, wide: spaces[element] === 'w' });
    }
  }
  push('wnn', true);
  return elements;
}

/**
 * The bars as one SVG path in units of the narrow width (`wide` units for a wide element),
 * with `quiet` units of blank on each side, and the total width in the same units.
 */
export function itfPath(digits: string, height: number, wide = 3, quiet = 10): { path: string; width: number } {
  let x = quiet;
  let path = '';
  for (const element of encodeItf(digits)) {
    const width = element.wide ? wide : 1;
    if (element.bar) path += `M${x} 0h${width}v${height}h${-width}z`;
    x += width;
  }
  return { path, width: x + quiet };
}
