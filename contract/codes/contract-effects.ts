/**
 * The contract effects list's filter limits (contract/contract-effects.ts declares its calls):
 * the list's search schema reads them in the route tree, before the first screen. Plain values
 * only (decision 033).
 */

/** The text filters' limits: the PWA's inputs stop where the server would refuse. */
export const EFFECT_TEXT_LIMITS = {
  contract_identifier: 60,
  beneficiary_doc: 18,
  protocol: 40,
  // The CERC code is a UUID.
  cerc_code: 36,
} as const;
