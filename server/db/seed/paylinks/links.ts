import type { PaymentMethod } from '../../../../contract/shapes/payment-methods.ts';
import { methodsToText } from '../../../domain/paylink.ts';
import { addDays, dateOfInstant, startOfDay } from '../../../domain/zone.ts';
import { LARGE_MERCHANT_ID, ONLINE_MERCHANT_ID } from '../merchants.ts';
import type { Rng } from '../prng.ts';
import { weights } from '../prng.ts';
import type { paylink } from '../../schema/index.ts';

export type PaylinkRow = typeof paylink.$inferInsert;

type Catalogue = readonly (readonly [string, number])[];

// What the links sell: a shop's usual link descriptions, with a typical price in cents.
const CATALOGUE: Catalogue = [
  ['Cesta de café da manhã', 18_900],
  ['Encomenda de bolo de aniversário', 22_000],
  ['Kit churrasco para 10 pessoas', 54_900],
  ['Assinatura mensal de hortifrúti', 12_990],
  ['Sinal de encomenda de Natal', 30_000],
  ['Vinhos selecionados (caixa com 6)', 89_400],
  ['Entrega de compras do mês', 64_750],
  ['Cesta de Páscoa personalizada', 15_990],
  ['Frios para festa (5 kg)', 41_200],
  ['Queijos artesanais da Serra da Canastra', 27_800],
  ['Pedido corporativo de kits lanche', 248_000],
  ['Doces finos para casamento', 375_000],
];

const ONLINE_CATALOGUE: Catalogue = [
  ['Luminária de macramê', 16_900],
  ['Kit bordado livre para iniciantes', 8_990],
  ['Encomenda de 20 lembrancinhas', 46_000],
  ['Tapete de crochê sob medida', 32_500],
];

/** A merchant's links: how many, what they sell and the payment methods they offer. */
interface LinkShop {
  merchantId: number;
  count: number;
  catalogue: Catalogue;
  methods: PaymentMethod[][];
}

export const LINK_SHOPS: readonly LinkShop[] = [
  {
    merchantId: LARGE_MERCHANT_ID,
    count: 36,
    catalogue: CATALOGUE,
    methods: [['CARD', 'BILLET', 'PIX'], ['CARD', 'PIX'], ['CARD'], ['PIX'], ['CARD', 'BILLET']],
  },
  { merchantId: ONLINE_MERCHANT_ID, count: 5, catalogue: ONLINE_CATALOGUE, methods: [['CARD', 'PIX'], ['CARD']] },
];

/** What a seeded link demonstrates; each kind settles its status and payments. */
export type Kind =
  'open' | 'reusable' | 'paid-card' | 'paid-pix' | 'paid-billet' | 'expired' | 'inactive' | 'denied-only';

// A shop's first links show one kind each, in this order; the kinds of the rest are drawn.
const EVERY_KIND = [
  'open',
  'reusable',
  'paid-card',
  'paid-pix',
  'paid-billet',
  'expired',
  'inactive',
  'denied-only',
] as const satisfies readonly Kind[];

const KINDS = weights<Kind>([
  ['open', 6],
  ['reusable', 7],
  ['paid-card', 6],
  ['paid-pix', 4],
  ['paid-billet', 3],
  ['expired', 5],
  ['inactive', 3],
  ['denied-only', 2],
]);

const HASH_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Where link `index` of a shop falls: its position, its id and the seed's today and cutoff. */
interface LinkSlot {
  shop: LinkShop;
  index: number;
  id: number;
  today: string;
  cutoffMs: number;
}

/** The `index`-th link of a shop, before any payment, and the kind it demonstrates. */
export function drawLink(
  rng: Rng,
  { shop, index: i, id, today, cutoffMs }: LinkSlot,
): { kind: Kind; link: PaylinkRow } {
  const { count } = shop;
  const kind = EVERY_KIND[i] ?? rng.weighted(KINDS);
  const [description, price] = rng.pick(shop.catalogue);
  // Created over the last 90 days (older first: ids follow creation).
  const ageDays = Math.max(0, Math.round(90 - (90 * i) / count) - rng.int(0, 3));
  const createdDay = addDays(today, -ageDays);
  const created = new Date(
    Math.min(
      cutoffMs - 3_600_000 * (count - i),
      startOfDay(createdDay).getTime() + rng.int(8, 19) * 3_600_000 + rng.int(0, 3599) * 1000,
    ),
  );
  const amount = Math.max(100, Math.round((price * (0.8 + 0.4 * rng.float())) / 10) * 10);
  const methods = offeredMethods(kind, rng.pick(shop.methods));
  const expired = kind === 'expired';
  const expires = expired
    ? addDays(today, -rng.int(1, Math.max(1, Math.min(20, ageDays))))
    : rng.chance(0.5)
      ? addDays(today, rng.int(3, 60))
      : null;
  const link: PaylinkRow = {
    id,
    merchant_id: shop.merchantId,
    url_hash: rng.chars(HASH_ALPHABET, 22),
    description,
    amount_cents: amount,
    max_installments: amount >= 20_000 ? rng.pick([3, 6, 10, 12]) : rng.pick([1, 2, 3]),
    payment_methods: methodsToText(methods),
    expires_at: expired && expires !== null && expires < dateOfInstant(created) ? dateOfInstant(created) : expires,
    reusable: kind === 'reusable' || (kind === 'expired' && rng.chance(0.5)),
    active: kind !== 'inactive',
    payments_count: 0,
    paid_amount_cents: 0,
    created_at: created,
    updated_at: created,
    deleted_at: null,
  };
  return { kind, link };
}

/** The drawn methods, plus the one a kind needs to show its payment. */
function offeredMethods(kind: Kind, drawn: readonly PaymentMethod[]): PaymentMethod[] {
  let method = [...drawn];
  if (kind === 'paid-pix' && !method.includes('PIX')) method = [...method, 'PIX'];
  if (kind === 'paid-billet' && !method.includes('BILLET')) method = [...method, 'BILLET'];
  if ((kind === 'paid-card' || kind === 'denied-only') && !method.includes('CARD')) method = ['CARD', ...method];
  return method;
}

export function methodsFromRow(link: PaylinkRow): PaymentMethod[] {
  return link.payment_methods.split(',') as PaymentMethod[];
}
