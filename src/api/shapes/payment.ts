import * as v from 'valibot';
import { CentsSchema } from '../money';
import { CountSchema } from '../paging';

/**
 * A payment: one transfer to one destination account on one settlement day (docs/api.md
 * "Payments"). Shared: the payments calendar lists them and a receivable unit's detail shows
 * the one it settles in; the labels below describe the contract's codes for both screens.
 */
export const BankAccountSchema = v.object({
  bank_code: v.string(),
  bank_name: v.string(),
  agency: v.string(),
  account: v.string(),
  // Free text: a new account type must not break a screen (labels fall back to the code).
  account_type: v.string(),
});
export type BankAccount = v.InferOutput<typeof BankAccountSchema>;

export const PaymentSchema = v.object({
  id: v.number(),
  /** 'YYYY-MM-DD', the São Paulo day the money lands. */
  payment_date: v.string(),
  /** B bank account, D digital account, R prepaid card, W wallet (spec section 3). */
  destination: v.string(),
  bank_account: BankAccountSchema,
  /** What the merchant receives: Σ of its units' payable amounts (after contract effects). */
  amount: CentsSchema,
  receivable_unit_count: CountSchema,
  paid: v.boolean(),
});
export type Payment = v.InferOutput<typeof PaymentSchema>;

/** Spec section 3: where a payment goes. */
const DESTINATIONS: Record<string, string> = {
  B: 'Conta bancária',
  D: 'Conta digital',
  R: 'Cartão pré-pago',
  W: 'Carteira digital',
};

const ACCOUNT_TYPES: Record<string, string> = { C: 'Conta corrente', S: 'Conta poupança', P: 'Conta de pagamento' };

// An unknown code still shows, as itself: better than hiding a payment.
export const destinationLabel = (code: string): string => DESTINATIONS[code] ?? `Destino ${code}`;
export const accountTypeLabel = (code: string): string => ACCOUNT_TYPES[code] ?? code;

/** Paid up to the data's today, expected after it. */
export const paymentPaidLabel = (paid: boolean): string => (paid ? 'Pago' : 'Previsto');

/** Spec section 3: a bank shows as 'code - name'. */
export const bankLabel = (account: BankAccount): string => `${account.bank_code} - ${account.bank_name}`;

/** 'Ag. 0912 · Conta corrente 45873-2', the line a merchant checks against their statement. */
export const accountLine = (account: BankAccount): string =>
  `Ag. ${account.agency} · ${accountTypeLabel(account.account_type)} ${account.account}`;
