import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { brCode, merchantPixKey, readBrCode } from '../domain/pix.ts';
import { publicBillet, payByBillet } from '../../contract/checkout/billet.ts';
import { payByPix, testPixPayment } from '../../contract/checkout/pix.ts';
import { linkPayments } from '../../contract/paylinks.ts';
import { present } from '../testing/contract-answers.ts';
import { APPROVE, cardBody, denialOf, DENY, payer, usePaylinkApi } from './paylink-test-helpers.ts';

// What an anonymous client can do to a merchant's links: denied cards lock the client and the
// card, not the shop; charges cannot be opened without end; public answers carry no counter;
// the test bank pays only a code a bank would pay.

const { api, call, publicCall, createLink, payCard } = usePaylinkApi();

const TOO_MANY_DENIALS = 'Muitas tentativas recusadas. Tente novamente em alguns minutos.';
const expiry = (n: number) => `${String((n % 12) + 1).padStart(2, '0')}/${30 + Math.floor(n / 12)}`;

describe('the denial lock', () => {
  it('locks the client address after 5 denials, and another client still pays', async () => {
    const link = await createLink('lojista', { amount: 2_100 });
    for (let i = 0; i < 5; i++)
      expect((await payCard(link.url_hash, `a-${i}`, cardBody(DENY, 1, expiry(i)), '198.51.100.7')).status).toBe(402);
    const locked = await payCard(link.url_hash, 'a-approve', cardBody(APPROVE), '198.51.100.7');
    expect(locked.status).toBe(429);
    expect(locked.error.message).toBe(TOO_MANY_DENIALS);
    expect((await payCard(link.url_hash, 'b-approve', cardBody(APPROVE), '198.51.100.8')).status).toBe(201);
    // A replay of an answered key still answers.
    expect((await payCard(link.url_hash, 'a-0', cardBody(DENY, 1, expiry(0)), '198.51.100.7')).status).toBe(402);
  });

  it('locks a card denied 5 times, from whatever address, and nothing else', async () => {
    const link = await createLink('lojista', { amount: 2_200 });
    const card = cardBody(DENY, 1, '07/33');
    for (let i = 0; i < 5; i++)
      expect((await payCard(link.url_hash, `c-${i}`, card, `192.0.2.${10 + i}`)).status).toBe(402);
    const locked = await payCard(link.url_hash, 'c-5', card, '192.0.2.99');
    expect(locked.status).toBe(429);
    expect(locked.error.message).toBe(TOO_MANY_DENIALS);
    expect((await payCard(link.url_hash, 'c-ok', cardBody(APPROVE), '192.0.2.99')).status).toBe(201);
  });

  it('has a higher ceiling per link, for denials spread over many clients and cards', async () => {
    const link = await createLink('lojista', { amount: 2_300 });
    for (let i = 0; i < 20; i++)
      expect((await payCard(link.url_hash, `l-${i}`, cardBody(DENY, 1, expiry(i + 100)), `10.9.0.${i}`)).status).toBe(
        402,
      );
    const locked = await payCard(link.url_hash, 'l-ok', cardBody(APPROVE), '10.9.1.1');
    expect(locked.status).toBe(429);
    expect(locked.error.message).toBe('Muitas tentativas recusadas para este link. Tente novamente em alguns minutos.');
  });

  it('never stores an address or a card in the clear', async () => {
    const link = await createLink('lojista', { amount: 2_400 });
    await payCard(link.url_hash, 'clear-1', cardBody(DENY, 1, '09/34'), '172.16.55.66');
    const [row] = await api().sql('SELECT p::text AS t FROM paylink_payment p WHERE paylink_id = $1', [link.id]);
    expect(String(row?.t)).not.toContain('172.16.55.66');
    expect(String(row?.t)).not.toContain('09/34');
  });
});

describe('open charges', () => {
  const open = (hash: string | undefined, method: 'pix' | 'billet', address: string) =>
    publicCall(
      method === 'pix' ? payByPix : payByBillet,
      `/v1/external/paylink/checkout/${hash}/payment/${method}`,
      { payer },
      {},
      address,
    );

  it('are at most 5 Pix and 5 boletos per link and client; another client still gets one', async () => {
    const link = await createLink('lojista', { amount: 3_100 });
    for (const [method, message] of [
      ['pix', 'Muitas cobranças Pix em aberto neste link. Use uma das já geradas ou tente mais tarde.'],
      ['billet', 'Muitos boletos em aberto neste link. Use um dos já gerados ou tente mais tarde.'],
    ] as const) {
      for (let i = 0; i < 5; i++) expect((await open(link.url_hash, method, '198.18.0.1')).status).toBe(201);
      const refused = await open(link.url_hash, method, '198.18.0.1');
      expect(refused.status).toBe(429);
      expect(refused.error.message).toBe(message);
      expect((await open(link.url_hash, method, '198.18.0.2')).status).toBe(201);
    }
  });

  it('are at most 50 Pix per link over all clients', async () => {
    const link = await createLink('lojista', { amount: 3_200, payment_methods: ['PIX'] });
    for (let i = 0; i < 50; i++) expect((await open(link.url_hash, 'pix', `198.19.${i % 10}.1`)).status).toBe(201);
    expect((await open(link.url_hash, 'pix', '198.19.200.1')).status).toBe(429);
  });
});

