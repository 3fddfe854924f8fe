import type { Context } from 'hono';
import { payByBillet, publicBillet } from '../../../contract/checkout/billet.ts';
import { payByCard as payByCardCall } from '../../../contract/checkout/card.ts';
import { checkoutLink } from '../../../contract/checkout/link.ts';
import { payByPix, pixCharge, testPixPayment } from '../../../contract/checkout/pix.ts';
import { receipt } from '../../../contract/checkout/receipt.ts';
import type { PaymentMethod } from '../../../contract/shapes/payment-methods.ts';
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
import { paymentStore } from '../../services/payment-store.ts';
import type { PaylinkRecord } from '../../db/queries/paylinks.ts';
import { todayInZone, toZonedIso } from '../../domain/zone.ts';
import type { Payer } from '../../domain/payments/keys.ts';
import { ITAU } from '../../domain/boleto/index.ts';
import { cardBrandOf, cardFingerprint, issuerAnswer, normalizeCardNumber } from '../../domain/cards.ts';
import { installmentOptions, methodsFromText } from '../../domain/paylink.ts';
import { closedAnswer, type Clock } from '../../domain/payments/answers.ts';
import { payByCard } from '../../domain/payments/card-payment.ts';
import { openCharge, type OpenedCharge } from '../../domain/payments/charges.ts';
import { cardKey, clientKey, paymentFingerprint } from '../../domain/payments/keys.ts';
import { noPause, type PhaseHook } from '../../domain/payments/phases.ts';
import { payPixCode } from '../../domain/payments/pix-bank.ts';
import type { PaymentAnswer } from '../../domain/payments/store.ts';
import { readBrCode } from '../../domain/pix.ts';
import { clientAddress } from '../client-address.ts';
import { ApiError, invalidParameters, recordNotFound } from '../errors.ts';
import { answer as reply, contractRouter, type RouteOptions } from '../route.ts';

/**
 * The customer's side of payment links (docs/api.md, "Checkout"): public calls, no bearer. The
 * PWA's public client sends `Authorization: Basic Og==` (empty basic auth); no header is fine too.
 * Ids in these paths are random (128-bit hash, UUIDs), so nothing can be enumerated.
 */

const methodRefused = () => new ApiError(400, 'Forma de pagamento não aceita por este link.');

/** The PWA's public client sends empty basic auth; a bearer or anything else is not expected here. */
function checkPublicAuth(c: Context) {
  const header = c.req.header('Authorization');
  if (header !== undefined && !/^Basic Og==$/.test(header.trim()))
    throw new ApiError(401, 'Chamada pública: envie Authorization: Basic Og== ou nenhum cabeçalho.');
}

async function openLink(db: Db, c: Context, hash: string, method?: PaymentMethod): Promise<PaylinkRecord> {
  checkPublicAuth(c);
  const link = await linkByHash(db.orm, hash);
  if (!link) throw recordNotFound();
  if (method && !methodsFromText(link.payment_methods).includes(method)) throw methodRefused();
  return link;
}

const answer = (paid: PaymentAnswer) => reply(paid.status, paid.body);

const clock = (): Clock => {
  const now = new Date();
  return { now, today: todayInZone(now) };
};

