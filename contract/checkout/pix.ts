import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { need, shape } from '../shape.ts';
import { Cents } from '../shapes/numbers.ts';
import { AREA, hashParam, Id, Party, publicIdParam } from './link.ts';
import { PayerBody } from './payer.ts';

/** Pix for a link: the charge (BR Code), its status, and the sandbox's test bank. */

const PIX_STATUSES = ['PENDING', 'PAID', 'EXPIRED', 'CANCELLED'] as const;

const PixCreatedSchema = shape(
  { pix_id: need(Id, 'the Pix page is addressed by it') },
  { br_code: v.string(), expires_at: v.string(), checkout_url: v.string() },
);

const PixChargeSchema = shape(
  {
    pix_id: need(Id, 'the page asks again by it'),
    status: need(v.picklist(PIX_STATUSES), 'the page waits while PENDING and moves on when PAID'),
    amount: need(Cents, 'the amount to pay'),
    br_code: need(v.string(), 'the copy-and-paste code and its QR code'),
    expires_at: need(v.string(), 'the countdown'),
    // Found by the strict e2e: cut as an extra, a paid Pix left the customer waiting forever.
    receipt_id: need(v.nullable(Id), 'once PAID, the page moves on to this receipt (null until then)'),
  },
  // The payee as written (accents and all): the BR Code's field 59 drops them. Without it the
  // page names the payee from the BR Code.
  { merchant: Party },
);
export type PixCharge = v.InferOutput<typeof PixChargeSchema>;

const PixTestPaidSchema = shape({
  pix_id: need(Id, 'which charge was paid'),
  status: need(v.literal('PAID'), 'the test payment went through'),
  receipt_id: need(Id, 'the receipt it made'),
});

const PixCodeBody = v.strictObject(
  { br_code: v.pipe(v.string('Informe o código Pix'), v.maxLength(512, 'Código Pix inválido')) },
  'Campo desconhecido',
);

export const payByPix = endpoint({
  id: 'checkout.pix',
  area: AREA,
  method: 'POST',
  path: '/v1/external/paylink/checkout/{hash}/payment/pix',
  access: 'public',
  summary: 'Opens a Pix charge (BR Code) for the link.',
  params: hashParam,
  badParam: 404,
  body: PayerBody,
  success: { status: 201, schema: PixCreatedSchema },
  errors: [400, 404, 410, 429],
});

export const pixCharge = endpoint({
  id: 'checkout.pixCharge',
  area: AREA,
  method: 'GET',
  path: '/v1/external/pix/{id}',
  access: 'public',
  summary: 'A Pix charge and its status; the page asks again until it is paid or expires.',
  params: publicIdParam,
  badParam: 404,
  success: { status: 200, schema: PixChargeSchema },
  errors: [404],
});

export const testPixPayment = endpoint({
  id: 'checkout.pixTestPay',
  area: AREA,
  method: 'POST',
  path: '/v1/external/pix/test/pay',
  access: 'public',
  summary: 'The test bank pays a BR Code (sandbox only: checks the key and the amount).',
  body: PixCodeBody,
  success: { status: 200, schema: PixTestPaidSchema },
  errors: [400, 404, 409, 410],
});
