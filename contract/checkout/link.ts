import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { need, shape } from '../shape.ts';
import { Cents, Count } from '../shapes/numbers.ts';
import { PaymentMethodSchema } from '../shapes/payment-methods.ts';

/**
 * The customer's checkout (issue 10, "Public calls"; docs/api.md, "Checkout"): public calls, no
 * bearer, money in integer cents. This module: the link being paid, and what every checkout page
 * shares. Ids in these paths are random (128-bit hashes, UUIDs): a malformed one is a 404, like an
 * unknown one, so nothing can be probed.
 */
export const LINK_HASH = /^[A-Za-z0-9_-]{16,64}$/;
const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A receipt's, a boleto's or a charge's id as the checkout answers it. */
export const Id = v.union([v.string(), v.number()]);
export const AREA = 'checkout';
export const hashParam = { hash: v.pipe(v.string(), v.regex(LINK_HASH)) };
export const publicIdParam = { id: v.pipe(v.string(), v.regex(PUBLIC_ID)) };

export const Party = shape({
  name: need(v.string(), 'the page says who is paid'),
  document: need(v.string(), 'the page shows the payee’s CPF/CNPJ, as a receipt must'),
});

const InstallmentOptionSchema = shape({
  installments: need(Count, 'the installment picker'),
  installment_amount: need(Cents, 'each option shows its installment'),
  total_amount: need(Cents, 'each option shows its total'),
});

const CheckoutSchema = shape(
  {
    url_hash: need(v.string(), 'the method pages are addressed by it'),
    description: need(v.string(), 'what is being paid'),
    amount: need(Cents, 'the amount to pay'),
    max_installments: need(Count, 'whether the card form offers installments'),
    payment_methods: need(v.pipe(v.array(PaymentMethodSchema), v.minLength(1)), 'the methods offered'),
    status: need(v.string(), 'an open link answers ACTIVE'),
    merchant: need(Party, 'who is paid'),
    installment_options: need(v.array(InstallmentOptionSchema), 'the amounts of the installment picker'),
  },
  { expires_at: v.nullable(v.string()) },
);
export type Checkout = v.InferOutput<typeof CheckoutSchema>;

/**
 * The 410 of a link that can no longer be paid: `status` says why (PAID, EXPIRED, INACTIVE).
 * `merchant.name` (optional, the sandbox sends it on the checkout's GET) lets the page say so in
 * the shop's name; without it the page names the operator's brand.
 */
export const GoneSchema = v.object({
  message: v.string(),
  status: v.optional(v.string()),
  merchant: v.optional(v.object({ name: v.string() })),
});

export const checkoutLink = endpoint({
  id: 'checkout.link',
  area: AREA,
  method: 'GET',
  path: '/v1/external/paylink/checkout/{hash}',
  access: 'public',
  summary: 'The link being paid, with its installment options; 410 once it can no longer be paid.',
  params: hashParam,
  badParam: 404,
  success: { status: 200, schema: CheckoutSchema },
  errors: [404, 410],
});
