import { LINK_HASH } from '../contract/checkout/link.ts';
import { brl } from '../contract/rules/money.ts';
import type { Db } from './db/index.ts';
import { linkByHash, payeeOf, statusOf } from './db/queries/checkout.ts';
import { CLOSED_MESSAGES, installmentOptions, methodsFromText } from './domain/paylink.ts';
import { DEFAULT_BRAND, type Env } from './env.ts';
import type { FirstPaint } from './link-first-paint.ts';

/**
 * A shared payment link's preview (issue 22): WhatsApp, the browser's tab and any crawler read
 * the page's HTML without running its script, so the sandbox writes the link's tags into
 * index.html itself — `shop — description` as the title, the amount and installments, an image.
 * A static host has to do the same server-side or at an edge (README, "Link previews").
 */
export interface LinkPreview {
  title: string;
  description: string;
  /** Absolute. */
  image: string;
  /** Absolute. */
  url: string;
  /** The top of the page to paint before its script runs: a payable link only. */
  paint?: FirstPaint;
}

export type FindLinkPreview = (hash: string) => Promise<LinkPreview | undefined>;

/** The product's icon: a PNG (WhatsApp and most crawlers draw no SVG). */
const PRODUCT_ICON = '/icons/icon-512.png';

/**
 * The image: the shop's logo if it had one (the data model has none yet), else the operator's
 * brand — the product's PNG icon for the product's own brand, another operator's logo as given.
 */
function brandImage(env: Pick<Env, 'brand'>): string {
  return env.brand.logoUrl === DEFAULT_BRAND.logoUrl ? PRODUCT_ICON : env.brand.logoUrl;
}

const absolute = (base: string, path: string) => new URL(path, `${base}/`).toString();

export function linkPreviews(db: Db, env: Pick<Env, 'brand' | 'publicUrl'>): FindLinkPreview {
  return async (hash) => {
    if (!LINK_HASH.test(hash)) return undefined;
    const link = await linkByHash(db.orm, hash);
    if (!link) return undefined;
    const payee = await payeeOf(db.orm, link.merchant_id);
    const status = statusOf(link);
    const card = methodsFromText(link.payment_methods).includes('CARD');
    return {
      title: `${payee.name} — ${link.description}`,
      description:
        status === 'ACTIVE' ? amountLine(link.amount_cents, link.max_installments, card) : CLOSED_MESSAGES[status],
      image: absolute(env.publicUrl, brandImage(env)),
      url: absolute(env.publicUrl, `/paylink/checkout/${encodeURIComponent(hash)}`),
      ...(status === 'ACTIVE' && {
        paint: {
          shop: payee.name,
          description: link.description,
          amountCents: link.amount_cents,
          installments: mostInstallments(link.amount_cents, link.max_installments, card),
        },
      }),
    };
  };
}

/** The most installments by card the amount allows, as the checkout offers them (null: one payment). */
function mostInstallments(cents: number, maxInstallments: number, card: boolean): FirstPaint['installments'] {
  const most = card ? installmentOptions(cents, maxInstallments).at(-1) : undefined;
  return most && most.installments > 1 ? { count: most.installments, eachCents: most.installment_amount } : null;
}

/** 'R$ 150,00 em até 3x' (installments only by card, and only those the amount allows). */
function amountLine(cents: number, maxInstallments: number, card: boolean): string {
  const most = mostInstallments(cents, maxInstallments, card);
  return most ? `${brl(cents)} em até ${most.count}x` : brl(cents);
}

/** Text and attribute values of the merchant's, made inert in HTML. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** index.html with the link's title, description and Open Graph / Twitter tags, all escaped. */
export function withPreview(html: string, preview: LinkPreview): string {
  const title = escapeHtml(preview.title);
  const description = escapeHtml(preview.description);
  const tag = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    tag('property', 'og:type', 'website'),
    tag('property', 'og:title', preview.title),
    tag('property', 'og:description', preview.description),
    tag('property', 'og:image', preview.image),
    tag('property', 'og:url', preview.url),
    tag('property', 'og:locale', 'pt_BR'),
    tag('name', 'twitter:card', 'summary'),
    tag('name', 'twitter:title', preview.title),
    tag('name', 'twitter:description', preview.description),
    tag('name', 'twitter:image', preview.image),
  ].join('');
  // Functions as replacements: a `$&` in the merchant's text stays text.
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, () => `<meta name="description" content="${description}" />`)
    .replace('</head>', () => `${tags}</head>`);
}
