import { cnpjCheckDigits } from './documents.ts';

/*
 * The receivables domain's code lists live in the contract (contract/receivable-codes.ts), where
 * the PWA reads them too; the lookups and the exports import them from there.
 */

/** The sub-acquirer that registers the merchants' receivables at CERC (the portal's operator). */
export const ACCREDITOR = {
  name: 'Painel Pagamentos Instituição de Pagamento S.A.',
  document: '482913570001' + cnpjCheckDigits('482913570001'),
};
