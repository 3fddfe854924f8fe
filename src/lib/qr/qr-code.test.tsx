import { render, screen } from '@testing-library/react';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QrCode } from './qr-code';
import { qrMatrix } from './qr-matrix';

const BCB_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

/** Paints the path's rectangles back onto a grid. */
function paint(path: string, size: number): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(width); dx++) grid[Number(y)]![Number(x) + dx] = true;
  }
  return grid;
}

describe('qrMatrix', () => {
  it('draws exactly the dark modules of the encoded code, quiet zone included', () => {
    const matrix = qrMatrix(BCB_EXAMPLE);
    const expected = encode(BCB_EXAMPLE, { ecc: 'M', border: 4 });

    expect(matrix.size).toBe(expected.size);
    expect(paint(matrix.path, matrix.size)).toEqual(expected.data);
  });

  it('leaves a 4-module quiet zone and starts with a finder pattern', () => {
    const { path, size } = qrMatrix('https://example.com/paylink/checkout/abc');
    const grid = paint(path, size);

    expect(grid.slice(0, 4).flat().some(Boolean)).toBe(false);
    expect(grid[4]!.slice(4, 11)).toEqual(Array(7).fill(true));
    expect(grid[5]!.slice(4, 11)).toEqual([true, false, false, false, false, false, true]);
  });
});

describe('QrCode', () => {
  it('is one named image of the requested size', () => {
    render(<QrCode value={BCB_EXAMPLE} label="QR code do Pix" size={200} />);

    const image = screen.getByRole('img', { name: 'QR code do Pix' });
    expect(image.getAttribute('width')).toBe('200');
    expect(image.querySelectorAll('path')).toHaveLength(1);
  });
});
