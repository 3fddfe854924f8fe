import { describe, expect, it } from 'vitest';
import { billetList } from '../../contract/billets.ts';
import { payByBillet, publicBillet } from '../../contract/checkout/billet.ts';
import { payByPix, pixCharge, testPixPayment } from '../../contract/checkout/pix.ts';
import { cancelLinkCharge, linkPayments, paylinkDelete, paylinkGet, paylinkUpdate } from '../../contract/paylinks.ts';
import { advanceBank } from '../../contract/sandbox-bank.ts';
import { present } from '../testing/contract-answers.ts';
import { APPROVE, cardBody, payer, usePaylinkApi, validLink } from './paylink-test-helpers.ts';

// A single-use link is paid once, whatever the method; a charge opened while a link was payable
// does not pay once the link was paid, switched off or deleted; the merchant sees and cancels
// every charge of its links, boletos included, with or without a 'Boleto' plan.

const { api, call, publicCall, createLink, payCard } = usePaylinkApi();

const openPix = async (hash: string | undefined) =>
  (await publicCall(payByPix, `/v1/external/paylink/checkout/${hash}/payment/pix`, { payer })).body;
const openBillet = (hash: string | undefined) =>
  publicCall(payByBillet, `/v1/external/paylink/checkout/${hash}/payment/billet`, { payer });
const payPix = (brCode: string | undefined) =>
  publicCall(testPixPayment, '/v1/external/pix/test/pay', { br_code: present(brCode, 'br_code') });
const billetStatus = async (id: string | number) =>
  (await publicCall(publicBillet, `/v1/external/billet/${id}`)).body.status;
const billetId = async (publicId: string | number) =>
  Number((await api().sql('SELECT id FROM billet WHERE public_id = $1', [publicId]))[0]?.id);

describe('a single-use link', () => {
  it('is paid once: the first Pix paid cancels the other Pix charges and the boleto', async () => {
    const link = await createLink('lojista', { reusable: false, amount: 5_000 });
    const pix = [];
    for (let i = 0; i < 3; i++) pix.push(await openPix(link.url_hash));
    const boleto = await openBillet(link.url_hash);
    expect(boleto.status).toBe(201);

    expect((await payPix(pix[0]?.br_code)).status).toBe(200);
    for (const other of pix.slice(1)) {
      const refused = await payPix(other.br_code);
      expect(refused.status).toBe(410);
      expect(refused.error.message).toBe('Esta cobrança Pix foi cancelada: o link de pagamento já foi pago.');
      expect((await publicCall(pixCharge, `/v1/external/pix/${other.pix_id}`)).body.status).toBe('CANCELLED');
    }
    expect((await call(paylinkGet, `/v1/app/paylink/${link.id}`)).body).toMatchObject({
      payments_count: 1,
      paid_amount: 5_000,
      status: 'PAID',
    });
    // The boleto was written off: the bank cannot pay it any more.
    expect(await billetStatus(boleto.body.billet_id)).toBe('DOWNED');
    const day = await call(advanceBank, '/v1/sandbox/bank/advance', {
      body: { pay: [await billetId(boleto.body.billet_id)] },
    });
    expect(day.status).toBe(200);
    expect((await call(paylinkGet, `/v1/app/paylink/${link.id}`)).body.payments_count).toBe(1);
  });

  it('paid by card cancels its open Pix charge and boleto in the same transaction', async () => {
    const link = await createLink('lojista', { reusable: false, amount: 6_000 });
    const pix = await openPix(link.url_hash);
    const boleto = (await openBillet(link.url_hash)).body;
    expect((await payCard(link.url_hash, 'single-card', cardBody(APPROVE))).status).toBe(201);
    expect((await payPix(pix.br_code)).status).toBe(410);
    expect(await billetStatus(boleto.billet_id)).toBe('DOWNED');
    expect((await call(paylinkGet, `/v1/app/paylink/${link.id}`)).body.payments_count).toBe(1);
  });

  it('paid by boleto at the bank counts once and cancels the Pix charges', async () => {
    const link = await createLink('lojista', { reusable: false, amount: 7_000 });
    const pix = await openPix(link.url_hash);
    const boleto = (await openBillet(link.url_hash)).body;
    const day = await call(advanceBank, '/v1/sandbox/bank/advance', {
      body: { pay: [await billetId(boleto.billet_id)] },
    });
    expect(day.body.paid).toBeGreaterThanOrEqual(1);
    expect((await call(paylinkGet, `/v1/app/paylink/${link.id}`)).body).toMatchObject({
      payments_count: 1,
      paid_amount: 7_000,
      status: 'PAID',
    });
    expect((await payPix(pix.br_code)).status).toBe(410);
  });
});

