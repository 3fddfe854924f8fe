import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { api } from '@/api';
import { CentsSchema } from '@/api/money';

/** POST /v1/app/transaction/simulate body: the sale to simulate, money in cents. */
export interface SimulateRequest {
  amount: number;
  card_brand: number;
  /** 0 Débito, 1 Crédito à vista, 2 Crédito Parcelado. */
  operation: number;
  /** 1 for débito and à vista; 2–12 for parcelado. */
  installments: number;
  channel: number;
}

export const SimulationSchema = v.object({
  /** The day the simulated sale is made: today in São Paulo, on the server. */
  sale_date: v.string(),
  amount: CentsSchema,
  channel: v.object({ id: v.number(), channel_name: v.string() }),
  card_brand: v.object({ id: v.number(), brand_name: v.string() }),
  operation: v.object({ id: v.number(), operation_name: v.string() }),
  installments: v.number(),
  sales_plan: v.object({ id: v.number(), name: v.string() }),
  /** Percentage with 2 decimals: 3.78 means 3,78 %. */
  mdr: v.number(),
  mdr_amount: CentsSchema,
  net_amount: CentsSchema,
  receivables: v.array(
    v.object({
      n_installment: v.number(),
      settlement_date: v.string(),
      gross_amount: CentsSchema,
      mdr_amount: CentsSchema,
      net_amount: CentsSchema,
    }),
  ),
});
export type Simulation = v.InferOutput<typeof SimulationSchema>;

export const simulateTransaction = (body: SimulateRequest) =>
  api.post('/v1/app/transaction/simulate', SimulationSchema, { body });

/**
 * A read that happens on submit, so a mutation rather than a query: nothing is cached or
 * persisted (a simulation is only good for today's plan and date).
 */
export function useSimulateTransaction() {
  return useMutation({ mutationFn: simulateTransaction });
}
