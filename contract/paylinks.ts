import * as v from 'valibot';
import { MAX_AMOUNT_CENTS, MAX_DESCRIPTION, MIN_AMOUNT_CENTS, PAYLINK_STATUSES } from './codes/paylinks.ts';
import { endpoint } from './endpoint.ts';
import { IdParam, pagingEntries, StringsIn, TextParam, UNKNOWN_PARAMETER } from './query.ts';
import { isIsoDate } from './rules/dates.ts';
import { maxValueMessage, minValueMessage } from './rules/money.ts';
import { TextField } from './rules/text.ts';
import { need, shape, spec } from './shape.ts';
import { Cents, Count } from './shapes/numbers.ts';
import { MAX_CARD_INSTALLMENTS, PAYMENT_METHODS, PaymentMethodSchema } from './shapes/payment-methods.ts';

/**
 * The merchant's payment links (requirements §7; docs/api.md, "Payment links"), e-commerce merchants
 * only, and a link's payments (issue 20). Money in integer cents. The limits and the field labels
 * are the form's and the server's alike: the server's messages name the fields as the form does.
 */

const AREA = 'paylinks';

// The statuses and the limits live in contract/codes/paylinks.ts (the route tree reads them).

/** What a link's payment is, as its merchant sees it: a card attempt, or a Pix charge or boleto. */
export type LinkPaymentStatus = 'APPROVED' | 'DENIED' | 'PENDING' | 'PAID' | 'EXPIRED' | 'CANCELLED';

/** A link offers at most what a card payment accepts. */
export const MAX_INSTALLMENTS = MAX_CARD_INSTALLMENTS;

/** The form's labels; requirements §5's messages name the fields by them. */
export const PAYLINK_LABELS = {
  description: 'Descrição',
  amount: 'Valor',
  maxInstallments: 'Parcelas (máximo)',
  paymentMethods: 'Formas de pagamento',
  expiresAt: 'Válido até',
  reusable: 'Permite vários pagamentos',
} as const;

// ---- answers -----------------------------------------------------------------------------------

export const PaylinkSchema = shape(
  {
    id: need(v.pipe(v.number(), v.integer()), 'the row’s key; share, edit and delete name the link by it'),
    url: need(v.pipe(v.string(), v.url()), 'the address the merchant shares, and its QR code'),
    description: need(v.string(), 'the row’s title and the edit form'),
    amount: need(Cents, 'the row’s amount and the edit form'),
    max_installments: need(v.pipe(v.number(), v.integer(), v.minValue(1)), 'the edit form'),
    payment_methods: need(v.array(PaymentMethodSchema), 'the row’s methods and the edit form'),
    expires_at: need(v.nullable(v.string()), '“Válido até”, and the edit form'),
    reusable: need(v.boolean(), 'the edit form'),
    // Free text: a status a backend adds later shows as sent instead of breaking the whole list.
    status: need(v.string(), 'the status badge; the share page warns that a closed link cannot be paid'),
    payments_count: need(Count, 'the edit form keeps the amount of a link that was paid (the server answers 409)'),
  },
  {
    url_hash: v.string(),
    created_at: v.string(),
    paid_amount: Cents,
  },
);

export const PaylinkListSchema = shape({ data: spec(v.array(PaylinkSchema)), total: spec(Count) });

const Payer = shape(
  {},
  { name: v.nullable(v.string()), document: v.nullable(v.string()), email: v.nullable(v.string()) },
);

