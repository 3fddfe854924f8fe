import type { sales_plan, sales_plan_price } from '../schema/index.ts';
import { MAX_INSTALLMENTS } from '../../domain/codes.ts';
import { BRAND, CHANNEL, OPERATION } from '../../../contract/codes/lookups.ts';
import { LARGE_MERCHANT_ID, ONLINE_MERCHANT_ID, SMALL_MERCHANT_ID } from './merchants.ts';

type PlanRow = typeof sales_plan.$inferInsert;
type PriceRow = typeof sales_plan_price.$inferInsert;

/**
 * Rates in basis points. Typical of Brazilian acquiring: debit ~1.2–1.9 %, credit à vista
 * ~2.7–3.5 %, installments rising by ~0.3 pp per extra installment; Elo, Hipercard and Amex cost
 * more; card-not-present (e-commerce, links) more than POS; the small merchant pays more.
 */
interface RateCard {
  debit?: number;
  credit: number;
  /** Rate of 2 installments; n installments add (n − 2) × step. */
  twoInstallments: number;
  step: number;
}

type BrandRates = Partial<Record<number, RateCard>>;

const LARGE_POS: BrandRates = {
  [BRAND.MASTERCARD]: { debit: 125, credit: 269, twoInstallments: 349, step: 29 },
  [BRAND.VISA]: { debit: 125, credit: 269, twoInstallments: 349, step: 29 },
  [BRAND.ELO]: { debit: 159, credit: 299, twoInstallments: 379, step: 30 },
  [BRAND.HIPERCARD]: { credit: 309, twoInstallments: 389, step: 29 },
  [BRAND.AMEX]: { credit: 319, twoInstallments: 409, step: 30 },
};

const SMALL_POS: BrandRates = {
  [BRAND.MASTERCARD]: { debit: 169, credit: 299, twoInstallments: 379, step: 30 },
  [BRAND.VISA]: { debit: 169, credit: 299, twoInstallments: 379, step: 30 },
  [BRAND.ELO]: { debit: 189, credit: 319, twoInstallments: 399, step: 30 },
  [BRAND.HIPERCARD]: { credit: 329, twoInstallments: 409, step: 29 },
  [BRAND.AMEX]: { credit: 349, twoInstallments: 429, step: 27 },
};

const cardNotPresent = (extra: number): BrandRates => ({
  [BRAND.MASTERCARD]: { credit: 319 + extra, twoInstallments: 399, step: 30 },
  [BRAND.VISA]: { credit: 319 + extra, twoInstallments: 399, step: 30 },
  [BRAND.ELO]: { credit: 339 + extra, twoInstallments: 419, step: 28 },
  [BRAND.HIPERCARD]: { credit: 349 + extra, twoInstallments: 429, step: 27 },
  [BRAND.AMEX]: { credit: 369 + extra, twoInstallments: 449, step: 25 },
});

/** What the cardholder pays on top of the sale in the "taxa zero" app (the merchant pays 0). */
const HOLDER_FEES: BrandRates = {
  [BRAND.APP_TAXA_ZERO]: { debit: 199, credit: 498, twoInstallments: 659, step: 89 },
};

const PLANS: readonly (PlanRow & { rates: BrandRates })[] = [
  { id: 1, merchant_id: LARGE_MERCHANT_ID, name: 'Plano POS Varejo', channel_id: CHANNEL.POS, rates: LARGE_POS },
  {
    id: 2,
    merchant_id: LARGE_MERCHANT_ID,
    name: 'Taxa Zero - Portador',
    channel_id: CHANNEL.APP_TAXA_ZERO,
    rates: HOLDER_FEES,
  },
  {
    id: 3,
    merchant_id: LARGE_MERCHANT_ID,
    name: 'E-commerce Padrão',
    channel_id: CHANNEL.ECOMMERCE,
    rates: cardNotPresent(0),
  },
  {
    id: 4,
    merchant_id: LARGE_MERCHANT_ID,
    name: 'Link de Pagamento',
    channel_id: CHANNEL.PAYMENT_LINK,
    rates: cardNotPresent(10),
  },
  // Billets pay a fee per paid slip, outside the MDR table: the plan has no card prices.
  { id: 5, merchant_id: LARGE_MERCHANT_ID, name: 'Boleto Registrado', channel_id: CHANNEL.BOLETO, rates: {} },
  { id: 6, merchant_id: SMALL_MERCHANT_ID, name: 'Plano POS Essencial', channel_id: CHANNEL.POS, rates: SMALL_POS },
  {
    id: 7,
    merchant_id: SMALL_MERCHANT_ID,
    name: 'Taxa Zero - Portador',
    channel_id: CHANNEL.APP_TAXA_ZERO,
    rates: HOLDER_FEES,
  },
  // The online shop: e-commerce and payment links only, a little dearer than the large merchant.
  {
    id: 8,
    merchant_id: ONLINE_MERCHANT_ID,
    name: 'E-commerce Essencial',
    channel_id: CHANNEL.ECOMMERCE,
    rates: cardNotPresent(20),
  },
  {
    id: 9,
    merchant_id: ONLINE_MERCHANT_ID,
    name: 'Link de Pagamento',
    channel_id: CHANNEL.PAYMENT_LINK,
    rates: cardNotPresent(30),
  },
];

function priceRows(planId: number, rates: BrandRates): PriceRow[] {
  const rows: PriceRow[] = [];
  for (const [brandKey, card] of Object.entries(rates)) {
    if (!card) continue;
    const card_brand_id = Number(brandKey);
    const base = { sales_plan_id: planId, card_brand_id };
    if (card.debit !== undefined)
      rows.push({ ...base, operation_id: OPERATION.DEBIT, installments: 1, mdr_bp: card.debit });
    rows.push({ ...base, operation_id: OPERATION.CREDIT, installments: 1, mdr_bp: card.credit });
    for (let n = 2; n <= MAX_INSTALLMENTS; n++) {
      const mdr_bp = card.twoInstallments + (n - 2) * card.step;
      rows.push({ ...base, operation_id: OPERATION.INSTALLMENTS, installments: n, mdr_bp });
    }
  }
  return rows;
}

export interface SeedPlans {
  plans: PlanRow[];
  prices: PriceRow[];
  /** The merchant's plan for a channel, if it sells through it. */
  planFor(merchantId: number, channelId: number): number | undefined;
  /** MDR in basis points, undefined when the plan does not price that combination. */
  rate(planId: number, brandId: number, operationId: number, installments: number): number | undefined;
}

export function seedSalesPlans(): SeedPlans {
  const plans = PLANS.map(({ rates: _rates, ...row }) => row);
  const prices = PLANS.flatMap((plan) => priceRows(plan.id, plan.rates));
  const rates = new Map(
    prices.map((p) => [`${p.sales_plan_id}:${p.card_brand_id}:${p.operation_id}:${p.installments}`, p.mdr_bp]),
  );
  return {
    plans,
    prices,
    planFor: (merchantId, channelId) =>
      plans.find((p) => p.merchant_id === merchantId && p.channel_id === channelId)?.id,
    rate: (planId, brandId, operationId, installments) =>
      rates.get(`${planId}:${brandId}:${operationId}:${installments}`),
  };
}
