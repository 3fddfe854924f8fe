import { cnpjCheckDigits } from './documents.ts';

/*
 * The receivables domain's code lists live in the contract (contract/receivable-codes.ts), where
 * the PWA reads them too; the lookups and the exports import them from there.
 */
// Kept only until the seed (server/db/seed/contract-effects.ts, settlement.test.ts) imports them from
// their home (being refactored; finished on merge).
export {
  ARRANGEMENTS,
  BLOCK_TYPES,
  type DivisionMethod,
  type EffectOperation,
} from '../../contract/receivable-codes.ts';

/** The sub-acquirer that registers the merchants' receivables at CERC (the portal's operator). */
export const ACCREDITOR = {
  name: 'Painel Pagamentos Instituição de Pagamento S.A.',
  document: '482913570001' + cnpjCheckDigits('482913570001'),
};
