import type { BankAccount } from '@contract/shapes/payment';
import { accountTypeLabel } from '@contract/receivable-codes';

/**
 * Words for the settlement rows several screens show (decision 014): a unit's and a payment's
 * paid flag, a payment's bank and account. The code lists they name are the contract's.
 * These differ by noun: a unidade is 'Paga', a pagamento 'Pago'.
 */

/** A unit is 'Paga' once its payment settled; until then the merchant reads it as money to come. */
export const unitPaidLabel = (paid: boolean): string => (paid ? 'Paga' : 'A receber');

/** Paid up to the data's today, expected after it. */
export const paymentPaidLabel = (paid: boolean): string => (paid ? 'Pago' : 'Previsto');

/** Requirements §3: a bank shows as 'code - name'. */
export const bankLabel = (account: Pick<BankAccount, 'bank_code' | 'bank_name'>): string =>
  `${account.bank_code} - ${account.bank_name}`;

/** 'Ag. 0912 · Conta corrente 45873-2', the line a merchant checks against their statement. */
export const accountLine = (account: BankAccount): string =>
  `Ag. ${account.agency} · ${accountTypeLabel(account.account_type)} ${account.account}`;
