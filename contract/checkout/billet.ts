import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { need, shape } from '../shape.ts';
import { Cents } from '../shapes/numbers.ts';
import { AREA, hashParam, Id, publicIdParam } from './link.ts';
import { PayerBody } from './payer.ts';

/** A boleto for a link: its issue and the page the customer pays it from. */

const BilletCreatedSchema = shape(
  { billet_id: need(Id, 'the boleto page is addressed by it') },
  { checkout_url: v.string() },
);

const PublicBilletSchema = shape(
  {
    billet_id: need(Id, 'the page’s address'),
    status: need(v.string(), 'an open, paid or cancelled boleto'),
    value: need(Cents, 'the amount to pay'),
    due_date: need(v.string(), 'the due date'),
    digitable_line: need(v.string(), 'the line the customer copies'),
    barcode: need(v.string(), 'the barcode the PDF draws'),
    beneficiary: need(
      shape(
        {
          name: need(v.string(), 'the beneficiary a boleto must show'),
          document: need(v.string(), 'the beneficiary’s CPF/CNPJ a boleto must show'),
        },
        { bank: v.nullable(v.string()) },
      ),
      'the beneficiary',
    ),
    payer: need(shape({ name: need(v.string(), 'the payer a boleto must show') }), 'the payer'),
  },
  { our_number: v.nullable(v.string()) },
);
export type PublicBillet = v.InferOutput<typeof PublicBilletSchema>;

export const payByBillet = endpoint({
  id: 'checkout.billet',
  area: AREA,
  method: 'POST',
  path: '/v1/external/paylink/checkout/{hash}/payment/billet',
  access: 'public',
  summary: 'Issues a boleto for the link (one open charge per link and payer at a time).',
  params: hashParam,
  badParam: 404,
  body: PayerBody,
  success: { status: 201, schema: BilletCreatedSchema },
  errors: [400, 404, 410, 429],
});

export const publicBillet = endpoint({
  id: 'checkout.publicBillet',
  area: AREA,
  method: 'GET',
  path: '/v1/external/billet/{id}',
  access: 'public',
  summary: 'A registered boleto, for the customer to pay (line, barcode, PDF).',
  params: publicIdParam,
  badParam: 404,
  success: { status: 200, schema: PublicBilletSchema },
  errors: [404],
});
