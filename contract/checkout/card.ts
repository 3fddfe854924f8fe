import * as v from 'valibot';
import { endpoint } from '../endpoint.ts';
import { isValidCardNumber } from '../rules/cards.ts';
import { isValidCardExpiry, isValidCvv } from '../rules/card-checks.ts';
import { todayInSaoPaulo } from '../rules/dates.ts';
import { TextField } from '../rules/text.ts';
import { need, shape } from '../shape.ts';
import { IdempotencyKey } from '../shapes/idempotency.ts';
import { MAX_CARD_INSTALLMENTS } from '../shapes/payment-methods.ts';
import { AREA, hashParam, Id } from './link.ts';
import { PayerSchema } from './payer.ts';

/** The customer pays a link by card (the card form's page). */

const CARD_HOLDER_MAX = 26;
const INSTALLMENTS = `O campo Parcelas deve ser de 1 a ${MAX_CARD_INSTALLMENTS}`;

const CardApprovedSchema = shape(
  {
    status: need(v.literal('APPROVED'), 'an approval leads to the receipt'),
    receipt_id: need(Id, 'the receipt page is addressed by it'),
  },
  { payment_id: v.string() },
);

const CardBody = v.strictObject(
  {
    installments: v.pipe(
      v.number('O campo Parcelas é obrigatório'),
      v.integer('O campo Parcelas deve ser um número inteiro'),
      v.minValue(1, INSTALLMENTS),
      v.maxValue(MAX_CARD_INSTALLMENTS, INSTALLMENTS),
    ),
    card: v.strictObject(
      {
        number: v.pipe(v.string('Número de cartão inválido'), v.check(isValidCardNumber, 'Número de cartão inválido')),
        holder_name: TextField('Nome impresso no cartão', CARD_HOLDER_MAX),
        expiry: v.pipe(
          v.string('Data inválida'),
          v.check((value) => isValidCardExpiry(value, todayInSaoPaulo()), 'Data inválida'),
        ),
        cvv: v.pipe(v.string('CVV inválido'), v.check(isValidCvv, 'CVV inválido')),
      },
      'Campo desconhecido',
    ),
    payer: PayerSchema,
  },
  'Campo desconhecido',
);

export const payByCard = endpoint({
  id: 'checkout.card',
  area: AREA,
  method: 'POST',
  path: '/v1/external/paylink/checkout/{hash}/payment/card',
  access: 'public',
  summary:
    'Pays by card. Requires the Idempotency-Key header: a retry with the same key gets the first answer. 402 when the issuer denies.',
  params: hashParam,
  badParam: 404,
  headers: { 'Idempotency-Key': IdempotencyKey },
  body: CardBody,
  success: { status: 201, schema: CardApprovedSchema },
  errors: [400, 402, 404, 409, 410, 429],
});