describe('a paid single-use link', () => {
  it('can no longer be edited nor switched off (409, in Portuguese); its payment stays as it was', async () => {
    const link = await createLink('lojista', { reusable: false, amount: 5_500 });
    expect((await payCard(link.url_hash, 'paid-edit', cardBody(APPROVE))).status).toBe(201);
    for (const body of [
      { ...validLink, reusable: false, amount: 5_500, description: 'Outro nome' },
      { ...validLink, reusable: false, amount: 5_500, status: 'INACTIVE' },
    ]) {
      const refused = await call(paylinkUpdate, `/v1/app/paylink/${link.id}`, { body });
      expect(refused.status).toBe(409);
      expect(refused.error.message).toBe('Este link já foi pago: não pode mais ser alterado.');
    }
    expect((await call(paylinkGet, `/v1/app/paylink/${link.id}`)).body).toMatchObject({
      status: 'PAID',
      description: link.description,
    });
  });
});

describe('a charge opened before the link closed', () => {
  it('does not pay once the link was switched off, nor after it is switched on again', async () => {
    const link = await createLink('lojista', { amount: 4_000 });
    const pix = await openPix(link.url_hash);
    const boleto = (await openBillet(link.url_hash)).body;
    const off = await call(paylinkUpdate, `/v1/app/paylink/${link.id}`, {
      body: { ...validLink, amount: 4_000, status: 'INACTIVE' },
    });
    expect(off.status).toBe(200);
    const refused = await payPix(pix.br_code);
    expect(refused.status).toBe(410);
    expect(refused.error.message).toBe('Esta cobrança Pix foi cancelada: o link de pagamento foi desativado.');
    expect(await billetStatus(boleto.billet_id)).toBe('DOWNED');
    await call(paylinkUpdate, `/v1/app/paylink/${link.id}`, {
      body: { ...validLink, amount: 4_000, status: 'ACTIVE' },
    });
    expect((await payPix(pix.br_code)).status).toBe(410);
    expect((await call(paylinkGet, `/v1/app/paylink/${link.id}`)).body.payments_count).toBe(0);
  });

  it('does not pay once the link was deleted', async () => {
    const link = await createLink('lojista', { amount: 4_500 });
    const pix = await openPix(link.url_hash);
    expect((await call(paylinkDelete, `/v1/app/paylink/${link.id}`)).status).toBe(204);
    const refused = await payPix(pix.br_code);
    expect(refused.status).toBe(410);
    expect(refused.error.message).toBe('Esta cobrança Pix foi cancelada: o link de pagamento foi excluído.');
    const [row] = await api().sql('SELECT payments_count FROM paylink WHERE id = $1', [link.id]);
    expect(row).toEqual({ payments_count: 0 });
  });
});

describe("a link's payments, for the merchant", () => {
  it('lists and cancels a boleto of a merchant without a boleto plan', async () => {
    const link = await createLink('vendedor', { payment_methods: ['CARD', 'BILLET'], amount: 9_900 });
    const boleto = (await openBillet(link.url_hash)).body;
    // The boleto screens stay closed to this merchant…
    expect((await call(billetList, '/v1/app/billet', { as: 'vendedor' })).status).toBe(403);
    // …but the link's payments show it, and it can be cancelled there.
    const list = await call(linkPayments, `/v1/app/paylink/${link.id}/payments`, { as: 'vendedor' });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    const payment = present(list.body.data[0], 'the payment');
    expect(payment).toMatchObject({
      method: 'BILLET',
      status: 'PENDING',
      amount: 9_900,
      payer: { name: payer.name },
      billet: { billet_id: boleto.billet_id, status: 'WAITING_RETURN', our_number: expect.stringMatching(/^109\//) },
    });
    expect(payment.id).toMatch(/^[0-9a-f-]{36}$/);
    // Another merchant's link or payment is a 404.
    expect((await call(linkPayments, `/v1/app/paylink/${link.id}/payments`)).status).toBe(404);
    const path = `/v1/app/paylink/${link.id}/payments/${payment.id}/cancel`;
    expect((await call(cancelLinkCharge, path)).status).toBe(404);

    const cancelled = await call(cancelLinkCharge, path, { as: 'vendedor' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id: payment.id, status: 'CANCELLED', billet: { status: 'DOWNED' } });
    expect(await billetStatus(boleto.billet_id)).toBe('DOWNED');
    const again = await call(cancelLinkCharge, path, { as: 'vendedor' });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe('Esta cobrança não está em aberto.');
  });

  it('cancels an open Pix charge, which then refuses payment', async () => {
    const link = await createLink('lojista', { amount: 3_300 });
    const pix = await openPix(link.url_hash);
    const list = await call(linkPayments, `/v1/app/paylink/${link.id}/payments`);
    const payment = present(list.body.data[0], 'the payment');
    expect(payment).toMatchObject({ method: 'PIX', status: 'PENDING', pix: { pix_id: pix.pix_id } });
    const cancelled = await call(cancelLinkCharge, `/v1/app/paylink/${link.id}/payments/${payment.id}/cancel`);
    expect(cancelled.body.status).toBe('CANCELLED');
    const refused = await payPix(pix.br_code);
    expect(refused.status).toBe(410);
    expect(refused.error.message).toBe('Esta cobrança Pix foi cancelada pelo lojista.');
  });
});