describe('public answers', () => {
  it('carry no sequential number: the card answers name the payment by a random id', async () => {
    const mine = await createLink('lojista', { amount: 4_100 });
    const theirs = await createLink('vendedor', { amount: 4_100, payment_methods: ['CARD', 'BILLET'] });
    const approved = await payCard(mine.url_hash, 'pub-1', cardBody(APPROVE));
    const denied = await payCard(theirs.url_hash, 'pub-2', cardBody(DENY, 1, '03/35'));
    expect(approved.raw).toEqual({
      status: 'APPROVED',
      receipt_id: expect.any(String),
      payment_id: expect.any(String),
    });
    expect(denialOf(denied)).toEqual({
      status: 'DENIED',
      message: 'Transação negada pelo emissor.',
      payment_id: expect.any(String),
    });
    for (const id of [approved.body.payment_id, denialOf(denied).payment_id, approved.body.receipt_id])
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The merchant still sees its own sale's number, on the link's payments.
    const payments = await call(linkPayments, `/v1/app/paylink/${mine.id}/payments`);
    const [sale] = await api().sql('SELECT transaction_id FROM paylink_payment WHERE paylink_id = $1', [mine.id]);
    expect(payments.body.data[0]).toMatchObject({ id: approved.body.payment_id, transaction_id: sale?.transaction_id });
  });

  it('give boletos nosso números that do not count the platform’s boletos', async () => {
    const link = await createLink('vendedor', { amount: 4_200, payment_methods: ['BILLET'] });
    const numbers: number[] = [];
    for (let i = 0; i < 4; i++) {
      const created = await publicCall(payByBillet, `/v1/external/paylink/checkout/${link.url_hash}/payment/billet`, {
        payer,
      });
      const billet = await publicCall(publicBillet, `/v1/external/billet/${created.body.billet_id}`);
      numbers.push(Number(String(billet.body.our_number).slice(4, 12)));
    }
    const steps = numbers.slice(1).map((n, i) => n - (numbers[i] ?? 0));
    expect(steps.filter((step) => Math.abs(step) < 1_000)).toEqual([]);
  });
});

describe('the test bank', () => {
  const pay = (code: string) => publicCall(testPixPayment, '/v1/external/pix/test/pay', { br_code: code });

  async function charge() {
    const link = await createLink('lojista', { amount: 5_100 });
    const res = await publicCall(payByPix, `/v1/external/paylink/checkout/${link.url_hash}/payment/pix`, { payer });
    const code = present(res.body.br_code, 'br_code');
    const read = readBrCode(code);
    if (!read?.txid) throw new Error('no txid');
    return { link, code, read: { ...read, txid: read.txid } };
  }

  it("refuses a code carrying another merchant's key", async () => {
    const { code, read } = await charge();
    const forged = brCode({ ...read, key: merchantPixKey(3), amountCents: 5_100 });
    const refused = await pay(forged);
    expect(refused.status).toBe(404);
    expect(refused.error.message).toBe('Cobrança Pix não encontrada para esta chave.');
    expect((await pay(code)).status).toBe(200);
  });

  it('refuses a code without the amount, or with another amount', async () => {
    const { code, read } = await charge();
    const noAmount = generatePixPayload({
      key: read.key ?? '',
      merchantName: read.merchantName,
      merchantCity: read.merchantCity,
      txid: read.txid,
    });
    const missing = await pay(noAmount ?? '');
    expect(missing.status).toBe(400);
    expect(missing.error.message).toBe('O código Pix não informa o valor da cobrança.');
    const other = await pay(brCode({ ...read, key: read.key ?? '', amountCents: 5_000 }));
    expect(other.status).toBe(400);
    expect(other.error.message).toBe('O valor do código Pix não confere com o da cobrança.');
    expect((await pay(code)).status).toBe(200);
  });
});
