import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../driver.ts';
import { card_brand, channel, sales_plan, sales_plan_price } from '../schema/index.ts';

interface BrandPrices {
  card_brand: { id: number; brand_name: string };
  prices: { operation_id: number; installments: number; mdr: number }[];
}

/** The merchant's plans with MDR per brand, operation and installments (docs/api.md). */
export async function listSalesPlans(orm: Orm, merchantId: number) {
  const plans = await orm
    .select({ id: sales_plan.id, name: sales_plan.name, channel_id: channel.id, channel_name: channel.channel_name })
    .from(sales_plan)
    .innerJoin(channel, eq(channel.id, sales_plan.channel_id))
    .where(eq(sales_plan.merchant_id, merchantId))
    .orderBy(asc(sales_plan.id));
  const planIds = plans.map((p) => p.id);
  const prices =
    planIds.length === 0
      ? []
      : await orm
          .select({ price: sales_plan_price, brand_name: card_brand.brand_name })
          .from(sales_plan_price)
          .innerJoin(card_brand, eq(card_brand.id, sales_plan_price.card_brand_id))
          .where(inArray(sales_plan_price.sales_plan_id, planIds))
          .orderBy(
            asc(sales_plan_price.sales_plan_id),
            asc(sales_plan_price.card_brand_id),
            asc(sales_plan_price.operation_id),
            asc(sales_plan_price.installments),
          );

  const byPlan = new Map<number, Map<number, BrandPrices>>();
  for (const { price, brand_name } of prices) {
    const brands = byPlan.get(price.sales_plan_id) ?? new Map<number, BrandPrices>();
    byPlan.set(price.sales_plan_id, brands);
    const entry = brands.get(price.card_brand_id) ?? {
      card_brand: { id: price.card_brand_id, brand_name },
      prices: [],
    };
    brands.set(price.card_brand_id, entry);
    // Basis points to a percentage with 2 decimals: 299 → 2.99 (exact for any integer bp).
    entry.prices.push({ operation_id: price.operation_id, installments: price.installments, mdr: price.mdr_bp / 100 });
  }
  return {
    data: plans.map((p) => ({
      sales_plan: { id: p.id, name: p.name, channel: { id: p.channel_id, channel_name: p.channel_name } },
      card_brand_prices: [...(byPlan.get(p.id)?.values() ?? [])],
    })),
  };
}

/** The merchant's plan for a channel (one per channel), or undefined. */
export async function planOfChannel(orm: Orm, merchantId: number, channelId: number) {
  const [plan] = await orm
    .select({ id: sales_plan.id, name: sales_plan.name })
    .from(sales_plan)
    .where(and(eq(sales_plan.merchant_id, merchantId), eq(sales_plan.channel_id, channelId)));
  return plan;
}

/** A plan's MDR in basis points for a brand, operation and installments, or undefined. */
export async function planRate(
  orm: Orm,
  price: { planId: number; brandId: number; operationId: number; installments: number },
): Promise<number | undefined> {
  const [row] = await orm
    .select({ mdr_bp: sales_plan_price.mdr_bp })
    .from(sales_plan_price)
    .where(
      and(
        eq(sales_plan_price.sales_plan_id, price.planId),
        eq(sales_plan_price.card_brand_id, price.brandId),
        eq(sales_plan_price.operation_id, price.operationId),
        eq(sales_plan_price.installments, price.installments),
      ),
    );
  return row?.mdr_bp;
}
