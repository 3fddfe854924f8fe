import { encode } from 'uqr';

export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

export interface QrMatrix {
  /** Modules per side, quiet zone included. */
  size: number;
  /** One SVG path drawing every dark module, in module units (a `viewBox` of `0 0 size size`). */
  path: string;
}

/**
 * The modules of a QR code as one SVG path: each row's runs of dark modules become one rectangle,
 * so a Pix code (version 10 or so) is a few hundred short commands rather than thousands of
 * elements. `border` is the quiet zone in modules: 4 is the standard's, which phone cameras
 * rely on when the code sits on a coloured page.
 */
export function qrMatrix(value: string, ecc: QrErrorCorrection = 'M', border = 4): QrMatrix {
  const { data, size } = encode(value, { ecc, border });
  let path = '';
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return { size, path };
}