const LinkPaymentSchema = shape(
  {
    id: need(v.string(), 'the cancel call names the payment by it'),
    method: need(v.string(), 'card, Pix or boleto; only a Pix charge or boleto can be cancelled'),
    status: need(v.string(), 'the row’s badge; only an open (PENDING) charge can be cancelled'),
    amount: need(Cents, 'the row’s amount'),
    created_at: need(v.string(), 'when the customer paid or opened the charge'),
  },
  {
    installments: v.nullable(v.number()),
    paid_at: v.nullable(v.string()),
    transaction_id: v.nullable(v.number()),
    payer: v.nullable(Payer),
    card: v.nullable(shape({}, { brand: v.nullable(v.string()), last4: v.nullable(v.string()) })),
    denial_message: v.nullable(v.string()),
    receipt_id: v.nullable(v.string()),
    /** Refunds (issue 23, an optional capability): what its sale's refunds gave back, when any. */
    refunded_amount: Cents,
    pix: v.nullable(shape({}, { pix_id: v.string(), expires_at: v.string() })),
    billet: v.nullable(
      shape(
        { due_date: need(v.string(), 'a boleto’s row says when it falls due') },
        {
          billet_id: v.string(),
          our_number: v.nullable(v.string()),
          status: v.string(),
          checkout_url: v.string(),
        },
      ),
    ),
  },
);
export type LinkPayment = v.InferOutput<typeof LinkPaymentSchema>;

const LinkPaymentListSchema = shape({
  data: need(v.array(LinkPaymentSchema), 'the link’s payments'),
  total: need(Count, 'says when more payments exist than the panel shows'),
});

// ---- requests ----------------------------------------------------------------------------------

const INSTALLMENTS_MESSAGE = `O campo ${PAYLINK_LABELS.maxInstallments} deve ser um número inteiro entre 1 e ${MAX_INSTALLMENTS}`;
const METHODS = PAYLINK_LABELS.paymentMethods;

/** Create's body, with requirements §5's messages and the form's field labels. */
const linkEntries = {
  description: TextField(PAYLINK_LABELS.description, MAX_DESCRIPTION),
  amount: v.pipe(
    v.number(`O campo ${PAYLINK_LABELS.amount} é obrigatório`),
    v.integer(`O campo ${PAYLINK_LABELS.amount} deve ser um valor em centavos`),
    v.minValue(MIN_AMOUNT_CENTS, minValueMessage(MIN_AMOUNT_CENTS)),
    v.maxValue(MAX_AMOUNT_CENTS, maxValueMessage(MAX_AMOUNT_CENTS)),
  ),
  max_installments: v.pipe(
    v.number(INSTALLMENTS_MESSAGE),
    v.integer(INSTALLMENTS_MESSAGE),
    v.minValue(1, INSTALLMENTS_MESSAGE),
    v.maxValue(MAX_INSTALLMENTS, INSTALLMENTS_MESSAGE),
  ),
  payment_methods: v.pipe(
    v.array(
      v.picklist(PAYMENT_METHODS, `O campo ${METHODS} aceita CARD, BILLET e PIX`),
      `O campo ${METHODS} é obrigatório`,
    ),
    v.minLength(1, `O campo ${METHODS} não atingiu o limite mínimo de 1 itens`),
    v.maxLength(PAYMENT_METHODS.length, `O campo ${METHODS} ultrapassou o limite máximo de 3 itens`),
  ),
  /** The last day it can be paid; the server also refuses a day before its today. */
  expires_at: v.nullable(v.pipe(v.string('Data inválida'), v.check(isIsoDate, 'Data inválida'))),
  reusable: v.boolean(`O campo ${PAYLINK_LABELS.reusable} é obrigatório`),
};

const PaylinkBody = v.strictObject(linkEntries, 'Campo desconhecido');
/** What the PWA's form sends, to create or to update (it never switches a link off). */
export type PaylinkRequest = v.InferInput<typeof PaylinkBody>;

/** Update's body: create's, plus the switch that turns the link off (INACTIVE) and on again. */
const PaylinkUpdateBody = v.strictObject(
  {
    ...linkEntries,
    status: v.optional(v.picklist(['ACTIVE', 'INACTIVE'], 'O campo status aceita ACTIVE ou INACTIVE')),
  },
  'Campo desconhecido',
);

const PaylinkListQuery = v.strictObject(
  {
    ...pagingEntries(10),
    status: v.optional(StringsIn(PAYLINK_STATUSES)),
    description: v.optional(TextParam(MAX_DESCRIPTION)),
  },
  UNKNOWN_PARAMETER,
);

