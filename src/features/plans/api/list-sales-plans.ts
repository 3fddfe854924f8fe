import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/api';

const PriceSchema = v.object({
  operation_id: v.number(),
  installments: v.pipe(v.number(), v.integer()),
  /** A percentage with 2 decimals: 2.49 means 2,49 %. */
  mdr: v.number(),
});

const BrandPricesSchema = v.object({
  card_brand: v.object({ id: v.number(), brand_name: v.string() }),
  prices: v.array(PriceSchema),
});

export const SalesPlanSchema = v.object({
  sales_plan: v.object({
    id: v.number(),
    name: v.string(),
    channel: v.object({ id: v.number(), channel_name: v.string() }),
  }),
  card_brand_prices: v.array(BrandPricesSchema),
});
export type SalesPlan = v.InferOutput<typeof SalesPlanSchema>;

export const SalesPlanListSchema = v.object({ data: v.array(SalesPlanSchema) });

export const listSalesPlans = (signal?: AbortSignal) => api.get('/v1/app/sales_plan', SalesPlanListSchema, { signal });

export const salesPlanQueries = {
  all: () => ['sales-plans'] as const,
  list: () =>
    queryOptions({
      queryKey: [...salesPlanQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => listSalesPlans(signal),
      // Fees change by contract, rarely: no need to refetch on every visit.
      staleTime: 30 * 60_000,
      meta: { persist: true },
    }),
};
