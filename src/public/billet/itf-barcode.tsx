import { useMemo, type CSSProperties } from 'react';
import { itfPath } from '@/lib/barcode/itf';

const HEIGHT = 50;

/**
 * The boleto's 44 digits as an Interleaved 2 of 5 barcode (FEBRABAN: wide bars three times the
 * narrow), one SVG path, black on white with quiet zones, so a phone's bank app can read it off
 * the screen. Drawn lying down across the panel (issue 22: upright, it filled a phone's screen);
 * the PDF has the full-size one.
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
