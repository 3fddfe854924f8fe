import { createHash } from 'node:crypto';
import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/index.ts';
import {
  claimKey,
  createBillet,
  createPixCharge,
  denialsSince,
  findBillet,
  findPix,
  findReceipt,
  linkByHash,
  payeeOf,
  payPix,
  pixStatus,
  readKey,
  recordCardPayment,
  releaseKey,
  saveAnswer,
  statusOf,
  type Payer,
} from '../../db/queries/checkout.ts';
import { cardBrandOf as brandLabel } from '../../db/queries/labels.ts';
import type { PaylinkRecord } from '../../db/queries/paylinks.ts';
import { todayInZone, toZonedIso } from '../../db/zone.ts';
import { ITAU } from '../../domain/boleto/index.ts';
import {
  cardBrandOf,
  cardFingerprint,
  isValidCardExpiry,
  isValidCardNumber,
  issuerAnswer,
  normalizeCardNumber,
} from '../../domain/cards.ts';
import {
  CLOSED_MESSAGES,
  DENIAL_LIMIT,
  DENIAL_WINDOW_MINUTES,
  installmentOptions,
  methodsFromText,
  TOO_MANY_DENIALS,
  type PaylinkStatus,
  type PaymentMethod,
} from '../../domain/paylink.ts';
import { readBrCode } from '../../domain/pix.ts';
import { readJson, TextField } from '../body.ts';
import { ApiError, invalidParameters, recordNotFound } from '../errors.ts';
import { parseBody } from '../list-params.ts';

/**
 * The customer's side of payment links (docs/api.md, "Checkout"): public calls, no bearer. The
 * PWA's public client sends `Authorization: Basic Og==` (empty basic auth); no header is fine too.
 * Ids in these paths are random (128-bit hash, UUIDs), so nothing can be enumerated.
 */

