import * as v from 'valibot';

/** How a link can be paid: the merchant's link form offers these, the customer's checkout shows them. */
export const PAYMENT_METHODS = ['CARD', 'BILLET', 'PIX'] as const;
export const PaymentMethodSchema = v.picklist(PAYMENT_METHODS);
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

/** At most 12: the link's own options may allow fewer (the server checks them against the link). */
export const MAX_CARD_INSTALLMENTS = 12;
