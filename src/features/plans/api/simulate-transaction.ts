import { useMutation } from '@tanstack/react-query';
import { simulateSale } from '@contract/transactions';
import type { BodyOf, ResponseOf } from '@contract/endpoint';
import { api } from '@/api';

/** The sale to simulate, money in cents (the contract's SimulateBody), its codes the form's numbers. */
export type SimulateRequest = { [K in keyof BodyOf<typeof simulateSale>]-?: number };
export type Simulation = ResponseOf<typeof simulateSale>;

const simulateTransaction = (body: SimulateRequest) => api.call(simulateSale, { body });

/**
 * A read that happens on submit, so a mutation rather than a query: nothing is cached or
 * persisted (a simulation is only good for today's plan and date).
 */
export function useSimulateTransaction() {
  return useMutation({ mutationFn: simulateTransaction });
}
