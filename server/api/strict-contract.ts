import type { Hono } from 'hono';
import type { ApiEnv } from './env.ts';
import { recordNotFound } from './errors.ts';

/**
 * The sandbox's calls that neither spec §7 nor the issues name (docs/api.md lists them as
 * optional). With SANDBOX_STRICT_CONTRACT=1 they answer 404, as on an operator's backend that
 * serves only the contract, so the e2e suite can prove the portal works without them.
 */
export const SANDBOX_EXTRA_PATHS = [
  '/v1/block_type',
  '/v1/arrangement',
  '/v1/contract_effect_type',
  '/v1/contract_effect_operation',
  '/v1/app/transaction/:id{[0-9]+}',
] as const;

/** Spec §5's operation and card brand codes: what a contract-only lookup list holds. */
export const CONTRACT_OPERATION_IDS: readonly number[] = [0, 1, 2, 17];
export const CONTRACT_CARD_BRAND_IDS: readonly number[] = [1, 2, 3, 4, 5];

/** Registers the 404s ahead of the routes (Hono answers with the first matching handler). */
export function hideSandboxExtras(app: Hono<ApiEnv>): void {
  for (const path of SANDBOX_EXTRA_PATHS) {
    app.get(path, () => {
      throw recordNotFound();
    });
  }
}
