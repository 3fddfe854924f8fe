import { useMemo, type CSSProperties } from 'react';
import { itfPath } from '@/lib/barcode/itf';

const HEIGHT = 50;

/**
 * The boleto's 44 digits as an Interleaved 2 of 5 barcode (FEBRABAN: wide bars three times the
 * narrow), one SVG path, black on white with quiet zones, so a phone's bank app can read it off
 * the screen. A narrow bar is never thinner than one CSS pixel: on a phone, where 44 digits do
 * not fit across, the code stands upright (bank apps read it in any direction) instead of
 * shrinking below what a camera resolves.
 */
export function ItfBarcode({ digits }: { digits: string }) {
  const drawing = useMemo(() => (/^\d{44}$/.test(digits) ? itfPath(digits, HEIGHT) : null), [digits]);
  if (!drawing) return null;
  return (
    <div className="billet-barcode-frame" style={{ '--barcode-units': drawing.width } as CSSProperties}>
      <svg
        className="billet-barcode"
        role="img"
        aria-label="Código de barras do boleto"
        viewBox={`0 0 ${drawing.width} ${HEIGHT}`}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
      >
        <rect width={drawing.width} height={HEIGHT} fill="#fff" />
        <path d={drawing.path} fill="#000" />
      </svg>
    </div>
  );
}
