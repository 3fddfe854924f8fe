import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ionColorVariables } from '../contract/brand-colors.ts';
import type { SandboxBrand } from './env.ts';
import { escapeHtml } from './link-preview.ts';

/**
 * A shared link's first paint (issue 22): a customer on a slow phone network sees whom and how
 * much they pay as soon as the HTML arrives, before the page's JavaScript has loaded. The sandbox
 * writes a picture of the top of the checkout (header, what is paid, the amount) over the page;
 * the app draws the same elements with the same classes and removes the picture when its own
 * summary is on screen (src/public/layout/first-paint.ts), so nothing moves. A static host sends
 * index.html alone and the page works as before, drawn by its script (README, "Link previews").
 */
export interface FirstPaint {
  shop: string;
  description: string;
  amountCents: number;
  /** The most installments by card and each one's amount; null with one payment only. */
  installments: { count: number; eachCents: number } | null;
}

/** The stylesheets the checkout page's chunks load (beside index.html's own). */
export interface CheckoutAssets {
  styles: string[];
}

/** The element the app removes (src/public/layout/first-paint.ts reads the same id). */
const FIRST_PAINT_ID = 'first-paint';

/** The checkout page's module, as Vite's build manifest names it. */
const CHECKOUT_MODULE = 'src/public/checkout/checkout-page.tsx';

interface ManifestChunk {
  css?: string[];
  imports?: string[];
}

/**
 * What the checkout page loads, from Vite's build manifest (dist/.vite/manifest.json): its chunk
 * and the chunks it imports, with their CSS. undefined without a build or a manifest: then no
 * picture is written (without its CSS it would be drawn wrong).
 */
export async function checkoutAssets(staticRoot: string): Promise<CheckoutAssets | undefined> {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(await readFile(join(staticRoot, '.vite', 'manifest.json'), 'utf8')) as typeof manifest;
  } catch {
    return undefined;
  }
  if (!manifest[CHECKOUT_MODULE]) return undefined;
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // index.html is the entry every page has already loaded, with its CSS linked.
    if (!chunk || key === 'index.html' || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(CHECKOUT_MODULE);
  return { styles: [...styles] };
}

// As the app formats money (src/lib/money.ts): Intl's no-break space after 'R$'.
const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const money = (cents: number) => BRL.format(cents / 100);

const LOCK =
  '<svg class="public-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" ' +
  'stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
  '<rect x="5" y="11" width="14" height="10" rx="2"></rect><path d="M8 11V7a4 4 0 0 1 8 0v4"></path></svg>';

/**
 * The picture: the markup of CheckoutLayout's header and OnePageCheckout's summary (src/public),
 * with their classes (the wide screens' grid too), in the operator's colours. Fixed over the page, inert and hidden from assistive
 * technology: the app's own page beneath is the one read and used.
 */
export function firstPaintHtml(paint: FirstPaint, brand: Pick<SandboxBrand, 'name' | 'logoUrl' | 'colors'>): string {
  const colours = Object.entries(ionColorVariables('primary', brand.colors.primary))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const installments = paint.installments
    ? `<span class="public-muted">em até ${paint.installments.count}x de ${money(paint.installments.eachCents)} no cartão</span>`
    : '';
  return (
    `<div id="${FIRST_PAINT_ID}" inert aria-hidden="true" style="position:fixed;inset:0;z-index:1000;${colours}">` +
    '<div class="public-page"><header class="public-header"><div class="public-toolbar">' +
    `<img class="public-logo" src="${escapeHtml(brand.logoUrl)}" alt="" width="28" height="28">` +
    `<span class="public-merchant">${escapeHtml(paint.shop)}</span>` +
    `<span class="public-secure">${LOCK}Pagamento seguro</span>` +
    '</div></header><main class="public-content public-content-wide"><div class="checkout-one">' +
    '<section class="public-panel checkout-summary">' +
    `<p class="checkout-description">${escapeHtml(paint.description)}</p>` +
    `<p class="checkout-amount-line"><span class="public-amount">${money(paint.amountCents)}</span>${installments}</p>` +
    '</section><div class="checkout-main"><p class="public-loading"><span class="public-spinner"></span>Carregando…</p></div>' +
    '</div></main></div></div>'
  );
}

/**
 * index.html with the picture and its stylesheets in the head (the app's script finds them there
 * and does not load them again). The page's modules are not preloaded here: they would share the
 * first second's bandwidth with the stylesheets that hold the first paint back (Lighthouse,
 * simulated 4G: first paint 2.0 s with them, 1.1 s without), and start.ts asks for them at once.
 */
export function withFirstPaint(html: string, picture: string, assets: CheckoutAssets): string {
  const head = assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`).join('');
  return html.replace('</head>', () => `${head}</head>`).replace('</body>', () => `${picture}</body>`);
}
