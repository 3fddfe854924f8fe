import type { Context } from 'hono';
import { payByBillet, publicBillet } from '../../../contract/checkout/billet.ts';
import { payByCard } from '../../../contract/checkout/card.ts';
import { checkoutLink } from '../../../contract/checkout/link.ts';
import { payByPix, pixCharge, testPixPayment } from '../../../contract/checkout/pix.ts';
import { receipt } from '../../../contract/checkout/receipt.ts';
import type { PaymentMethod } from '../../../contract/shapes/payment-methods.ts';
import type { Db } from '../../db/index.ts';
import { findBillet, findPix, findReceipt, linkByHash, payeeOf, statusOf } from '../../db/queries/checkout.ts';
import type { PaylinkRecord } from '../../db/queries/paylinks.ts';
import { installmentsProblem } from '../../domain/payments/card-request.ts';
import type { OpenedCharge } from '../../domain/payments/charges.ts';
import { noPause, type PhaseHook } from '../../domain/payments/phases.ts';
import type { PaymentAnswer } from '../../domain/payments/store.ts';
import { methodsFromText } from '../../domain/paylink.ts';
import { readBrCode } from '../../domain/pix.ts';
import { checkoutPayments } from '../../services/checkout.ts';
import { clientAddress } from '../client-address.ts';
import { ApiError, invalidParameters, recordNotFound } from '../errors.ts';
import { answer as reply, contractRouter, type RouteOptions } from '../route.ts';
import {
  checkoutView,
  closedCheckoutAnswer,
  openedBilletView,
  openedPixView,
  pixChargeView,
  publicBilletView,
  receiptView,
} from '../views/checkout.ts';

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

const refusedOrBroken = (opened: OpenedCharge) => {
  if (opened.kind !== 'refused') throw new Error(`checkout: opened a ${opened.kind} charge for another method`);
  return answer(opened.answer);
};

/** `pause` is the crash test's hook (domain/payments/phases.ts); it does nothing otherwise. */
export function checkoutRoutes(db: Db, options: RouteOptions, publicUrl?: string, pause: PhaseHook = noPause) {
  const origin = (c: Context) => publicUrl ?? new URL(c.req.url).origin;
  const payments = checkoutPayments(db.orm, pause);
  const router = contractRouter(options);

  // No early 410 here: a retry of a paid single-use link must get its first answer again, and
  // only the payment service, under the link's lock, knows whether the key was answered.
  router.on(payByCard, async ({ c, params, headers, body }) => {
    const link = await openLink(db, c, params.hash, 'CARD');
    const card = await body();
    const problem = installmentsProblem(link, card.installments);
    if (problem) throw invalidParameters([problem]);
    return answer(await payments.payByCard(link, headers['Idempotency-Key'], card, clientAddress(c)));
  });

  router.on(checkoutLink, async ({ c, params }) => {
    const link = await openLink(db, c, params.hash);
    const status = statusOf(link);
    const payee = await payeeOf(db.orm, link.merchant_id);
    return status === 'ACTIVE' ? checkoutView(link, payee) : answer(closedCheckoutAnswer(status, payee));
  });

  router.on(payByBillet, async ({ c, params, body }) => {
    const link = await openLink(db, c, params.hash, 'BILLET');
    const opened = await payments.openCharge(link, 'BILLET', body, clientAddress(c));
    return opened.kind === 'billet' ? openedBilletView(opened.publicId, origin(c)) : refusedOrBroken(opened);
  });

  router.on(payByPix, async ({ c, params, body }) => {
    const link = await openLink(db, c, params.hash, 'PIX');
    const opened = await payments.openCharge(link, 'PIX', body, clientAddress(c));
    return opened.kind === 'pix' ? openedPixView(opened, origin(c)) : refusedOrBroken(opened);
  });

  // Before /v1/external/pix/{id}: 'test' is not a charge's id.
  router.on(testPixPayment, async ({ c, body }) => {
    checkPublicAuth(c);
    const code = readBrCode((await body()).br_code);
    if (!code) throw invalidParameters(['br_code: Código Pix inválido']);
    const paid = await payments.payPixCode(code);
    if (paid.kind === 'refused') return answer(paid.answer);
    return { pix_id: paid.pixId, status: 'PAID' as const, receipt_id: paid.receiptId };
  });

  router.on(pixCharge, async ({ c, params }) => {
    checkPublicAuth(c);
    const pix = await findPix(db.orm, params.id);
    if (!pix) throw recordNotFound();
    return pixChargeView(pix, await payeeOf(db.orm, pix.merchant_id));
  });

  router.on(receipt, async ({ c, params }) => {
    checkPublicAuth(c);
    const row = await findReceipt(db.orm, params.id);
    if (!row) throw recordNotFound();
    return receiptView(row, await payeeOf(db.orm, row.merchant_id));
  });

  router.on(publicBillet, async ({ c, params }) => {
    checkPublicAuth(c);
    const row = await findBillet(db.orm, params.id);
    // An uploaded boleto is not a boleto yet: the bank has not registered it.
    if (!row || row.our_number === null) throw recordNotFound();
    return publicBilletView(row, await payeeOf(db.orm, row.merchant_id));
  });

  return router;
}