const HASH = /^[A-Za-z0-9_-]{16,64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const KEY = /^[\x21-\x7e]{1,255}$/;

const methodRefused = () => new ApiError(400, 'Forma de pagamento não aceita por este link.');
const keyMissing = () =>
  new ApiError(400, 'Informe o cabeçalho Idempotency-Key (um identificador único por tentativa de pagamento).');
const keyReused = () => new ApiError(409, 'Esta Idempotency-Key já foi usada com outro pagamento.');

/** The PWA's public client sends empty basic auth; a bearer or anything else is not expected here. */
function checkPublicAuth(c: Context) {
  const header = c.req.header('Authorization');
  if (header !== undefined && !/^Basic Og==$/.test(header.trim()))
    throw new ApiError(401, 'Chamada pública: envie Authorization: Basic Og== ou nenhum cabeçalho.');
}

const CNPJ = /^[0-9A-Z]{12}\d{2}$/;

const Document = v.pipe(
  TextField('CPF ou CNPJ', 18),
  v.transform((value) => value.replace(/[.\-/\s]/g, '').toUpperCase()),
  // A CNPJ may be alphanumeric (12 letters or digits, 2 numeric DVs: IN RFB 2.229/2024, DOMAIN.md).
  v.check(
    (value) => (value.length <= 11 ? isValidCpf(value) : CNPJ.test(value) && isValidCnpj(value, { version: 2 })),
    'CPF ou CNPJ não é valido',
  ),
);

const PayerSchema = v.strictObject(
  {
    name: TextField('Nome', 120),
    document: Document,
    email: v.pipe(TextField('E-mail', 254), v.email('O campo E-mail deve ser um e-mail válido')),
  },
  'Campo desconhecido',
);

const PayerBody = v.strictObject({ payer: PayerSchema }, 'Campo desconhecido');

const CardBody = (today: string, maxInstallments: number) =>
  v.strictObject(
    {
      installments: v.pipe(
        v.number('O campo Parcelas é obrigatório'),
        v.integer('O campo Parcelas deve ser um número inteiro'),
        v.minValue(1, 'O campo Parcelas deve ser de 1 a ' + maxInstallments),
        v.maxValue(maxInstallments, 'O campo Parcelas deve ser de 1 a ' + maxInstallments),
      ),
      card: v.strictObject(
        {
          number: v.pipe(
            v.string('Número de cartão inválido'),
            v.check(isValidCardNumber, 'Número de cartão inválido'),
          ),
          holder_name: TextField('Nome impresso no cartão', 26),
          expiry: v.pipe(
            v.string('Data inválida'),
            v.check((value) => isValidCardExpiry(value, today), 'Data inválida'),
          ),
          cvv: v.pipe(v.string('CVV inválido'), v.regex(/^\d{3,4}$/, 'CVV inválido')),
        },
        'Campo desconhecido',
      ),
      payer: PayerSchema,
    },
    'Campo desconhecido',
  );

async function openLink(db: Db, c: Context, method?: PaymentMethod): Promise<PaylinkRecord> {
  checkPublicAuth(c);
  const hash = c.req.param('hash') ?? '';
  const link = HASH.test(hash) ? await linkByHash(db.orm, hash) : undefined;
  if (!link) throw recordNotFound();
  if (method && !methodsFromText(link.payment_methods).includes(method)) throw methodRefused();
  return link;
}

const closedResponse = (c: Context, status: PaylinkStatus) =>
  c.json({ message: CLOSED_MESSAGES[status as Exclude<PaylinkStatus, 'ACTIVE'>], status }, 410);

/** Waits for the request holding a key to answer (a double tap), at most ~10 s. */
async function awaitAnswer(db: Db, linkId: number, key: string) {
  for (let i = 0; i < 200; i++) {
    const record = await readKey(db.orm, linkId, key);
    if (!record || record.status_code !== null) return record;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

const replay = (c: Context, status: number, response: string) =>
  c.body(response, status as 201, { 'Content-Type': 'application/json; charset=UTF-8' });

export function checkoutRoutes(db: Db, publicUrl?: string): Hono {
  const origin = (c: Context) => publicUrl ?? new URL(c.req.url).origin;

  const cardPayment = async (c: Context) => {
    const link = await openLink(db, c, 'CARD');
    const status = statusOf(link);
    if (status !== 'ACTIVE') return closedResponse(c, status);
    const key = c.req.header('Idempotency-Key')?.trim() ?? '';
    if (!KEY.test(key)) throw keyMissing();
    const options = installmentOptions(link.amount_cents, link.max_installments);
    const body = parseBody(CardBody(todayInZone(), options.length), await readJson(c));
    const number = normalizeCardNumber(body.card.number);
    const { bin, last4 } = cardFingerprint(number);
    // What makes two requests "the same payment": everything but the PAN and the CVV, which must
    // never be stored in any form (an unkeyed hash of a PAN can be brute-forced from BIN + last 4).
    const fingerprint = createHash('sha256')
      .update(JSON.stringify([body.installments, bin, last4, body.card.expiry, body.card.holder_name, body.payer]))
      .digest('base64url');

    const held = await claimKey(db.orm, link.id, key, fingerprint);
    if (held) {
      if (held.fingerprint !== fingerprint) throw keyReused();
      const answered = held.status_code === null ? await awaitAnswer(db, link.id, key) : held;
      if (!answered || answered.status_code === null || answered.response === null)
        throw new ApiError(409, 'Este pagamento ainda está sendo processado. Tente novamente em instantes.');
      return replay(c, answered.status_code, answered.response);
    }

    let answer: { status: number; body: unknown };
    try {
      const since = new Date(Date.now() - DENIAL_WINDOW_MINUTES * 60_000);
      if ((await denialsSince(db.orm, link.id, since)) >= DENIAL_LIMIT) {
        await releaseKey(db.orm, link.id, key);
        throw new ApiError(429, TOO_MANY_DENIALS);
      }
      const outcome = await recordCardPayment(db.orm, link, {
        installments: body.installments,
        brandId: cardBrandOf(number),
        bin,
        last4,
        payer: body.payer,
        answer: issuerAnswer(number),
      });
      if (outcome.kind === 'closed') {
        await releaseKey(db.orm, link.id, key);
        return closedResponse(c, outcome.status);
      }
      answer =
        outcome.kind === 'approved'
          ? {
              status: 201,
              body: { status: 'APPROVED', receipt_id: outcome.receiptId, transaction_id: outcome.transactionId },
            }
          : {
              status: 402,
              body: { status: 'DENIED', message: outcome.message, transaction_id: outcome.transactionId },
            };
    } catch (error) {
      if (!(error instanceof ApiError)) await releaseKey(db.orm, link.id, key).catch(() => undefined);
      throw error;
    }
    await saveAnswer(db.orm, link.id, key, answer.status, answer.body);
    return c.json(answer.body, answer.status as 201);
  };

  const payerOf = async (c: Context): Promise<Payer> => parseBody(PayerBody, await readJson(c)).payer;

  return new Hono()
    .get('/v1/external/paylink/checkout/:hash', async (c) => {
      const link = await openLink(db, c);
      const status = statusOf(link);
      if (status !== 'ACTIVE') return closedResponse(c, status);
      const payee = await payeeOf(db.orm, link.merchant_id);
      return c.json({
        url_hash: link.url_hash,
        description: link.description,
        amount: link.amount_cents,
        max_installments: link.max_installments,
        payment_methods: methodsFromText(link.payment_methods),
        expires_at: link.expires_at,
        status,
        merchant: { name: payee.name, document: payee.document },
        installment_options: installmentOptions(link.amount_cents, link.max_installments),
      });
    })
    .post('/v1/external/paylink/checkout/:hash/payment/card', cardPayment)
    .post('/v1/external/paylink/checkout/:hash/payment/billet', async (c) => {
      const link = await openLink(db, c, 'BILLET');
      const status = statusOf(link);
      if (status !== 'ACTIVE') return closedResponse(c, status);
      const outcome = await createBillet(db.orm, link, await payerOf(c));
      if (outcome.kind === 'closed') return closedResponse(c, outcome.status);
      return c.json(
        { billet_id: outcome.publicId, checkout_url: `${origin(c)}/billet/checkout/${outcome.publicId}` },
        201,
      );
    })
    .post('/v1/external/paylink/checkout/:hash/payment/pix', async (c) => {
      const link = await openLink(db, c, 'PIX');
      const status = statusOf(link);
      if (status !== 'ACTIVE') return closedResponse(c, status);
      const outcome = await createPixCharge(db.orm, link, await payerOf(c));
      if (outcome.kind === 'closed') return closedResponse(c, outcome.status);
      return c.json(
        {
          pix_id: outcome.id,
          br_code: outcome.code,
          expires_at: toZonedIso(outcome.expiresAt),
          checkout_url: `${origin(c)}/pix/checkout?id=${outcome.id}`,
        },
        201,
      );
    })
    .post('/v1/external/pix/test/pay', async (c) => {
      checkPublicAuth(c);
      const { br_code } = parseBody(
        v.strictObject(
          { br_code: v.pipe(v.string('Informe o código Pix'), v.maxLength(512, 'Código Pix inválido')) },
          'Campo desconhecido',
        ),
        await readJson(c),
      );
      const code = readBrCode(br_code);
      if (!code) throw invalidParameters(['br_code: Código Pix inválido']);
      const outcome = code.txid ? await payPix(db.orm, code.txid, code.amountCents) : { kind: 'unknown' as const };
      if (outcome.kind === 'unknown') throw new ApiError(404, 'Cobrança Pix não encontrada.');
      if (outcome.kind === 'paid') throw new ApiError(409, 'Esta cobrança Pix já foi paga.');
      if (outcome.kind === 'expired') throw new ApiError(410, 'Esta cobrança Pix expirou.');
      return c.json({ pix_id: outcome.pixId, status: 'PAID', receipt_id: outcome.receiptId });
    })
    .get('/v1/external/pix/:id', async (c) => {
      checkPublicAuth(c);
      const id = c.req.param('id');
      const pix = UUID.test(id) ? await findPix(db.orm, id) : undefined;
      if (!pix) throw recordNotFound();
      return c.json({
        pix_id: pix.id,
        status: pixStatus(pix),
        amount: pix.amount_cents,
        br_code: pix.br_code,
        expires_at: toZonedIso(pix.expires_at),
        receipt_id: pix.receipt_id,
      });
    })
    .get('/v1/external/paylink/receipt/:id', async (c) => {
      checkPublicAuth(c);
      const id = c.req.param('id');
      const row = UUID.test(id) ? await findReceipt(db.orm, id) : undefined;
      if (!row) throw recordNotFound();
      const payee = await payeeOf(db.orm, row.merchant_id);
      return c.json({
        id: row.id,
        status: row.method === 'CARD' ? 'APPROVED' : 'PAID',
        paid_at: toZonedIso(row.paid_at),
        amount: row.amount_cents,
        installments: row.installments,
        installment_amount: row.installment_amount_cents,
        method: row.method,
        card:
          row.method === 'CARD'
            ? { brand: brandLabel(row.card_brand_id)?.brand_name ?? null, last4: row.card_last4 }
            : null,
        authorization_number: row.authorization_number,
        nsu: row.nsu,
        description: row.description,
        payer_name: row.payer_name,
        merchant: { name: payee.name, document: payee.document },
      });
    })
    .get('/v1/external/billet/:id', async (c) => {
      checkPublicAuth(c);
      const id = c.req.param('id');
      const row = UUID.test(id) ? await findBillet(db.orm, id) : undefined;
      // An uploaded boleto is not a boleto yet: the bank has not registered it.
      if (!row || row.our_number === null) throw recordNotFound();
      const payee = await payeeOf(db.orm, row.merchant_id);
      return c.json({
        billet_id: row.public_id,
        status: row.status,
        value: row.value_cents,
        due_date: row.due_date,
        digitable_line: row.digitable_line,
        barcode: row.barcode,
        our_number: row.our_number,
        beneficiary: { name: payee.name, document: payee.document, bank: `${ITAU.code} - ${ITAU.name}` },
        payer: { name: row.payer_name },
      });
    });
}
