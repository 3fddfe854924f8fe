import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { need, shape } from '../shape.ts';
import { Cents, Count } from '../shapes/numbers.ts';
import { AREA, Id, Party, publicIdParam } from './link.ts';

/** The receipt of a paid link. */

const ReceiptSchema = shape(
  {
    id: need(Id, 'the receipt’s number'),
    status: need(v.string(), 'approved or paid'),
    amount: need(Cents, 'the amount paid'),
    method: need(v.string(), 'card, Pix or boleto'),
    merchant: need(Party, 'who was paid'),
  },
  {
    paid_at: v.nullable(v.string()),
    installments: v.nullable(Count),
    installment_amount: v.nullable(Cents),
    card: v.nullable(v.object({ brand: v.nullable(v.string()), last4: v.string() })),
    authorization_number: v.nullable(v.string()),
    nsu: v.nullable(Id),
    description: v.nullable(v.string()),
    payer_name: v.nullable(v.string()),
    /** Refunds (issue 23, an optional capability): what went back to the payer, when any. */
    refunded_amount: Cents,
  },
);
export type Receipt = v.InferOutput<typeof ReceiptSchema>;

export const receipt = endpoint({
  id: 'checkout.receipt',
  area: AREA,
  method: 'GET',
  path: '/v1/external/paylink/receipt/{id}',
  access: 'public',
  summary: 'The receipt of a paid link.',
  params: publicIdParam,
  badParam: 404,
  success: { status: 200, schema: ReceiptSchema },
  errors: [404],
});
