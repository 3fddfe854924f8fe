import { useMemo } from 'react';
import { qrMatrix, type QrErrorCorrection } from './qr-matrix';

interface QrCodeProps {
  /** The text the code carries (a link, a Pix BR Code). */
  value: string;
  /** What a screen reader hears, e.g. "QR code do link de pagamento". */
  label: string;
  /** Rendered width and height in CSS pixels; the SVG scales crisply to any size. */
  size?: number;
  ecc?: QrErrorCorrection;
  className?: string;
}

/**
 * A QR code as an SVG image: no canvas, no data URL, nothing a Content-Security-Policy refuses,
 * and it prints sharp. Dark modules on a white square whatever the theme, as readers expect.
 * Shared by the merchant's share screen and the customer's Pix checkout (no Ionic here).
 */
export function QrCode({ value, label, size = 240, ecc = 'M', className }: QrCodeProps) {
  const matrix = useMemo(() => qrMatrix(value, ecc), [value, ecc]);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${matrix.size} ${matrix.size}`}
      shapeRendering="crispEdges"
    >
      <rect width={matrix.size} height={matrix.size} fill="#fff" />
      <path d={matrix.path} fill="#000" />
    </svg>
  );
}
