import * as v from 'valibot';
import { endpoint } from './endpoint.ts';
import { isValidCardExpiry, isValidCardNumber, isValidCvv } from './rules/cards.ts';
import { todayInSaoPaulo } from './rules/dates.ts';
import { cleanDocument, isValidCpfCnpj } from './rules/documents.ts';
import { TextField } from './rules/text.ts';
import { need, shape } from './shape.ts';
import { Cents, Count } from './shapes/numbers.ts';

/**
 * The customer's checkout (issue 10, "Public calls"; docs/api.md, "Checkout"): public calls, no
 * bearer. Ids in these paths are random (128-bit hashes, UUIDs): a malformed one is a 404, like an
 * unknown one, so nothing can be probed. Money in integer cents.
 */

const AREA = 'checkout';
const Id = v.union([v.string(), v.number()]);

export const LINK_HASH = /^[A-Za-z0-9_-]{16,64}$/;
export const PUBLIC_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const Hash = v.pipe(v.string(), v.regex(LINK_HASH));
const PublicId = v.pipe(v.string(), v.regex(PUBLIC_ID));

export const PAYMENT_METHODS = ['CARD', 'BILLET', 'PIX'] as const;
export const PaymentMethodSchema = v.picklist(PAYMENT_METHODS);
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;

export const PIX_STATUSES = ['PENDING', 'PAID', 'EXPIRED', 'CANCELLED'] as const;

const Party = shape({
  name: need(v.string(), 'the page says who is paid'),
  document: need(v.string(), 'the page shows the payee’s CPF/CNPJ, as a receipt must'),
});

export const InstallmentOptionSchema = shape({
  installments: need(Count, 'the installment picker'),
  installment_amount: need(Cents, 'each option shows its installment'),
  total_amount: need(Cents, 'each option shows its total'),
});
export type InstallmentOption = v.InferOutput<typeof InstallmentOptionSchema>;

export const CheckoutSchema = shape(
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

export const CardApprovedSchema = shape(
  {
    status: need(v.literal('APPROVED'), 'an approval leads to the receipt'),
    receipt_id: need(Id, 'the receipt page is addressed by it'),
  },
  { payment_id: v.string() },
);

export const BilletCreatedSchema = shape(
  { billet_id: need(Id, 'the boleto page is addressed by it') },
  { checkout_url: v.string() },
);

export const PixCreatedSchema = shape(
  { pix_id: need(Id, 'the Pix page is addressed by it') },
  { br_code: v.string(), expires_at: v.string(), checkout_url: v.string() },
);

export const PixChargeSchema = shape(
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

export const ReceiptSchema = shape(
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

export const PublicBilletSchema = shape(
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

export const PixTestPaidSchema = shape({
  pix_id: need(Id, 'which charge was paid'),
  status: need(v.literal('PAID'), 'the test payment went through'),
  receipt_id: need(Id, 'the receipt it made'),
});

// ---- request bodies, with the messages the customer's form shows ---------------------------

/** CPF or CNPJ (alphanumeric CNPJ included), punctuation dropped, check digits verified. */
export const PayerDocument = v.pipe(
  TextField('CPF ou CNPJ', 18),
  v.transform(cleanDocument),
  v.check(isValidCpfCnpj, 'CPF ou CNPJ não é válido'),
);

/** One set of limits for the customer's form and the server (a longer name passed one, not the other). */
export const PAYER_LIMITS = { name: 120, email: 254 } as const;
export const CARD_HOLDER_MAX = 26;

export const PayerSchema = v.strictObject(
  {
    name: TextField('Nome', PAYER_LIMITS.name),
    document: PayerDocument,
    email: v.pipe(TextField('E-mail', PAYER_LIMITS.email), v.email('O campo E-mail deve ser um e-mail válido')),
  },
  'Campo desconhecido',
);

export const PayerBody = v.strictObject({ payer: PayerSchema }, 'Campo desconhecido');

/** At most 12: the link's own options may allow fewer (the server checks them against the link). */
export const MAX_CARD_INSTALLMENTS = 12;
const INSTALLMENTS = `O campo Parcelas deve ser de 1 a ${MAX_CARD_INSTALLMENTS}`;

export const CardBody = v.strictObject(
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

export const PixCodeBody = v.strictObject(
  { br_code: v.pipe(v.string('Informe o código Pix'), v.maxLength(512, 'Código Pix inválido')) },
  'Campo desconhecido',
);

/**
 * One key per payment attempt, chosen by the client: a retry with the same key gets the first
 * answer and is never charged twice (decision 026).
 */
export const IDEMPOTENCY_KEY_MISSING =
  'Informe o cabeçalho Idempotency-Key (um identificador único por tentativa de pagamento).';
export const IdempotencyKey = v.pipe(
  v.string(IDEMPOTENCY_KEY_MISSING),
  v.trim(),
  v.regex(/^[\x21-\x7e]{1,255}$/, IDEMPOTENCY_KEY_MISSING),
);

// ---- the calls ---------------------------------------------------------------------------------

const hash = { hash: Hash };
const publicId = { id: PublicId };

export const checkoutLink = endpoint({
  id: 'checkout.link',
  area: AREA,
  method: 'GET',
  path: '/v1/external/paylink/checkout/{hash}',
  access: 'public',
  summary: 'The link being paid, with its installment options; 410 once it can no longer be paid.',
  params: hash,
  badParam: 404,
  success: { status: 200, schema: CheckoutSchema },
  errors: [404, 410],
});

export const payByCard = endpoint({
  id: 'checkout.card',
  area: AREA,
  method: 'POST',
  path: '/v1/external/paylink/checkout/{hash}/payment/card',
  access: 'public',
  summary:
    'Pays by card. Requires the Idempotency-Key header: a retry with the same key gets the first answer. 402 when the issuer denies.',
  params: hash,
  badParam: 404,
  headers: { 'Idempotency-Key': IdempotencyKey },
  body: CardBody,
  success: { status: 201, schema: CardApprovedSchema },
  errors: [400, 402, 404, 409, 410, 429],
});

export const payByBillet = endpoint({
  id: 'checkout.billet',
  area: AREA,
  method: 'POST',
  path: '/v1/external/paylink/checkout/{hash}/payment/billet',
  access: 'public',
  summary: 'Issues a boleto for the link (one open charge per link and payer at a time).',
  params: hash,
  badParam: 404,
  body: PayerBody,
  success: { status: 201, schema: BilletCreatedSchema },
  errors: [400, 404, 410, 429],
});

export const payByPix = endpoint({
  id: 'checkout.pix',
  area: AREA,
  method: 'POST',
  path: '/v1/external/paylink/checkout/{hash}/payment/pix',
  access: 'public',
  summary: 'Opens a Pix charge (BR Code) for the link.',
  params: hash,
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
  params: publicId,
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

export const receipt = endpoint({
  id: 'checkout.receipt',
  area: AREA,
  method: 'GET',
  path: '/v1/external/paylink/receipt/{id}',
  access: 'public',
  summary: 'The receipt of a paid link.',
  params: publicId,
  badParam: 404,
  success: { status: 200, schema: ReceiptSchema },
  errors: [404],
});

export const publicBillet = endpoint({
  id: 'checkout.publicBillet',
  area: AREA,
  method: 'GET',
  path: '/v1/external/billet/{id}',
  access: 'public',
  summary: 'A registered boleto, for the customer to pay (line, barcode, PDF).',
  params: publicId,
  badParam: 404,
  success: { status: 200, schema: PublicBilletSchema },
  errors: [404],
});

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