/** `pause` is the crash test's hook (domain/payments/phases.ts); it does nothing otherwise. */
export function checkoutRoutes(db: Db, options: RouteOptions, publicUrl?: string, pause: PhaseHook = noPause) {
  const origin = (c: Context) => publicUrl ?? new URL(c.req.url).origin;
  const store = paymentStore(db.orm);
  const router = contractRouter(options);

  // No early 410 here: a retry of a paid single-use link must get its first answer again, and
  // only the payment service, under the link's lock, knows whether the key was answered.
  router.on(payByCardCall, async ({ c, params, headers, body }) => {
    const link = await openLink(db, c, params.hash, 'CARD');
    const key = headers['Idempotency-Key'];
    const card = await body();
    const options = installmentOptions(link.amount_cents, link.max_installments);
    if (card.installments > options.length)
      throw invalidParameters([`installments: O campo Parcelas deve ser de 1 a ${options.length}`]);
    const number = normalizeCardNumber(card.card.number);
    const { bin, last4 } = cardFingerprint(number);
    const { installments, payer } = card;
    const paid = await payByCard(
      store,
      {
        linkId: link.id,
        key,
        fingerprint: paymentFingerprint({
          installments,
          bin,
          last4,
          expiry: card.card.expiry,
          holder: card.card.holder_name,
          payer,
        }),
        card: {
          installments,
          brandId: cardBrandOf(number),
          bin,
          last4,
          cardKey: cardKey(bin, last4, card.card.expiry),
          clientKey: clientKey(clientAddress(c)),
          payer,
          issuer: issuerAnswer(number),
        },
      },
      clock,
      pause,
    );
    return answer(paid);
  });

  const chargeOf = async (
    c: Context,
    hash: string,
    method: 'PIX' | 'BILLET',
    body: () => Promise<{ payer: Payer }>,
  ): Promise<OpenedCharge> => {
    const link = await openLink(db, c, hash, method);
    const status = statusOf(link);
    if (status !== 'ACTIVE') return { kind: 'refused', answer: closedAnswer(status) };
    const { payer } = await body();
    return openCharge(store, { linkId: link.id, method, payer, clientKey: clientKey(clientAddress(c)) }, clock);
  };
  const refusedOrBroken = (opened: OpenedCharge) => {
    if (opened.kind !== 'refused') throw new Error(`checkout: opened a ${opened.kind} charge for another method`);
    return answer(opened.answer);
  };

  router.on(checkoutLink, async ({ c, params }) => {
    const link = await openLink(db, c, params.hash);
    const status = statusOf(link);
    const payee = await payeeOf(db.orm, link.merchant_id);
    // A closed link still names its shop: the page says "já foi pago" under the shop's name.
    if (status !== 'ACTIVE') {
      const closed = closedAnswer(status);
      return reply(closed.status, { ...closed.body, merchant: { name: payee.name } });
    }
    return {
      url_hash: link.url_hash,
      description: link.description,
      amount: link.amount_cents,
      max_installments: link.max_installments,
      payment_methods: methodsFromText(link.payment_methods),
      expires_at: link.expires_at,
      status,
      merchant: { name: payee.name, document: payee.document },
      installment_options: installmentOptions(link.amount_cents, link.max_installments),
    };
  });

  router.on(payByBillet, async ({ c, params, body }) => {
    const opened = await chargeOf(c, params.hash, 'BILLET', body);
    if (opened.kind !== 'billet') return refusedOrBroken(opened);
    const { publicId } = opened;
    return { billet_id: publicId, checkout_url: `${origin(c)}/billet/checkout/${publicId}` };
  });

  router.on(payByPix, async ({ c, params, body }) => {
    const opened = await chargeOf(c, params.hash, 'PIX', body);
    if (opened.kind !== 'pix') return refusedOrBroken(opened);
    return {
      pix_id: opened.id,
      br_code: opened.code,
      expires_at: toZonedIso(opened.expiresAt),
      checkout_url: `${origin(c)}/pix/checkout?id=${opened.id}`,
    };
  });

  // Before /v1/external/pix/{id}: 'test' is not a charge's id.
  router.on(testPixPayment, async ({ c, body }) => {
    checkPublicAuth(c);
    const { br_code } = await body();
    const code = readBrCode(br_code);
    if (!code) throw invalidParameters(['br_code: Código Pix inválido']);
    const paid = await payPixCode(store, code, clock);
    if (paid.kind === 'refused') return answer(paid.answer);
    return { pix_id: paid.pixId, status: 'PAID' as const, receipt_id: paid.receiptId };
  });

  router.on(pixCharge, async ({ c, params }) => {
    checkPublicAuth(c);
    const pix = await findPix(db.orm, params.id);
    if (!pix) throw recordNotFound();
    const payee = await payeeOf(db.orm, pix.merchant_id);
    return {
      merchant: { name: payee.name, document: payee.document },
      pix_id: pix.id,
      status: pixStatus(pix),
      amount: pix.amount_cents,
      br_code: pix.br_code,
      expires_at: toZonedIso(pix.expires_at),
      receipt_id: pix.receipt_id,
    };
  });

  router.on(receipt, async ({ c, params }) => {
    checkPublicAuth(c);
    const row = await findReceipt(db.orm, params.id);
    if (!row) throw recordNotFound();
    const payee = await payeeOf(db.orm, row.merchant_id);
    return {
      id: row.id,
      status: row.method === 'CARD' ? 'APPROVED' : 'PAID',
      paid_at: toZonedIso(row.paid_at),
      amount: row.amount_cents,
      installments: row.installments,
      installment_amount: row.installment_amount_cents,
      method: row.method,
      card:
        row.method === 'CARD'
          ? { brand: brandLabel(row.card_brand_id)?.brand_name ?? null, last4: row.card_last4 ?? '' }
          : null,
      authorization_number: row.authorization_number,
      nsu: row.nsu,
      description: row.description,
      payer_name: row.payer_name,
      merchant: { name: payee.name, document: payee.document },
      // Refunds (issue 23): the receipt says what went back ("Estornado R$ …").
      ...(row.refunded_cents > 0 ? { refunded_amount: row.refunded_cents } : {}),
    };
  });

  router.on(publicBillet, async ({ c, params }) => {
    checkPublicAuth(c);
    const row = await findBillet(db.orm, params.id);
    // An uploaded boleto is not a boleto yet: the bank has not registered it.
    if (!row || row.our_number === null) throw recordNotFound();
    const payee = await payeeOf(db.orm, row.merchant_id);
    return {
      billet_id: row.public_id,
      status: row.status,
      value: row.value_cents,
      due_date: row.due_date,
      digitable_line: row.digitable_line ?? '',
      barcode: row.barcode ?? '',
      our_number: row.our_number,
      beneficiary: { name: payee.name, document: payee.document, bank: `${ITAU.code} - ${ITAU.name}` },
      payer: { name: row.payer_name },
    };
  });

  return router;
}
