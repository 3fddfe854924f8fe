import { payByBillet, publicBillet } from './checkout/billet.ts';
import { payByCard } from './checkout/card.ts';
import { checkoutLink } from './checkout/link.ts';
import { payByPix, pixCharge, testPixPayment } from './checkout/pix.ts';
import { receipt } from './checkout/receipt.ts';

/**
 * The customer's checkout (issue 10, "Public calls"; docs/api.md, "Checkout"): public calls, no
 * bearer, one module per page in `checkout/` so that the card page downloads neither the Pix nor
 * the boleto shapes (issue 31). This list is for the server and the tools, like `index.ts`.
 */
export const CHECKOUT = [
  checkoutLink,
  payByCard,
  payByBillet,
  payByPix,
  pixCharge,
  testPixPayment,
  receipt,
  publicBillet,
] as const;
