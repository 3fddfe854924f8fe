import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../../db/index.ts';
import {
  findBillet,
  findPix,
  findReceipt,
  linkByHash,
  payeeOf,
  pixStatus,
  statusOf,
} from '../../db/queries/checkout.ts';
import { cardBrandOf as brandLabel } from '../../db/queries/labels.ts';
import { paymentStore } from '../../db/queries/payment-store.ts';
import type { PaylinkRecord } from '../../db/queries/paylinks.ts';
import { todayInZone, toZonedIso } from '../../db/zone.ts';
import { ITAU } from '../../domain/boleto/index.ts';
import { cardBrandOf, cardFingerprint, issuerAnswer, normalizeCardNumber } from '../../domain/cards.ts';
import { installmentOptions, methodsFromText, type PaymentMethod } from '../../domain/paylink.ts';
import { closedAnswer, type Clock } from '../../domain/payments/answers.ts';
import { payByCard } from '../../domain/payments/card-payment.ts';
import { openCharge, type OpenedCharge } from '../../domain/payments/charges.ts';
import { cardKey, clientKey, paymentFingerprint } from '../../domain/payments/keys.ts';
import { noPause, type PhaseHook } from '../../domain/payments/phases.ts';
import { payPixCode } from '../../domain/payments/pix-bank.ts';
import type { PaymentAnswer } from '../../domain/payments/store.ts';
import { readBrCode } from '../../domain/pix.ts';
import { readJson } from '../body.ts';
import { clientAddress } from '../client-address.ts';
import { ApiError, invalidParameters, recordNotFound } from '../errors.ts';
import { parseBody } from '../list-params.ts';
import { CardBody, PayerBody, PixCodeBody } from './checkout-bodies.ts';

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

/** The PWA's public client sends empty basic auth; a bearer or anything else is not expected here. */
function checkPublicAuth(c: Context) {
  const header = c.req.header('Authorization');
  if (header !== undefined && !/^Basic Og==$/.test(header.trim()))
    throw new ApiError(401, 'Chamada pública: envie Authorization: Basic Og== ou nenhum cabeçalho.');
}

async function openLink(db: Db, c: Context, method?: PaymentMethod): Promise<PaylinkRecord> {
  checkPublicAuth(c);
  const hash = c.req.param('hash') ?? '';
  const link = HASH.test(hash) ? await linkByHash(db.orm, hash) : undefined;
  if (!link) throw recordNotFound();
  if (method && !methodsFromText(link.payment_methods).includes(method)) throw methodRefused();
  return link;
}

const answer = (c: Context, paid: PaymentAnswer) => c.json(paid.body, paid.status as ContentfulStatusCode);

const clock = (): Clock => {
  const now = new Date();
  return { now, today: todayInZone(now) };
};

/** `pause` is the crash test's hook (domain/payments/phases.ts); it does nothing otherwise. */
export function checkoutRoutes(db: Db, publicUrl?: string, pause: PhaseHook = noPause): Hono {
  const origin = (c: Context) => publicUrl ?? new URL(c.req.url).origin;
  const store = paymentStore(db.orm);

  // No early 410 here: a retry of a paid single-use link must get its first answer again, and
  // only the payment service, under the link's lock, knows whether the key was answered.
  const cardPayment = async (c: Context) => {
    const link = await openLink(db, c, 'CARD');
    const key = c.req.header('Idempotency-Key')?.trim() ?? '';
    if (!KEY.test(key)) throw keyMissing();
    const options = installmentOptions(link.amount_cents, link.max_installments);
    const body = parseBody(CardBody(todayInZone(), options.length), await readJson(c));
    const number = normalizeCardNumber(body.card.number);
    const { bin, last4 } = cardFingerprint(number);
    const { installments, payer } = body;
    const paid = await payByCard(
      store,
      {
        linkId: link.id,
        key,
        fingerprint: paymentFingerprint({
          installments,
          bin,
          last4,
          expiry: body.card.expiry,
          holder: body.card.holder_name,
          payer,
        }),
        card: {
          installments,
          brandId: cardBrandOf(number),
          bin,
          last4,
          cardKey: cardKey(bin, last4, body.card.expiry),
          clientKey: clientKey(clientAddress(c)),
          payer,
          issuer: issuerAnswer(number),
        },
      },
      clock,
      pause,
    );
    return answer(c, paid);
  };

  const chargeOf = async (c: Context, method: 'PIX' | 'BILLET'): Promise<OpenedCharge> => {
    const link = await openLink(db, c, method);
    const status = statusOf(link);
    if (status !== 'ACTIVE') return { kind: 'refused', answer: closedAnswer(status) };
    const { payer } = parseBody(PayerBody, await readJson(c));
    return openCharge(store, { linkId: link.id, method, payer, clientKey: clientKey(clientAddress(c)) }, clock);
  };
  const refusedOrBroken = (c: Context, opened: OpenedCharge) => {
    if (opened.kind !== 'refused') throw new Error(`checkout: opened a ${opened.kind} charge for another method`);
    return answer(c, opened.answer);
  };

  return new Hono()
    .get('/v1/external/paylink/checkout/:hash', async (c) => {
      const link = await openLink(db, c);
      const status = statusOf(link);
      if (status !== 'ACTIVE') return answer(c, closedAnswer(status));
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
      const opened = await chargeOf(c, 'BILLET');
      if (opened.kind !== 'billet') return refusedOrBroken(c, opened);
      const { publicId } = opened;
      return c.json({ billet_id: publicId, checkout_url: `${origin(c)}/billet/checkout/${publicId}` }, 201);
    })
    .post('/v1/external/paylink/checkout/:hash/payment/pix', async (c) => {
      const opened = await chargeOf(c, 'PIX');
      if (opened.kind !== 'pix') return refusedOrBroken(c, opened);
      return c.json(
        {
          pix_id: opened.id,
          br_code: opened.code,
          expires_at: toZonedIso(opened.expiresAt),
          checkout_url: `${origin(c)}/pix/checkout?id=${opened.id}`,
        },
        201,
      );
    })
    .post('/v1/external/pix/test/pay', async (c) => {
      checkPublicAuth(c);
      const { br_code } = parseBody(PixCodeBody, await readJson(c));
      const code = readBrCode(br_code);
      if (!code) throw invalidParameters(['br_code: Código Pix inválido']);
      const paid = await payPixCode(store, code, clock);
      if (paid.kind === 'refused') return answer(c, paid.answer);
      return c.json({ pix_id: paid.pixId, status: 'PAID', receipt_id: paid.receiptId });
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
