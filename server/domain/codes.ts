/**
 * The reference codes the routes, the domain rules and the seed share; the ids are the ones the
 * portal's filters send (requirements §5). The lookup rows that name them are in lookups.ts.
 */
// The sale codes are the contract's (contract/codes/lookups.ts): the list filters accept exactly them.
import { SIMULATE_LIMITS } from '../../contract/transaction-shapes.ts';

export const DOCUMENT_TYPE = { CPF: 1, CNPJ: 2 } as const;

/** The most installments a sales plan prices, and so the most a sale (or a simulation) may have. */
export const MAX_INSTALLMENTS = SIMULATE_LIMITS.maxInstallments;
