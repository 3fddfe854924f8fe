import type { BankAccount } from '../api/schemas';

/** Spec section 3: where a payment goes. */
const DESTINATIONS: Record<string, string> = {
  B: 'Conta bancária',
  D: 'Conta digital',
  R: 'Cartão pré-pago',
  W: 'Carteira digital',
};

const ACCOUNT_TYPES: Record<string, string> = { C: 'Conta corrente', S: 'Conta poupança', P: 'Conta de pagamento' };

/** Card product codes of spec section 3 (the CERC arrangement of a receivable unit). */
const ARRANGEMENTS: Record<string, string> = {
  VCD: 'Visa Débito',
  VCC: 'Visa Crédito',
  MCD: 'MasterCard Débito',
  MCC: 'MasterCard Crédito',
  ECD: 'Elo Débito',
  ECC: 'Elo Crédito',
  HCD: 'HiperCard Débito',
  HCC: 'HiperCard Crédito',
  ACC: 'Amex Crédito',
};

// An unknown code still shows, as itself: better than hiding a payment.
export const destinationLabel = (code: string): string => DESTINATIONS[code] ?? `Destino ${code}`;
export const accountTypeLabel = (code: string): string => ACCOUNT_TYPES[code] ?? code;
export const arrangementLabel = (code: string | null): string => (code ? (ARRANGEMENTS[code] ?? code) : 'Sem arranjo');

/** Spec section 3: a bank shows as 'code - name'. */
export const bankLabel = (account: BankAccount): string => `${account.bank_code} - ${account.bank_name}`;

/** 'Ag. 0912 · Conta corrente 45873-2', the line a merchant checks against their statement. */
export const accountLine = (account: BankAccount): string =>
  `Ag. ${account.agency} · ${accountTypeLabel(account.account_type)} ${account.account}`;
