import type { ReactNode } from 'react';
import { BRAND_NAMES, type PreviewBrand } from './card-brand';

/**
 * Each brand's mark, simplified to what a 290-wide card can show: its colours and name, drawn
 * in SVG (no image files, nothing fetched). Not the trademarked artwork.
 */
const W = 64;
const H = 40;

const word = (text: string, fill = '#fff', size = 13, style: 'normal' | 'italic' = 'normal') => (
  <text
    x={W / 2}
    y={H / 2}
    fill={fill}
    fontSize={size}
    fontStyle={style}
    fontWeight="700"
    textAnchor="middle"
    dominantBaseline="central"
    fontFamily="system-ui, sans-serif"
  >
    {text}
  </text>
);

const box = (fill: string, content: ReactNode) => (
  <>
    <rect x="2" y="6" width={W - 4} height={H - 12} rx="4" fill={fill} />
    {content}
  </>
);

const circles = (left: string, right: string, label: string) => (
  <>
    <circle cx="24" cy="17" r="11" fill={left} />
    <circle cx="40" cy="17" r="11" fill={right} fillOpacity="0.9" />
    <text x={W / 2} y="37" fill="#fff" fontSize="7" textAnchor="middle" fontFamily="system-ui, sans-serif">
      {label}
    </text>
  </>
);

const MARKS: Record<PreviewBrand, () => ReactNode> = {
  visa: () => word('VISA', '#fff', 17, 'italic'),
  mastercard: () => circles('#eb001b', '#f79e1b', 'mastercard'),
  maestro: () => circles('#0099df', '#eb001b', 'maestro'),
  amex: () => box('#2e77bb', word('AMEX', '#fff', 13)),
  elo: () => (
    <>
      {word('elo', '#fff', 20)}
      <circle cx="16" cy="20" r="3" fill="#ffcb05" />
      <circle cx="48" cy="20" r="3" fill="#00a4e0" />
    </>
  ),
  hipercard: () => box('#b3131b', word('Hipercard', '#fff', 10)),
  hiper: () => box('#f37021', word('Hiper', '#1f2430', 13)),
  dinersclub: () => (
    <>
      <circle cx="14" cy="20" r="9" fill="none" stroke="#fff" strokeWidth="2.5" />
      <text x="40" y="20" fill="#fff" fontSize="9" fontWeight="700" textAnchor="middle" dominantBaseline="central">
        Diners
      </text>
    </>
  ),
  discover: () => box('#fff', word('DISCOVER', '#f58220', 10)),
  jcb: () => (
    <>
      <rect x="8" y="8" width="15" height="24" rx="3" fill="#0e4c96" />
      <rect x="25" y="8" width="15" height="24" rx="3" fill="#e21836" />
      <rect x="42" y="8" width="15" height="24" rx="3" fill="#00a650" />
      <text x="32" y="20" fill="#fff" fontSize="11" fontWeight="700" textAnchor="middle" dominantBaseline="central">
        J C B
      </text>
    </>
  ),
  unionpay: () => (
    <>
      <path d="M8 8h16l-4 24H4zM24 8h16l-4 24H20zM40 8h16l-4 24H36z" fill="#e21836" />
      <path d="M24 8h16l-4 24H20z" fill="#00447c" />
      <path d="M40 8h16l-4 24H36z" fill="#007b84" />
      <text x="32" y="20" fill="#fff" fontSize="8" fontWeight="700" textAnchor="middle" dominantBaseline="central">
        UnionPay
      </text>
    </>
  ),
  dankort: () => box('#ed1c24', word('Dankort', '#fff', 11)),
  laser: () => word('Laser', '#9fe870', 15, 'italic'),
};

export function BrandMark({ brand }: { brand: PreviewBrand | null }) {
  if (!brand) return <span className="card-brand-empty" />;
  return (
    <svg className="card-brand" viewBox={`0 0 ${W} ${H}`} width={W} height={H} data-brand={brand}>
      <title>{BRAND_NAMES[brand]}</title>
      {MARKS[brand]()}
    </svg>
  );
}
