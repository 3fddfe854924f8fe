import { isValidCardNumberWith } from './card-checks.ts';
import { matchCardType } from './card-types.ts';

/**
 * Card rules of the checkout (Luhn, brand by BIN, expiry, CVV length), one definition for the
 * customer's form and the sandbox's payment call, which imports them from here. They live in two
 * modules so that the customer's form can show before the brands' table arrives: card-checks.ts
 * (no brand needed) and card-types.ts (credit-card-type, decision 003); here they are bound
 * together. The full number (PAN) and the CVV pass through and are never kept.
 */

/** 12–19 digits, Luhn-valid, and a length its brand issues when the brand is known. */
export const isValidCardNumber = (value: string): boolean => isValidCardNumberWith(value, matchCardType);