const LinkPaymentsQuery = v.strictObject({ ...pagingEntries(10) }, UNKNOWN_PARAMETER);

/** A link payment's public id: a random UUID. */
const PAYMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// ---- the calls ---------------------------------------------------------------------------------

const link = { id: IdParam };
const ECOMMERCE = 'E-commerce merchants only (403 otherwise).';

export const paylinkList = endpoint({
  id: 'paylinks.list',
  area: AREA,
  method: 'GET',
  // Requirements §7 writes the list with its trailing slash.
  path: '/v1/app/paylink/',
  access: 'merchant',
  summary: `The merchant's links, newest first, by status (repeatable) and description. ${ECOMMERCE}`,
  query: { schema: PaylinkListQuery, multi: ['status'] },
  success: { status: 200, schema: PaylinkListSchema },
  errors: [400],
});

export const paylinkGet = endpoint({
  id: 'paylinks.get',
  area: AREA,
  method: 'GET',
  path: '/v1/app/paylink/{id}',
  access: 'merchant',
  summary: `One link (another merchant's is a 404). ${ECOMMERCE}`,
  params: link,
  badParam: 400,
  success: { status: 200, schema: PaylinkSchema },
  errors: [400, 404],
});

export const paylinkCreate = endpoint({
  id: 'paylinks.create',
  area: AREA,
  method: 'POST',
  path: '/v1/app/paylink',
  access: 'merchant',
  summary: `Creates a link; its expiry may not be before today (São Paulo). ${ECOMMERCE}`,
  body: PaylinkBody,
  success: { status: 201, schema: PaylinkSchema },
  errors: [400, 413],
});

export const paylinkUpdate = endpoint({
  id: 'paylinks.update',
  area: AREA,
  method: 'PUT',
  path: '/v1/app/paylink/{id}',
  access: 'merchant',
  summary: `Updates a link, or switches it off and on; a link with payments keeps its amount (409). ${ECOMMERCE}`,
  params: link,
  badParam: 400,
  body: PaylinkUpdateBody,
  success: { status: 200, schema: PaylinkSchema },
  errors: [400, 404, 409, 413],
});

export const paylinkDelete = endpoint({
  id: 'paylinks.delete',
  area: AREA,
  method: 'DELETE',
  path: '/v1/app/paylink/{id}',
  access: 'merchant',
  summary: `Deletes a link; one with payments is only hidden, and its open charges stop. ${ECOMMERCE}`,
  params: link,
  badParam: 400,
  success: { status: 204 },
  errors: [400, 404],
});

export const linkPayments = endpoint({
  id: 'paylinks.payments',
  area: AREA,
  method: 'GET',
  path: '/v1/app/paylink/{id}/payments',
  access: 'merchant',
  summary: `A link's card attempts, Pix charges and boletos, newest first (also without a 'Boleto' plan). ${ECOMMERCE}`,
  params: link,
  badParam: 400,
  query: { schema: LinkPaymentsQuery },
  success: { status: 200, schema: LinkPaymentListSchema },
  errors: [400, 404],
});

export const cancelLinkCharge = endpoint({
  id: 'paylinks.cancelCharge',
  area: AREA,
  method: 'PATCH',
  path: '/v1/app/paylink/{id}/payments/{payment_id}/cancel',
  access: 'merchant',
  summary: `Cancels an open Pix charge or writes off an open boleto of the link; anything else is a 409. ${ECOMMERCE}`,
  // The payment's id is random: a malformed one is a 404 like an unknown one (so is a malformed link id here).
  params: { id: IdParam, payment_id: v.pipe(v.string(), v.regex(PAYMENT_ID)) },
  badParam: 404,
  success: { status: 200, schema: LinkPaymentSchema },
  errors: [404, 409],
});

export const PAYLINKS = [
  paylinkList,
  paylinkGet,
  paylinkCreate,
  paylinkUpdate,
  paylinkDelete,
  linkPayments,
  cancelLinkCharge,
] as const;
