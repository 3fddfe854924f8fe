/**
 * A sale's codes and their words, and the list's filter limits (contract/transactions.ts declares
 * the calls): the list's search schema reads them in the route tree, before the first screen, so
 * they live apart from the calls' schemas and endpoints. Plain values only (decision 033).
 */

/** Requirements §4's status values; CONFIRMED is the list's default filter. */
export const TRANSACTION_STATUSES = [
  'CONFIRMED',
  'CANCELLED',
  'DENIED',
  'PENDING',
  'IN_ANALISYS',
  'PRE_AUTHORIZED',
  'PARTIAL_CAPTURED',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * Refunds (issue 23, an optional capability): a sale refunded in whole after its day. Not among
 * requirements §4's statuses, so not among the filter's default options; the list's filter accepts it.
 */
export const REFUNDED_STATUS = 'REFUNDED';

/** The statuses in words (requirements §4), as the screens and the exports write them. */
export const TRANSACTION_STATUS_LABELS: Readonly<Record<string, string>> = {
  CONFIRMED: 'Confirmada',
  CANCELLED: 'Cancelada',
  DENIED: 'Negada',
  PENDING: 'Pendente',
  IN_ANALISYS: 'Em análise',
  PRE_AUTHORIZED: 'Pré-autorizada',
  PARTIAL_CAPTURED: 'Capturada parcialmente',
  ...({ [REFUNDED_STATUS]: 'Estornada' } as const),
} satisfies Record<TransactionStatus, string>;

/** A status in words; one the acquirer added later shows as it came. */
export const transactionStatusLabel = (status: string): string => TRANSACTION_STATUS_LABELS[status] ?? status;

/** Requirements §3's card input methods in words. */
export const CARD_INPUT_METHOD_LABELS: Readonly<Record<string, string>> = {
  TYPED: 'Digitado',
  CHIP: 'Chip',
  MAGNETIC_STRIPE: 'Tarja magnética',
  CONTACTLESS: 'Aproximação',
};

/** Limits of the filter form, so the form and the server agree. */
export const TRANSACTION_FILTER_LIMITS = {
  id: 999_999_999,
  installments: 12,
  nsu: 20,
  authorization: 20,
  serial: 40,
  ecommerceOrder: 40,
  ecommerceCustomer: 80,
} as const;
