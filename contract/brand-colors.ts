/**
 * Ionic's colour variables for an operator's brand colour, computed as Ionic's colour generator
 * does (shade: 12 % toward black, tint: 10 % toward white), so a brand from /config themes every
 * Ionic component the way the built-in theme does. Pure: the sandbox's login page uses it too.
 */
type Rgb = readonly [number, number, number];

/** The portal's dark ink (theme.css `--app-ink`): text on light brand colours. */
export const INK = '#1f2430';
const WHITE = '#ffffff';
const BLACK = '#000000';
/** WCAG 1.4.3: normal-size text needs 4.5:1 against its background. */
const READABLE = 4.5;

export function hexToRgb(hex: string): Rgb {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) throw new Error(`Cor inválida: ${hex}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((part) => part.toString(16).padStart(2, '0')).join('')}`;
}

/** `weight` of `toward` mixed into `color`, rounded per channel (Ionic's `mix`). */
function mix(color: Rgb, toward: Rgb, weight: number): Rgb {
  return color.map((part, i) => Math.round(part * (1 - weight) + toward[i]! * weight)) as unknown as Rgb;
}

export function shadeOf(hex: string): string {
  return toHex(mix(hexToRgb(hex), [0, 0, 0], 0.12));
}

export function tintOf(hex: string): string {
  return toHex(mix(hexToRgb(hex), [255, 255, 255], 0.1));
}

function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((part) => {
    const c = part / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour on a brand background: white only where it reads at 4.5:1, else the portal's
 * ink; on mid-tones where neither does (a medium blue), black, the darkest text there is.
 */
export function contrastOf(hex: string): string {
  if (contrastRatio(hex, WHITE) >= READABLE) return WHITE;
  if (contrastRatio(hex, INK) >= READABLE) return INK;
  return BLACK;
}

const rgbText = (hex: string) => hexToRgb(hex).join(', ');

/** Ionic's six variables of one named colour (`--ion-color-{name}` and its variants). */
export function ionColorVariables(name: string, hex: string): Record<string, string> {
  const base = toHex(hexToRgb(hex));
  const contrast = contrastOf(base);
  const prefix = `--ion-color-${name}`;
  return {
    [prefix]: base,
    [`${prefix}-rgb`]: rgbText(base),
    [`${prefix}-contrast`]: contrast,
    [`${prefix}-contrast-rgb`]: rgbText(contrast),
    [`${prefix}-shade`]: shadeOf(base),
    [`${prefix}-tint`]: tintOf(base),
  };
}
